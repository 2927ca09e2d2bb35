import { PageHeader } from '../../components/page-header';

export function NutritionTipsPage() {
  return <PageHeader title="Nutrition Tips" subtitle="Expert advice on feeding little ones." />;
}
