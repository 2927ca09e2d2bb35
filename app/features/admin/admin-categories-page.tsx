import { PageHeader } from '../../components/page-header';

export function AdminCategoriesPage() {
  return <PageHeader title="Collections" subtitle="Manage recipe collections." />;
}
