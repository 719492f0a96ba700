import type { ConsoleStatus } from '@pr/contracts/console';
import styles from './status-badge.module.css';

/** A registration's status as a coloured word: green when confirmed, red when it ended. */
export function StatusBadge({
  status,
  label,
  className,
}: {
  status: ConsoleStatus;
  label: string;
  className?: string;
}) {
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-status={status}
    >
      {label}
    </span>
  );
}
