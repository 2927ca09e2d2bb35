import { PageHeader } from '../../components/page-header';

export function RecipesPage() {
  return (
    <PageHeader title="Recipes" subtitle="Age-appropriate recipes for babies, toddlers and young children." />
  );
}
