import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { useLocale } from '../../shared/routing/use-locale';
import { Icon } from '../../shared/ui/icon';
import { useEscapeKey } from '../../shared/ui/use-escape-key';
import { AccountActions } from './account-actions';
import { AccountSummary } from './account-summary';
import { InstallerMenuSection } from './installer-nav';
import { LanguageList, languageLabel } from './language-list';
import styles from './mobile-menu.module.css';
import { SignInButton } from './sign-in-button';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The narrow-screen menu: a full-screen panel with a close control (docs/spec.md §2). */
export function MobileMenu() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { links } = useRuntimeConfig();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // The menu is open only on the page where it was opened: following a link closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const languagesId = useId();
  const accountId = useId();
  const installerId = useId();

  const close = useCallback(() => {
    setOpenedOn(null);
    toggleRef.current?.focus();
  }, []);
  useEscapeKey(open, close);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // The page behind a full-screen menu must not scroll.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Keeps Tab inside the open panel (it is modal).
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || panelRef.current === null) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedOn(pathname)}
      >
        <Icon name="menu" />
        <span className="visually-hidden">{t('header.openMenu')}</span>
      </button>
      <div
        id={panelId}
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        hidden={!open}
        onKeyDown={trapFocus}
      >
        {/* Filled when opened: the hidden menu is not part of every page's hydration. */}
        {open && (
          <>
            <div className={styles.top}>
              <p id={titleId} className={styles.title}>
                {t('header.menu')}
              </p>
              <button type="button" className={styles.close} onClick={close}>
                <Icon name="close" />
                <span className="visually-hidden">{t('header.closeMenu')}</span>
              </button>
            </div>
            <div className={styles.body}>
              {links.help !== null && (
                <a className={styles.help} href={links.help} target="_blank" rel="noreferrer">
                  <Icon name="help" size={22} />
                  <span>{t('help.button')}</span>
                  <span className="visually-hidden">{t('footer.newTab')}</span>
                </a>
              )}
              <InstallerMenuSection
                headingId={installerId}
                headingClassName={styles.sectionTitle}
                linkClassName={styles.action}
              />
              <section aria-labelledby={accountId}>
                <h2 id={accountId} className={styles.sectionTitle}>
                  {t('header.account')}
                </h2>
                {user.isAuthenticated ? (
                  <div className={styles.account}>
                    <AccountSummary user={user} />
                    <AccountActions className={styles.action} />
                  </div>
                ) : (
                  <SignInButton className={styles.action} />
                )}
              </section>
              <section aria-labelledby={languagesId}>
                <h2 id={languagesId} className={styles.sectionTitle}>
                  {t('language.label')}
                </h2>
                <p className={styles.current}>
                  <Icon name="globe" size={18} />
                  {t('language.current', { language: languageLabel(locale) })}
                </p>
                <LanguageList
                  current={locale}
                  labelledBy={languagesId}
                  onNavigate={() => setOpenedOn(null)}
                />
              </section>
            </div>
          </>
        )}
      </div>
    </>
  );
}
