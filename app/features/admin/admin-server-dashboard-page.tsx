/**
 * /server-dashboard: health, uptime and version, the database (file size,
 * rows per table, migration level), which AI provider answers (never its key)
 * and the outbox replays the server has seen (idempotency keys).
 */
import { Badge, Box, Button, Card, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ServerStatus } from '@shared/schemas/admin';
import { PageSpinner } from '../../components/page-spinner';
import { ErrorState } from '../../components/state-message';
import { useAdminQuery } from './admin-api';
import { AdminFrame, AdminTable, formatDateTime } from './admin-ui';

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d) return `${d} d ${h} h`;
  if (h) return `${h} h ${m} min`;
  return `${m} min ${seconds % 60} s`;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Box fontSize="lg" fontWeight="700" data-testid={testId}>
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function AdminServerDashboardPage() {
  const { data, isLoading, isError, refetch, isFetching } = useAdminQuery<ServerStatus>('/server');
  return (
    <AdminFrame
      title="Server Dashboard"
      subtitle="Health, database and AI provider status."
      actions={
        <Button variant="outline" onClick={() => void refetch()} loading={isFetching}>
          <RefreshCw /> Refresh
        </Button>
      }
    >
      {isError && <ErrorState>Failed to load the server status. Please try again later.</ErrorState>}
      {isLoading && <PageSpinner label="Asking the server…" />}
      {data && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            <Fact label="Health" testId="server-health">
              <Badge colorPalette={data.health === 'ok' ? 'green' : 'red'} size="lg">
                {data.health === 'ok' ? 'Healthy' : 'Database unreachable'}
              </Badge>
            </Fact>
            <Fact label="Uptime">
              {formatUptime(data.uptimeSeconds)}
              <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                since {formatDateTime(data.startedAt)}
              </Text>
            </Fact>
            <Fact label="Version">
              {data.version}
              <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                Node.js {data.nodeVersion}
              </Text>
            </Fact>
            <Fact label="AI provider" testId="server-ai">
              <Text fontSize="md">{data.ai.description}</Text>
            </Fact>
          </SimpleGrid>

          <Heading as="h2" size="md" mt="8" mb="3">
            Database
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mb="4">
            <Fact
              label={data.database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite file'}
              testId="server-database"
            >
              {data.database.path}
            </Fact>
            <Fact label="Size on disk">
              {formatBytes(data.database.sizeBytes + data.database.walBytes)}
              {data.database.engine === 'sqlite' && (
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {formatBytes(data.database.sizeBytes)} + {formatBytes(data.database.walBytes)} write-ahead
                  log
                </Text>
              )}
            </Fact>
            <Fact label="Migrations" testId="server-migrations">
              {data.database.migrations.applied} of {data.database.migrations.available} applied
              <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                latest {data.database.migrations.latest ?? 'none'}
              </Text>
            </Fact>
            <Fact label="Catalog deletions kept for devices">{data.catalog.tombstones}</Fact>
          </SimpleGrid>
          <AdminTable label="Rows per table" minW="320px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Table</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rows</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.database.tables.map((t) => (
                <Table.Row key={t.name}>
                  <Table.Cell fontFamily="mono">{t.name}</Table.Cell>
                  <Table.Cell textAlign="end">{t.rows.toLocaleString('en-US')}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </AdminTable>

          <Heading as="h2" size="md" mt="8" mb="1">
            Device outboxes
          </Heading>
          <Text color="fg.muted" mb="3" fontSize="sm">
            Changes made offline are sent with an Idempotency-Key; the server keeps the first answer to each
            for a week and answers a repeat with it.
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            <Fact label="Stored answers">{data.idempotency.storedAnswers}</Fact>
            <Fact label="In flight">{data.idempotency.inFlight}</Fact>
            <Fact label="Replays answered since start">{data.idempotency.replays}</Fact>
            <Fact label="Oldest kept">
              {data.idempotency.oldest ? formatDateTime(data.idempotency.oldest) : 'None'}
            </Fact>
          </SimpleGrid>
        </>
      )}
    </AdminFrame>
  );
}
