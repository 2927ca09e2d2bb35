import { PageHeader } from '../../components/page-header';

export function MealPlanPage() {
  return <PageHeader title="Meal Planner" subtitle="Plan the week's meals for your little one." />;
}
