import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, type SignedInUser } from '../../shared/auth/current-user';
import { Icon } from '../../shared/ui/icon';
import { AccountActions } from './account-actions';
import styles from './account-menu.module.css';
import { AccountSummary } from './account-summary';
import { useDropdown } from './use-dropdown';

/** The desktop account dropdown of a signed-in user: who it is, profile, password, sign-out. */
export function AccountMenu({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const { open, toggle, rootRef, buttonRef } = useDropdown();
  const panelId = useId();
  const headingId = useId();
  const name = displayName(user);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.accountOf', { name })}
        onClick={toggle}
      >
        <Icon name="user" size={20} />
        <span className={styles.name}>{name}</span>
        <Icon name="chevronDown" size={18} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <section id={panelId} className={styles.panel} hidden={!open} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('header.signedInAs')}
        </h2>
        <AccountSummary user={user} />
        <hr className={styles.rule} />
        <AccountActions className={styles.action} />
      </section>
    </div>
  );
}
