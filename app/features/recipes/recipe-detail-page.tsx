import { PageHeader } from '../../components/page-header';

export function RecipeDetailPage() {
  return <PageHeader title="Recipe" subtitle="A recipe from the SproutPlate collection." />;
}
