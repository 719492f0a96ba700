import type { ReactNode } from 'react';
import { Icon } from './icon';
import { PageTitle } from './page-title';
import styles from './completion-panel.module.css';

/** The end of a flow: a success mark, the thank-you heading and what comes next. */
export function CompletionPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={title} />
      <article className={styles.card}>
        <div className={styles.mark}>
          <Icon name="checkCircle" size={40} />
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.body}>{children}</div>
      </article>
    </div>
  );
}
