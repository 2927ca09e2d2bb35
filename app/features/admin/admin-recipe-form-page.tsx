import { PageHeader } from '../../components/page-header';

export function AdminRecipeFormPage() {
  return <PageHeader title="Recipe Editor" subtitle="Create or edit a recipe." />;
}
