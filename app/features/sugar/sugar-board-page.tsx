import { PageHeader } from '../../components/page-header';

export function SugarBoardPage() {
  return (
    <PageHeader
      title="Sugar Awareness Board"
      subtitle="How much sugar is in everyday foods, and smarter swaps."
    />
  );
}
