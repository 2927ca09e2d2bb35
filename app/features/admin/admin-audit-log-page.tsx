/** /admin/audit-log: every change made in the admin area, newest first. */
import { Badge, Box, Code, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { AuditEntry, Paged } from '@shared/schemas/admin';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useAdminQuery } from './admin-api';
import { AdminFrame, AdminTable, formatDateTime, TableSkeleton } from './admin-ui';

const PALETTE: Record<string, string> = { create: 'green', update: 'blue', delete: 'red', upload: 'gray' };

/** "recipe.delete" reads "Recipe delete"; the colour follows the verb. */
const describe = (action: string) => {
  const [, verb = action] = action.split('.');
  return { label: action.replace('.', ' · '), palette: PALETTE[verb] ?? 'purple' };
};

const summaryText = (summary: Record<string, unknown>) =>
  Object.entries(summary)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') || 'none' : String(v)}`)
    .join(' · ');

export function AdminAuditLogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError } = useAdminQuery<Paged<AuditEntry>>(
    `/audit-log${page > 1 ? `?page=${page}` : ''}`,
  );
  return (
    <AdminFrame title="Audit Log" subtitle="Who changed what in the admin area, and when.">
      {isError && <ErrorState>Failed to load the audit log. Please try again later.</ErrorState>}
      {isLoading ? (
        <TableSkeleton />
      ) : data?.items.length === 0 ? (
        <EmptyState>No admin changes yet.</EmptyState>
      ) : (
        <AdminTable label="Audit log" minW="760px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Who</Table.ColumnHeader>
              <Table.ColumnHeader>What</Table.ColumnHeader>
              <Table.ColumnHeader>Target</Table.ColumnHeader>
              <Table.ColumnHeader>Details</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((e) => {
              const { label, palette } = describe(e.action);
              return (
                <Table.Row key={e.id} data-testid="audit-row">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(e.createdAt)}</Table.Cell>
                  <Table.Cell>
                    {e.actorUsername}
                    {e.actorId === null && e.actorUsername !== '(command line)' && (
                      <Text as="span" color="fg.muted">
                        {' '}
                        (account deleted)
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={palette}>{label}</Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {e.targetType}
                    {e.targetId !== null && <Code ms="1">#{e.targetId}</Code>}
                  </Table.Cell>
                  <Table.Cell maxW="380px">
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {summaryText(e.summary)}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </AdminTable>
      )}
      <Box mt="6">
        <Pagination
          page={page}
          pages={data?.pages ?? 0}
          onChange={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
          label="Audit log pages"
        />
      </Box>
    </AdminFrame>
  );
}
