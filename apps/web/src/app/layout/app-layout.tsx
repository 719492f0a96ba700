import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useSiteRootOnSignOut } from '../../shared/auth/use-site-root-on-sign-out';
import { HydrationBoundary } from '../../shared/scheduling/hydration-boundary';
import { isConsoleHandle } from '../router/console-routes';
import { FlashMessages } from './flash-messages';
import { Footer } from './footer';
import { Header } from './header';
import { HelpBlock } from './help-block';
import { isFramed } from './is-framed';
import styles from './app-layout.module.css';

const MAIN_ID = 'main-content';

/**
 * Every route scrolls to the top on navigation (docs/spec.md §2). The first page is not a
 * navigation: a visitor who scrolled to its button before the app took it over keeps it
 * under the finger.
 */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The common layout of docs/spec.md §2 around every routed page. The console, where staff
 * work all day, has the header alone around its own frame: no help block, no footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  useScrollToTop();
  useSiteRootOnSignOut();
  const inConsole = useMatches().some((match) => isConsoleHandle(match.handle));
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <HydrationBoundary>
        <Header fullWidth={inConsole} />
      </HydrationBoundary>
      <FlashMessages />
      <HydrationBoundary>
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {isFramed() ? null : <Outlet />}
        </main>
      </HydrationBoundary>
      {!inConsole && (
        <>
          <HelpBlock />
          <HydrationBoundary>
            <Footer />
          </HydrationBoundary>
        </>
      )}
    </div>
  );
}
