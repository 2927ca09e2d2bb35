import { PageHeader } from '../../components/page-header';

export function TermsPage() {
  return <PageHeader title="Terms of Service" subtitle="The terms for using SproutPlate." />;
}
