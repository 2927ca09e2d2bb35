import { PageHeader } from '../../components/page-header';

export function AdminTipsPage() {
  return <PageHeader title="Nutrition Tips" subtitle="Manage expert nutrition tips." />;
}
