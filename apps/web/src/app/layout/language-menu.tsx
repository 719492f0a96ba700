import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/routing/use-locale';
import { Icon } from '../../shared/ui/icon';
import { LanguageList, languageLabel } from './language-list';
import styles from './language-menu.module.css';
import { useDropdown } from './use-dropdown';

/** The desktop language dropdown: a disclosure button and a panel of all locales. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { open, toggle, close, rootRef, buttonRef } = useDropdown();
  const panelId = useId();
  const headingId = useId();

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('language.current', { language: languageLabel(locale) })}
        onClick={toggle}
      >
        <Icon name="globe" size={20} />
        <span>{languageLabel(locale)}</span>
        <Icon name="chevronDown" size={18} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {/* Filled when opened: 28 hidden links are not part of every page's hydration. */}
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <>
            <p id={headingId} className={styles.heading}>
              {t('language.choose')}
            </p>
            <LanguageList current={locale} labelledBy={headingId} onNavigate={close} />
          </>
        )}
      </div>
    </div>
  );
}
