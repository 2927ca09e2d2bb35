/** /admin: the counts, the latest sign-ups and posts, and a way into each area. */
import {
  Badge,
  Box,
  Card,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStats } from '@shared/schemas/admin';
import { ErrorState, EmptyState } from '../../components/state-message';
import { paths } from '../../lib/paths';
import { useAdminQuery } from './admin-api';
import { ADMIN_AREAS, AdminFrame, formatDate } from './admin-ui';

const COUNTS: { key: keyof AdminStats['counts']; label: string; to?: string }[] = [
  { key: 'users', label: 'Users', to: paths.adminUsers },
  { key: 'recipes', label: 'Recipes', to: paths.adminRecipes },
  { key: 'posts', label: 'Community posts', to: paths.adminCommunity },
  { key: 'comments', label: 'Comments', to: paths.adminCommunity },
  { key: 'subscribers', label: 'Newsletter subscribers' },
];

const AREA_TEXT: Record<string, string> = {
  [paths.adminRecipes]: 'Create, edit, feature and delete recipes.',
  [paths.adminCategories]: 'The collections recipes are grouped in.',
  [paths.adminTips]: 'Expert tips shown on the home page.',
  [paths.adminUsers]: 'Accounts, and who is an admin.',
  [paths.adminCommunity]: 'Read and remove posts and comments.',
  [paths.adminAuditLog]: 'Every change made in the admin area.',
  [paths.serverDashboard]: 'Health, database, AI provider and sync.',
};

export function AdminDashboardPage() {
  const { data, isLoading, isError } = useAdminQuery<AdminStats>('/stats');
  return (
    <AdminFrame title="Admin Dashboard" subtitle="Manage SproutPlate's content and community.">
      {isError && <ErrorState>Failed to load the dashboard. Please try again later.</ErrorState>}
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3" as="dl" aria-label="Totals">
        {COUNTS.map((c) => (
          <Card.Root key={c.key} size="sm">
            <Card.Body>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {c.label}
              </Text>
              <Box as="dd" fontSize="3xl" fontWeight="700" data-testid={`count-${c.key}`}>
                {isLoading || !data ? (
                  <Skeleton height="9" width="16" />
                ) : (
                  data.counts[c.key].toLocaleString('en-US')
                )}
              </Box>
              {c.key === 'users' && data && (
                <Text fontSize="xs" color="fg.muted">
                  {data.counts.admins} {data.counts.admins === 1 ? 'admin' : 'admins'}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" mt="8">
        <Box as="section" aria-labelledby="latest-users">
          <Heading id="latest-users" as="h2" size="md" mb="3">
            Latest sign-ups
          </Heading>
          {data && data.latestUsers.length === 0 && <EmptyState>No accounts yet.</EmptyState>}
          <Stack gap="2">
            {data?.latestUsers.map((u) => (
              <HStack key={u.id} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
                <Box minW="0">
                  <Text fontWeight="600" truncate>
                    {u.name || u.username}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    @{u.username}
                  </Text>
                </Box>
                <HStack flexShrink={0}>
                  {u.isAdmin && <Badge colorPalette="purple">Admin</Badge>}
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(u.createdAt)}
                  </Text>
                </HStack>
              </HStack>
            ))}
          </Stack>
        </Box>
        <Box as="section" aria-labelledby="latest-posts">
          <Heading id="latest-posts" as="h2" size="md" mb="3">
            Latest community posts
          </Heading>
          {data && data.latestPosts.length === 0 && <EmptyState>No community posts yet.</EmptyState>}
          <Stack gap="2">
            {data?.latestPosts.map((p) => (
              <Box key={p.id} borderWidth="1px" borderRadius="md" px="3" py="2">
                <Link asChild fontWeight="600" color="brand.fg">
                  <RouterLink to={`${paths.adminCommunity}?post=${p.id}`}>{p.title}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  @{p.author.username} · {formatDate(p.createdAt)} · {p.commentCount}{' '}
                  {p.commentCount === 1 ? 'comment' : 'comments'}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      </Grid>

      <Heading as="h2" size="md" mt="10" mb="3">
        Areas
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {ADMIN_AREAS.filter((a) => a.to !== paths.admin).map((a) => (
          <Card.Root key={a.to} size="sm" asChild _hover={{ borderColor: 'brand.solid' }}>
            <RouterLink to={a.to}>
              <Card.Body>
                <Text fontWeight="700">{a.label}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {AREA_TEXT[a.to]}
                </Text>
              </Card.Body>
            </RouterLink>
          </Card.Root>
        ))}
      </SimpleGrid>
    </AdminFrame>
  );
}
