import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@shared/content/legal';
import { paths } from '../../lib/paths';
import { LegalDocumentPage } from './legal-document-page';

export function PrivacyPage() {
  return (
    <LegalDocumentPage doc={PRIVACY_POLICY} other={{ title: TERMS_OF_SERVICE.title, to: paths.terms }} />
  );
}
