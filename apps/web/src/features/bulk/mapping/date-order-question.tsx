import { parseDayMonthYear, toUtcMidnightIso } from '@pr/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../shared/forms/form-controls.module.css';
import { useLocale } from '../../../shared/routing/use-locale';
import type { DateOrder } from '../../../shared/form-state/bulk-store';
import { normalizeDate } from './date-order';
import styles from './mapping-step.module.css';

const ORDERS: readonly DateOrder[] = ['dayFirst', 'monthFirst'];

interface DateOrderQuestionProps {
  ref: Ref<HTMLFieldSetElement>;
  /** A date of the column that reads differently in the two orders (03/04/2024). */
  example: string;
  value: DateOrder | null;
  /** Continue was pressed without an answer. */
  missing: boolean;
  onChange: (order: DateOrder) => void;
}

/**
 * Asked once, at step 2, when every date of the column reads both ways: the sheet's own date,
 * spelt out in each reading, so the user answers by recognising the day they meant.
 */
export function DateOrderQuestion({
  ref,
  example,
  value,
  missing,
  onChange,
}: DateOrderQuestionProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const spelt = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const reading = (order: DateOrder) => {
    const day = parseDayMonthYear(normalizeDate(example, order));
    return day === null ? example : spelt.format(new Date(toUtcMidnightIso(day)));
  };
  return (
    <fieldset
      ref={ref}
      className={styles.dateOrder}
      aria-describedby={missing ? 'bulk-date-order-error' : undefined}
    >
      <legend className={formStyles.label}>{t('bulk.mapping.dateOrder', { example })}</legend>
      {ORDERS.map((order) => (
        <label key={order} className={styles.dateOrderOption}>
          <input
            type="radio"
            name="dateOrder"
            checked={value === order}
            onChange={() => onChange(order)}
          />
          {t(`bulk.mapping.${order}`, { date: reading(order) })}
        </label>
      ))}
      {missing && (
        <p id="bulk-date-order-error" className={formStyles.error} role="alert">
          {t('bulk.mapping.dateOrderMissing')}
        </p>
      )}
    </fieldset>
  );
}
