import { PageHeader } from '../../components/page-header';

export function AdminServerDashboardPage() {
  return <PageHeader title="Server Dashboard" subtitle="Health, database and AI provider status." />;
}
