import { PageHeader } from '../../components/page-header';

export function CommunityPage() {
  return <PageHeader title="Community" subtitle="Ask questions and share what worked." />;
}
