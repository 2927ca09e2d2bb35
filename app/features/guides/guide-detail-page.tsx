import { PageHeader } from '../../components/page-header';

export function GuideDetailPage() {
  return <PageHeader title="Feeding Course" subtitle="A self-paced feeding course." />;
}
