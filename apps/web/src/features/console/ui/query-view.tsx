import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import styles from './console-ui.module.css';

/** A refusal (4xx: not found, not allowed) answers the same again: only other failures may pass. */
const isRetryable = (error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What to say when loading failed; "the data could not be loaded" unless given. */
  errorText?: (error: Error) => string;
  /** Whether the data holds nothing to show: then `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A console query's three states in one place: loading announced, a failure said with a way
 * to try again, and the data (or its empty state) once there.
 */
export function QueryView<T>({ query, errorText, isEmpty, empty, children }: QueryViewProps<T>) {
  const { t } = useTranslation('console');
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.isError) {
    return (
      <div className={styles.failure} role="alert">
        <p className={styles.error}>{errorText ? errorText(query.error) : t('loadFailed')}</p>
        {isRetryable(query.error) && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void query.refetch()}
          >
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (isEmpty?.(query.data) === true && empty !== undefined) return empty;
  return children(query.data);
}
