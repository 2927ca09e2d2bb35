import { PageHeader } from '../../components/page-header';

export function GuidesPage() {
  return <PageHeader title="Expert Feeding Guides" subtitle="Free, self-paced feeding courses." />;
}
