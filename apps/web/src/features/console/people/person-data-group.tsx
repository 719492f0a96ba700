import type { ReactNode } from 'react';
import styles from '../ui/console.module.css';
import peopleStyles from './people-page.module.css';

/** One kind of data held: its title, and its rows or the sentence saying there are none. */
export function PersonDataGroup({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** The sentence for no data of this kind; the children are not shown then. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className={peopleStyles.group} aria-labelledby={id}>
      <h3 id={id} className={peopleStyles.groupTitle}>
        {title}
      </h3>
      {empty === null ? children : <p className={styles.muted}>{empty}</p>}
    </section>
  );
}

/** A table whose rows stack into blocks on a phone, each value under its column's name. */
export function StackTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
