import { displayName, type SignedInUser } from '../../shared/auth/current-user';
import { Icon } from '../../shared/ui/icon';
import styles from './account-summary.module.css';

/** Who is signed in: name, the e-mail signed in with and, for installers, the company. */
export function AccountSummary({ user }: { user: SignedInUser }) {
  const name = displayName(user);
  return (
    <div className={styles.summary}>
      <span className={styles.avatar} aria-hidden="true">
        <Icon name="user" size={22} />
      </span>
      <div className={styles.lines}>
        <p className={styles.name}>{name}</p>
        {user.email !== null && user.email !== name && (
          <p className={styles.detail}>{user.email}</p>
        )}
        {user.company !== null && (
          <p className={styles.company}>
            <Icon name="building" size={16} />
            {user.company.name}
          </p>
        )}
      </div>
    </div>
  );
}
