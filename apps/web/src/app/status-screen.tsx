import type { ReactNode } from 'react';
import { BrandMark } from '../shared/brand/brand-mark';
import styles from './status-screen.module.css';

/** A full-page message shown before or instead of the routed pages (loading, fatal errors). */
export function StatusScreen({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <main className={styles.screen} aria-busy={busy}>
      <div className={styles.panel}>
        <div className={busy ? styles.pulse : undefined}>
          <BrandMark size={56} />
        </div>
        {children}
      </div>
    </main>
  );
}
