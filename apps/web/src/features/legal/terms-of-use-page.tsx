import { LegalArticlePage } from './legal-article-page';

export function TermsOfUsePage() {
  return <LegalArticlePage page="terms-of-use" title="legal.termsOfUse" />;
}
