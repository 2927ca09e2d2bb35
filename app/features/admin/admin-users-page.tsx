/** /admin/users: accounts with search and pages; promote to or demote from admin. */
import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminUser, Paged } from '@shared/schemas/admin';
import type { PublicUser } from '@shared/schemas/user';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/state-message';
import { adminRequest, useAdminMutation, useAdminQuery } from './admin-api';
import { AdminFrame, AdminSearch, AdminTable, ConfirmDialog, formatDate, TableSkeleton } from './admin-ui';

export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const qs = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  const { data, isLoading, isError } = useAdminQuery<Paged<AdminUser>>(`/users${qs ? `?${qs}` : ''}`);
  const me = useQueryClient().getQueryData<PublicUser | null>(['/api/user']);
  const [change, setChange] = useState<{ user: AdminUser; admin: boolean } | null>(null);

  const role = useAdminMutation(
    ({ user, admin }: { user: AdminUser; admin: boolean }) =>
      adminRequest<AdminUser>('POST', `/users/${user.id}/${admin ? 'promote' : 'demote'}`),
    {
      errorTitle: 'Could not change the role',
      success: (u) => (u.isAdmin ? `${u.username} is now an admin` : `${u.username} is no longer an admin`),
      onSuccess: () => setChange(null),
      onError: () => setChange(null),
    },
  );

  const goTo = (p: number) =>
    setParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) }, { replace: true });

  return (
    <AdminFrame title="Users" subtitle="Manage accounts and administrators.">
      <AdminSearch
        label="Search users"
        placeholder="Search by username, name or email"
        query={q}
        onSearch={(t) => setParams(t ? { q: t } : {}, { replace: true })}
      />
      {isError && <ErrorState>Failed to load users. Please try again later.</ErrorState>}
      {data && (
        <Text color="fg.muted" mb="3">
          {data.total === 1 ? '1 account' : `${data.total} accounts`}
        </Text>
      )}
      {isLoading ? (
        <TableSkeleton />
      ) : data?.items.length === 0 ? (
        <EmptyState>No accounts match “{q}”.</EmptyState>
      ) : (
        <AdminTable label="Users" minW="720px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Account</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Joined</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Posts</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((u) => {
              const self = me?.id === u.id;
              return (
                <Table.Row key={u.id} data-testid="admin-user-row">
                  <Table.Cell>
                    <Text fontWeight="600">{u.name || u.username}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      @{u.username}
                      {self && ' (you)'}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{u.email ?? <Text color="fg.muted">None</Text>}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(u.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{u.postCount}</Table.Cell>
                  <Table.Cell>
                    {u.isAdmin ? (
                      <Badge colorPalette="purple">Admin</Badge>
                    ) : (
                      <Badge variant="outline">Parent</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette={u.isAdmin ? 'red' : 'brand'}
                      disabled={self}
                      title={self ? 'You cannot change your own admin rights' : undefined}
                      onClick={() => setChange({ user: u, admin: !u.isAdmin })}
                    >
                      {u.isAdmin ? <ShieldOff /> : <ShieldCheck />}
                      {u.isAdmin ? 'Remove admin' : 'Make admin'}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </AdminTable>
      )}
      <Box mt="6">
        <Pagination page={page} pages={data?.pages ?? 0} onChange={goTo} label="User pages" />
      </Box>
      <ConfirmDialog
        open={change !== null}
        title={change?.admin ? 'Make this account an admin?' : 'Remove admin rights?'}
        confirmLabel={change?.admin ? 'Make admin' : 'Remove admin'}
        pending={role.isPending}
        onClose={() => setChange(null)}
        onConfirm={() => change && role.mutate(change)}
      >
        {change?.admin
          ? `${change.user.username} will be able to change recipes, collections, tips, users and the community.`
          : `${change?.user.username} will no longer see the admin area.`}
      </ConfirmDialog>
    </AdminFrame>
  );
}
