import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@shared/content/legal';
import { paths } from '../../lib/paths';
import { LegalDocumentPage } from './legal-document-page';

export function TermsPage() {
  return (
    <LegalDocumentPage doc={TERMS_OF_SERVICE} other={{ title: PRIVACY_POLICY.title, to: paths.privacy }} />
  );
}
