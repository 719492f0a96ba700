import { queryOptions } from '@tanstack/react-query';
import { reportProblem } from '../../shared/telemetry/report-problem';

export type ArticlePage = 'privacy-policy' | 'terms-of-use';

/** Static per-locale article: `/assets/articles/<page>/<locale lowercased>.html` (docs/spec.md §7). */
export function articleUrl(page: ArticlePage, locale: string): string {
  return `/assets/articles/${page}/${locale.toLowerCase()}.html`;
}

// Articles are HTML fragments. A whole document means a server's SPA fallback answered
// a missing article with index.html.
const WHOLE_DOCUMENT = /<(!doctype|html[\s>])/i;

/** The article's HTML, or null when it is unavailable; failures are reported, never shown. */
export async function getArticle(page: ArticlePage, locale: string): Promise<string | null> {
  const url = articleUrl(page, locale);
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' } });
    const html = response.ok ? await response.text() : '';
    if (html.trim() !== '' && !WHOLE_DOCUMENT.test(html)) return html;
    reportProblem({ kind: 'article-unavailable', detail: `${url} (${response.status})` });
  } catch {
    reportProblem({ kind: 'article-unavailable', detail: `${url} (network)` });
  }
  return null;
}

export function articleQueryOptions(page: ArticlePage, locale: string) {
  return queryOptions({
    queryKey: ['article', page, locale],
    queryFn: () => getArticle(page, locale),
    staleTime: Infinity,
  });
}
