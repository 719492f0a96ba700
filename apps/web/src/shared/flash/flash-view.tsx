import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icon';
import type { FlashType } from './flash-store';
import styles from './flash-view.module.css';

const ICONS: Record<FlashType, IconName> = { success: 'checkCircle', error: 'alert', info: 'info' };

interface FlashViewProps {
  type: FlashType;
  children: ReactNode;
  /** Shows the close control (docs/spec.md §2: flash messages can be closed). */
  onClose?: () => void;
  /** A control after the text, such as a retry button. */
  action?: ReactNode;
}

/**
 * One flash message (docs/spec.md §2): the global ones under the header and those a screen shows
 * beside its data. Errors interrupt screen readers, the others wait.
 */
export function FlashView({ type, children, onClose, action }: FlashViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.message} data-type={type} role={type === 'error' ? 'alert' : 'status'}>
      <Icon name={ICONS[type]} className={styles.icon} />
      <div className={styles.content}>
        <p className={styles.text}>{children}</p>
        {action}
      </div>
      {onClose !== undefined && (
        <button type="button" className={styles.close} onClick={onClose}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{t('flash.close')}</span>
        </button>
      )}
    </div>
  );
}
