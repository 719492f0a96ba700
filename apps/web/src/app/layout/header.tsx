import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { usePaths } from '../../shared/routing/use-paths';
import { BRAND } from '../../shared/brand/brand';
import { BrandMark } from '../../shared/brand/brand-mark';
import { registrationArea, useDoubleBranding } from './double-branding';
import styles from './header.module.css';
import { LanguageMenu } from './language-menu';
import { logoLinkTarget } from './logo-link';
import { MobileMenu } from './mobile-menu';
import { InstallerNav } from './installer-nav';
import { OutboxLink } from './outbox-link';
import { AccountMenu } from './account-menu';
import { SignInButton } from './sign-in-button';
import { useStickyHeader } from './use-sticky-header';

/** The site's header; `fullWidth` where the page below spans the screen (the console). */
export function Header({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const paths = usePaths();
  const user = useCurrentUser();
  const sticky = useStickyHeader();
  const doubleBranded = useDoubleBranding();

  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar} data-sticky={sticky}>
          <div className={`container ${styles.inner}`} data-full-width={fullWidth}>
            <Link
              to={logoLinkTarget(pathname, paths)}
              className={styles.logo}
              aria-label={t('app.homeLink', { brand: BRAND.name })}
            >
              <BrandMark size={36} />
              <span className={styles.wordmark} aria-hidden="true">
                {BRAND.name}
              </span>
            </Link>
            {doubleBranded && (
              <img
                className={styles.partner}
                src={BRAND.partner.logoUrl}
                alt={t('header.partnerLogo', { partner: BRAND.partner.name })}
                height={32}
              />
            )}
            {/* One title for a whole registration flow: the short one on narrow screens from
                step 1 on, not only once a radiator brings the partner's logo (docs/spec.md §2). */}
            <p className={styles.title} data-compact={registrationArea(pathname) !== null}>
              <span className={styles.titleFull}>{t('app.title')}</span>
              <span className={styles.titleShort}>{t('app.titleShort')}</span>
            </p>
            <OutboxLink />
            <nav className={styles.desktopNav} aria-label={t('header.mainNavigation')}>
              <LanguageMenu />
              {user.isAuthenticated ? (
                <AccountMenu user={user} />
              ) : (
                <SignInButton className={styles.signIn} />
              )}
            </nav>
            <div className={styles.mobileNav}>
              <MobileMenu />
            </div>
          </div>
        </div>
      </header>
      {/* Outside the header: the sticky bar above it must not pull it up when it is fixed. */}
      <InstallerNav />
    </>
  );
}
