import { ShieldAlert } from 'lucide-react';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { MessageCard } from './message-card';

export function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <MessageCard
      icon={<ShieldAlert size={48} />}
      title="Access Denied"
      actionLabel="Return to the home page"
      actionTo={paths.home}
    >
      You don&apos;t have administrator privileges to access this area.
    </MessageCard>
  );
}
