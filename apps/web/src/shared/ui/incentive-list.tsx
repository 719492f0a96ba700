import { incentivesFor, type Incentive, type RecipientTypeId } from '@pr/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './incentive-list.module.css';

interface IncentiveListProps {
  incentives: readonly Incentive[];
  /** Only the incentives of this recipient type are shown (docs/spec.md §3). */
  recipientType: RecipientTypeId;
}

/** The rewards a registration unlocks; nothing when none apply to this user. */
export function IncentiveList({ incentives, recipientType }: IncentiveListProps) {
  const { t } = useTranslation();
  const descriptions = incentivesFor(incentives, recipientType).flatMap((incentive) =>
    incentive.descriptions.map((entry) => entry.description),
  );
  if (descriptions.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="incentives-title">
      <h2 id="incentives-title" className={styles.title}>
        <Icon name="gift" size={22} />
        {t('product.incentives')}
      </h2>
      <ul className={styles.list}>
        {descriptions.map((description) => (
          <li key={description} className={styles.item}>
            <Icon name="check" size={18} className={styles.check} />
            {description}
          </li>
        ))}
      </ul>
    </section>
  );
}
