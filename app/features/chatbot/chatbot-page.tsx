import { PageHeader } from '../../components/page-header';

export function ChatbotPage() {
  return (
    <PageHeader title="AI Nutrition Assistant" subtitle="Ask about nutrition, feeding tips, or recipes." />
  );
}
