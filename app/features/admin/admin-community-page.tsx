import { PageHeader } from '../../components/page-header';

export function AdminCommunityPage() {
  return <PageHeader title="Community Posts" subtitle="Moderate community posts and comments." />;
}
