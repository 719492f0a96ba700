import { useTranslation } from 'react-i18next';
import { dismissFlash, useFlashStore, type FlashType } from '../../shared/flash/flash-store';
import { Icon, type IconName } from '../../shared/ui/icon';
import styles from './flash-messages.module.css';

const ICONS: Record<FlashType, IconName> = { success: 'checkCircle', error: 'alert', info: 'info' };

/** Closable messages under the header; errors interrupt screen readers, the others wait. */
export function FlashMessages() {
  const { t } = useTranslation();
  const messages = useFlashStore((state) => state.messages);
  if (messages.length === 0) return null;
  return (
    <section className={`container ${styles.stack}`} aria-label={t('flash.region')}>
      {messages.map((message) => (
        <div
          key={message.id}
          className={styles.message}
          data-type={message.type}
          role={message.type === 'error' ? 'alert' : 'status'}
        >
          <Icon name={ICONS[message.type]} className={styles.icon} />
          <p className={styles.text}>{t(message.messageKey)}</p>
          <button type="button" className={styles.close} onClick={() => dismissFlash(message.id)}>
            <Icon name="close" size={20} />
            <span className="visually-hidden">{t('flash.close')}</span>
          </button>
        </div>
      ))}
    </section>
  );
}
