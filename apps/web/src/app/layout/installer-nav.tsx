import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller } from '../../shared/auth/current-user';
import { useOutboxSummary } from '../../shared/outbox/outbox-summary';
import { isPointsView, ROUTES } from '../../shared/routing/paths';
import { usePaths } from '../../shared/routing/use-paths';
import { Icon, type IconName } from '../../shared/ui/icon';
import type { TranslationKey } from '../../i18n/translation-key';
import styles from './installer-nav.module.css';

interface InstallerNavItem {
  to: string;
  label: TranslationKey;
  icon: IconName;
  /** Whether the current page is this item's (its flow's other steps included). */
  current: boolean;
  /** Submissions waiting for a signal, shown beside the label. */
  count?: number;
  /** A name saying what the count counts, for a screen reader. */
  name?: string;
}

/**
 * The installer's own way round the product: register a device, import many, their
 * installations, their points and what waits to be sent, one tap from any page. Owners' items
 * (their products, their data) stay in the account menu.
 */
function useInstallerNavItems(): InstallerNavItem[] {
  const paths = usePaths();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const { waiting } = useOutboxSummary();
  const within = (route: string) => pathname.includes(`/${route}`);
  // Every step of the single flow and its thank-you page share this stem.
  const singleFlow = ROUTES.installerThankYou.slice(0, ROUTES.installerThankYou.lastIndexOf('/'));
  const installations = within(ROUTES.myInstallations);
  const points = installations && isPointsView(new URLSearchParams(search));
  return [
    {
      to: paths.installerStep(1),
      label: 'header.registerDevice',
      icon: 'serialNumber',
      current: within(singleFlow),
    },
    { to: paths.bulk(), label: 'header.bulkImport', icon: 'paste', current: within(ROUTES.bulk) },
    {
      to: paths.myInstallations(),
      label: 'header.myInstallations',
      icon: 'wrench',
      current: installations && !points,
    },
    {
      to: paths.myPoints(),
      label: 'header.points',
      icon: 'gift',
      current: points,
    },
    {
      to: paths.outbox(),
      label: 'header.outbox',
      icon: 'upload',
      current: within(ROUTES.outbox),
      count: waiting,
      name: t('outbox.headerLink', { count: waiting }),
    },
  ];
}

function InstallerNavLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {useInstallerNavItems().map(({ to, label, icon, current, count, name }) => (
        <li key={label}>
          <Link
            className={className}
            to={to}
            aria-current={current ? 'page' : undefined}
            aria-label={name}
          >
            <Icon name={icon} size={20} />
            {t(label)}
            {count !== undefined && count > 0 && (
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The bar under the header, at every width, for a signed-in installer. */
export function InstallerNav() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const stripRef = useRef<HTMLDivElement>(null);
  const shown = isInstaller(user);
  // On a phone the strip scrolls sideways: the current page's item is brought into it.
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const start = current.offsetLeft;
    if (
      start < strip.scrollLeft ||
      start + current.offsetWidth > strip.scrollLeft + strip.clientWidth
    ) {
      strip.scrollLeft = start - 16;
    }
  }, [shown, pathname, search]);
  if (!shown) return null;
  return (
    <nav className={styles.bar} aria-label={t('header.installerArea')}>
      <div ref={stripRef} className={`container ${styles.inner}`}>
        <InstallerNavLinks className={styles.link} />
      </div>
    </nav>
  );
}

/** The same items in the phone menu, above the account. */
export function InstallerMenuSection({
  headingId,
  headingClassName,
  linkClassName,
}: {
  headingId: string;
  headingClassName?: string;
  linkClassName?: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!isInstaller(user)) return null;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {t('header.installerArea')}
      </h2>
      <InstallerNavLinks className={linkClassName} />
    </nav>
  );
}
