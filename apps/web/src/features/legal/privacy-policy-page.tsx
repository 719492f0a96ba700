import { CookieDeclaration } from './cookie-declaration';
import { LegalArticlePage } from './legal-article-page';

export function PrivacyPolicyPage() {
  return (
    <LegalArticlePage page="privacy-policy" title="legal.privacyPolicy">
      <CookieDeclaration />
    </LegalArticlePage>
  );
}
