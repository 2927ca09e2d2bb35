import { PageHeader } from '../../components/page-header';

export function ShoppingListPage() {
  return <PageHeader title="Shopping List" subtitle="Everything this week's plan needs, grouped by aisle." />;
}
