import { SearchX } from 'lucide-react';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { MessageCard } from './message-card';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <MessageCard
      icon={<SearchX size={48} />}
      title="Page Not Found"
      actionLabel="Go to the home page"
      actionTo={paths.home}
    >
      We couldn&apos;t find the page you were looking for. It may have moved, or the address may have a typo.
    </MessageCard>
  );
}
