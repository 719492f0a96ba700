import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styles from './console.module.css';

const PAGE_PARAM = 'page';

/**
 * A console list paged by the API's cursors, in the URL: `after` is the cursor the API takes,
 * `page` the number shown (the API never sees it). The next page is a new history entry, so
 * the previous one is the browser's Back.
 */
export function useCursorPages() {
  const [params, setParams] = useSearchParams();
  const apiSearch = new URLSearchParams(params);
  apiSearch.delete(PAGE_PARAM);
  const pageNumber = Number(params.get(PAGE_PARAM) ?? '1');
  const nextPage = (cursor: string) => {
    const next = new URLSearchParams(params);
    next.set('after', cursor);
    next.set(PAGE_PARAM, String(pageNumber + 1));
    setParams(next);
  };
  return { params, apiSearch: apiSearch.toString(), pageNumber, nextPage };
}

/**
 * The one way a console list page declares its query: `queryFor` turns the page's URL (its
 * filters and cursor, without the page number) into the API's query, so a filtered, paged
 * view is a link staff can share and the browser's Back goes to the previous page.
 */
export function useListPage<Data, Key extends QueryKey>(
  queryFor: (apiSearch: string) => UseQueryOptions<Data, Error, Data, Key>,
) {
  const pages = useCursorPages();
  const query = useQuery(queryFor(pages.apiSearch));
  return { ...pages, query };
}

/** "Précédent", the page's number and "Suivant" under a list of `useCursorPages`. */
export function CursorPager({
  pageNumber,
  next,
  onNext,
}: {
  pageNumber: number;
  /** The API's cursor of the next page, null on the last. */
  next: string | null;
  onNext: (cursor: string) => void;
}) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  return (
    <div className={styles.pager}>
      <button
        type="button"
        className="button button-secondary"
        disabled={pageNumber <= 1}
        onClick={() => void navigate(-1)}
      >
        {t('previous')}
      </button>
      <span className={styles.muted}>{pageNumber}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={next === null}
        onClick={() => next !== null && onNext(next)}
      >
        {t('next')}
      </button>
    </div>
  );
}
