import type { ReviewFlag, ReviewRule } from '@pr/contracts/reviews';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../ui/format';

/** A rule's key in the catalogs (i18next reads `_` in a key as a context). */
export const RULE_KEYS = {
  company_volume: 'companyVolume',
  before_manufacture: 'beforeManufacture',
  before_shipment: 'beforeShipment',
  deadline_rush: 'deadlineRush',
  serial_churn: 'serialChurn',
  anonymous_network: 'anonymousNetwork',
} as const satisfies Record<ReviewRule, string>;

/**
 * A flag's reason in the console's language: its rule's title and the numbers and days it
 * found, formatted for the reader (the server keeps them as values, not as text).
 */
export function useReviewReasonText() {
  const { t, i18n } = useTranslation('console');
  return useCallback(
    (flag: Pick<ReviewFlag, 'rule' | 'params'>) => {
      const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
      const value = (name: string): string => {
        const raw = flag.params[name];
        if (typeof raw === 'number') return number.format(raw);
        if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) {
          return formatDay(`${raw}T00:00:00.000Z`, i18n.language);
        }
        return raw ?? '—';
      };
      const detail = (() => {
        switch (flag.rule) {
          case 'company_volume':
            return t('reviews.reasons.companyVolume', {
              total: value('count'),
              usual: value('usual'),
              limit: value('limit'),
            });
          case 'before_manufacture':
            return t('reviews.reasons.beforeManufacture', {
              installedOn: value('installedOn'),
              date: value('date'),
            });
          case 'before_shipment':
            return t('reviews.reasons.beforeShipment', {
              installedOn: value('installedOn'),
              date: value('date'),
            });
          case 'deadline_rush':
            return t('reviews.reasons.deadlineRush', {
              total: value('count'),
              limit: value('limit'),
              daysLeft: value('daysLeft'),
            });
          case 'serial_churn':
            return t('reviews.reasons.serialChurn', {
              total: value('count'),
              count: Number(flag.params.days ?? 0),
            });
          case 'anonymous_network':
            return t('reviews.reasons.anonymousNetwork', {
              total: value('count'),
              limit: value('limit'),
            });
        }
      })();
      return { title: t(`reviews.rules.${RULE_KEYS[flag.rule]}`), detail };
    },
    [t, i18n.language],
  );
}
