import { useTranslation } from 'react-i18next';
import { dismissFlash, useFlashStore } from '../../shared/flash/flash-store';
import { FlashView } from '../../shared/flash/flash-view';
import styles from './flash-messages.module.css';

/** Closable messages under the header. */
export function FlashMessages() {
  const { t } = useTranslation();
  const messages = useFlashStore((state) => state.messages);
  if (messages.length === 0) return null;
  return (
    <section className={`container ${styles.stack}`} aria-label={t('flash.region')}>
      {messages.map((message) => (
        <FlashView
          key={message.id}
          type={message.type}
          onClose={() => dismissFlash(message.id)}
          action={
            message.action && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  dismissFlash(message.id);
                  message.action?.run();
                }}
              >
                {t(message.action.labelKey)}
              </button>
            )
          }
        >
          {t(message.messageKey)}
        </FlashView>
      ))}
    </section>
  );
}
