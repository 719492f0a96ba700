import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/routing/use-locale';
import { Icon } from '../../shared/ui/icon';
import { useEscapeKey } from '../../shared/ui/use-escape-key';
import { LanguageList, languageLabel } from './language-list';
import styles from './language-menu.module.css';

/** The desktop language dropdown: a disclosure button and a panel of all locales. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  const close = useCallback(() => setOpen(false), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useEscapeKey(open, closeAndFocus);

  // A click or focus outside the menu closes it, as for any dropdown.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('language.current', { language: languageLabel(locale) })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={20} />
        <span>{languageLabel(locale)}</span>
        <Icon name="chevronDown" size={18} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p id={headingId} className={styles.heading}>
          {t('language.choose')}
        </p>
        <LanguageList current={locale} labelledBy={headingId} onNavigate={close} />
      </div>
    </div>
  );
}
