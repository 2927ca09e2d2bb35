import { PageHeader } from '../../components/page-header';

export function AdminDashboardPage() {
  return <PageHeader title="Admin Dashboard" subtitle="Manage SproutPlate's content and community." />;
}
