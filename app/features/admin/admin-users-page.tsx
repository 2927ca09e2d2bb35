import { PageHeader } from '../../components/page-header';

export function AdminUsersPage() {
  return <PageHeader title="Users" subtitle="Manage accounts and administrators." />;
}
