import { incentivesFor, type Incentive, type RecipientTypeId } from '@pr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './incentive-list.module.css';

const DAY_MS = 86_400_000;

interface IncentiveListProps {
  incentives: readonly Incentive[];
  /** Only the incentives of this recipient type are shown (docs/spec.md §3). */
  recipientType: RecipientTypeId;
  /**
   * The installation day (`YYYY-MM-DD`, or an ISO timestamp of it) of a device registered
   * today: each deadline is then met, with the days that were left, or missed. Before, a
   * deadline is said as its window.
   */
  installedOn?: string;
}

/** The rewards a registration unlocks; nothing when none apply to this user. */
export function IncentiveList({ incentives, recipientType, installedOn }: IncentiveListProps) {
  const { t } = useTranslation();
  // The moment of the registration: the days left do not change while the page is open.
  const [now] = useState(Date.now);
  // UTC days, as the server counts them when it grants an incentive.
  const installed = Date.parse(installedOn?.slice(0, 10) ?? '');
  const daysSince = Number.isNaN(installed) ? undefined : Math.floor((now - installed) / DAY_MS);
  const items = incentivesFor(incentives, recipientType).flatMap(
    ({ descriptions, registrationWindowDays: window }) =>
      descriptions.map(({ description }) => {
        const left = window == null || daysSince === undefined ? undefined : window - daysSince;
        return {
          description,
          missed: left !== undefined && left < 0,
          deadline:
            window == null
              ? null
              : left === undefined
                ? t('product.window', { count: window })
                : left < 0
                  ? t('product.windowMissed', { count: window })
                  : t('product.windowMet', { count: left }),
        };
      }),
  );
  if (items.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="incentives-title">
      <h2 id="incentives-title" className={styles.title}>
        <Icon name="gift" size={22} />
        {t('product.incentives')}
      </h2>
      <ul className={styles.list}>
        {items.map(({ description, missed, deadline }) => (
          <li key={description} className={styles.item} data-missed={missed || undefined}>
            <Icon name={missed ? 'close' : 'check'} size={18} className={styles.check} />
            <span>
              {description}
              {deadline !== null && <span className={styles.deadline}>{deadline}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
