import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icon';
import styles from './console-ui.module.css';

/**
 * A section with nothing in it yet: what is (not) there, what the section is for, and the
 * first thing to do.
 */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon name="info" size={24} />
      </span>
      <div className={styles.emptyText}>
        <p className={styles.emptyTitle}>{title}</p>
        <p>{hint}</p>
        {action !== undefined && <div className={styles.emptyAction}>{action}</div>}
      </div>
    </div>
  );
}

/** A filtered list with nothing in it: what that means, and the way back to the whole list. */
export function NoMatches({
  title,
  hint,
  listPath,
}: {
  title: string;
  hint: string;
  listPath: string;
}) {
  const { t } = useTranslation('console');
  return (
    <EmptyState
      title={title}
      hint={hint}
      action={
        <Link className="button button-secondary" to={listPath}>
          {t('filters.clear')}
        </Link>
      }
    />
  );
}
