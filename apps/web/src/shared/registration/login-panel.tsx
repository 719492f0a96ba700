import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import { ModalDialog } from '../ui/modal-dialog';
import modal from '../ui/modal.module.css';
import styles from './login-panel.module.css';

interface LoginPanelProps {
  onSignIn: () => void;
  /**
   * Going on without an account; omitted where an account is required (end-user login
   * setting on, installer flow), so that only sign-in is offered (docs/spec.md §2, §6).
   */
  onContinueWithout: (() => void) | undefined;
  onClose: () => void;
}

/**
 * The full-page overlay of docs/spec.md §2 that offers sign-in before the address step: a
 * modal dialog, so the page behind it (the header's 'Connexion' too) is out of reach.
 */
export function LoginPanel({ onSignIn, onContinueWithout, onClose }: LoginPanelProps) {
  const { t } = useTranslation();
  const signInButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      className={styles.panel}
      titleId="login-panel-title"
      textId="login-panel-text"
      initialFocus={signInButton}
      onClose={onClose}
    >
      <button
        type="button"
        className={`${modal.close} ${styles.close}`}
        onClick={onClose}
        aria-label={t('login.close')}
      >
        <Icon name="close" size={22} />
      </button>
      <div className={styles.mark}>
        <Icon name="user" size={28} />
      </div>
      <h2 id="login-panel-title" className={styles.title}>
        {t('login.title')}
      </h2>
      <p id="login-panel-text" className={styles.text}>
        {t('login.text')}
      </p>
      <button ref={signInButton} type="button" className="button button-primary" onClick={onSignIn}>
        {t('login.signIn')}
      </button>
      {onContinueWithout !== undefined && (
        <>
          <p className={styles.or}>{t('login.or')}</p>
          <button type="button" className="button button-secondary" onClick={onContinueWithout}>
            {t('login.continueWithout')}
          </button>
          <p className={styles.note}>{t('login.autoAccount')}</p>
        </>
      )}
    </ModalDialog>
  );
}
