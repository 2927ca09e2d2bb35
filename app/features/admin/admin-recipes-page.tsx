import { PageHeader } from '../../components/page-header';

export function AdminRecipesPage() {
  return <PageHeader title="Manage Recipes" subtitle="Create, edit and feature recipes." />;
}
