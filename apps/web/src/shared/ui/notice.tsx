import type { ReactNode } from 'react';
import { Icon } from './icon';
import styles from './notice.module.css';

interface NoticeProps {
  /** An error is announced when it appears; a tip waits to be read. */
  tone: 'error' | 'info';
  children: ReactNode;
}

/** A boxed message that stands in a screen: an error in place of a form, or a tip. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <Icon name={tone === 'error' ? 'alert' : 'info'} className={styles.icon} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
