import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../../shared/ui/icon';
import { useEscapeKey } from '../../../shared/ui/use-escape-key';
import { reviewCountQuery } from '../api/reviews-api';
import { useConsolePaths } from './console-paths';
import styles from './console-nav.module.css';

type Section =
  | 'overview'
  | 'registrations'
  | 'reviews'
  | 'companies'
  | 'points'
  | 'catalog'
  | 'recalls'
  | 'labels'
  | 'webhooks'
  | 'apiClients'
  | 'people'
  | 'audit';

type Group = 'activity' | 'partners' | 'products' | 'integrations' | 'compliance';

/** The console's sections grouped by what staff do with them, in the order they do it. */
const GROUPS: readonly { group: Group; sections: readonly Section[] }[] = [
  { group: 'activity', sections: ['overview', 'registrations', 'reviews'] },
  { group: 'partners', sections: ['companies', 'points'] },
  { group: 'products', sections: ['catalog', 'recalls', 'labels'] },
  { group: 'integrations', sections: ['webhooks', 'apiClients'] },
  { group: 'compliance', sections: ['people', 'audit'] },
];

function useSectionPaths(): Record<Section, string> {
  const paths = useConsolePaths();
  return {
    overview: paths.consoleOverview(),
    registrations: paths.consoleRegistrations(),
    reviews: paths.consoleReviews(),
    companies: paths.consoleCompanies(),
    points: paths.consolePoints(),
    catalog: paths.consoleCatalog(),
    recalls: paths.consoleRecalls(),
    labels: paths.consoleLabels(),
    webhooks: paths.consoleWebhooks(),
    apiClients: paths.consoleApiClients(),
    people: paths.consolePeople(),
    audit: paths.consoleAudit(),
  };
}

/** How many registrations wait for review, beside the queue's link; nothing while unknown. */
function ReviewCount() {
  const { t, i18n } = useTranslation('console');
  const count = useQuery(reviewCountQuery);
  const open = count.data?.open ?? 0;
  if (open === 0) return null;
  // The space keeps the link's name from running into the count for a screen reader.
  return (
    <>
      {' '}
      <span className={styles.count}>
        <span aria-hidden="true">{new Intl.NumberFormat(i18n.language).format(open)}</span>
        <span className="visually-hidden">{t('nav.reviewsWaiting', { count: open })}</span>
      </span>
    </>
  );
}

/**
 * The console's sections, grouped by task: a sidebar on a wide screen, a drawer behind a
 * menu button on a narrow one, which a link, Escape or a tap beside it closes.
 */
export function ConsoleNav() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const sectionPaths = useSectionPaths();
  // Open only on the page where it was opened: following a link closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const close = useCallback(() => {
    setOpenedOn(null);
    toggleRef.current?.focus();
  }, []);
  useEscapeKey(open, close);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  return (
    <div className={styles.frame} data-open={open}>
      <button
        ref={toggleRef}
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpenedOn(pathname)}
      >
        <Icon name="menu" />
        {t('nav.sections')}
      </button>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={close} />}
      <nav id={navId} className={styles.nav} aria-label={t('nav.label')}>
        {open && (
          <button ref={closeRef} type="button" className={styles.close} onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('nav.close')}</span>
          </button>
        )}
        {GROUPS.map(({ group, sections }) => (
          <div key={group} className={styles.group}>
            <p id={`${navId}-${group}`} className={styles.groupTitle}>
              {t(`nav.groups.${group}`)}
            </p>
            <ul className={styles.links} aria-labelledby={`${navId}-${group}`}>
              {sections.map((section) => (
                <li key={section}>
                  <NavLink className={styles.link} to={sectionPaths[section]}>
                    <span>{t(`nav.${section}`)}</span>
                    {section === 'reviews' && <ReviewCount />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
