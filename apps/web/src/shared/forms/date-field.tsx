import { useCallback, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLocalDay, type CalendarDay } from '@pr/contracts';
import { Icon } from '../ui/icon';
import { useCloseOnOutside } from '../ui/use-close-on-outside';
import { useLocale } from '../routing/use-locale';
import { CalendarPopover } from './calendar-popover';
import { formatLocalDay, localDayPattern } from './local-day-format';
import styles from './date-field.module.css';
import { TextField } from './text-field';

/** The date pattern of the page's locale in its language's letters: JJ/MM/AAAA in France. */
export function useDatePattern(): string {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return localDayPattern(locale, t('dateField.partNames'));
}

interface DateFieldProps {
  id: string;
  label: string;
  /** The day-month-year text as typed or chosen. */
  value: string;
  onChange: (value: string) => void;
  /** The focus left the field and its calendar. */
  onBlur: () => void;
  /** The last day the calendar offers, if any: today for an installation date. */
  latest?: CalendarDay;
  required?: boolean;
  /** The translated error; shown and announced when present. */
  error: string | undefined;
  /** The input, e.g. for its form to check it or focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** The form's validation found the input invalid. */
  onInvalid?: InputHTMLAttributes<HTMLInputElement>['onInvalid'];
}

/**
 * A date (docs/spec.md §5, the phone's native picker turned off) in the locale's order and
 * separators (issue 19; the spec's d-m-Y is the French order): a text field that takes typed
 * dates in any of the product's orders, with a calendar beside it. A typed date is written
 * in full in the locale's way (05/03/2026 in France) when the field is left.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  latest,
  required,
  error,
  inputRef,
  onInvalid,
}: DateFieldProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const pattern = useDatePattern();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const calendarId = `${id}-calendar`;

  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);

  // A click or focus elsewhere on the page closes the calendar.
  useCloseOnOutside(open, container, () => setOpen(false));

  const normalize = () => {
    const day = parseLocalDay(value);
    const written = day === null ? value : formatLocalDay(day, locale);
    if (written !== value) onChange(written);
  };

  return (
    <div
      ref={container}
      className={styles.field}
      onBlur={(event) => {
        // Moving between the input, the calendar button and the calendar is not leaving.
        if (!container.current?.contains(event.relatedTarget)) onBlur();
      }}
    >
      <TextField
        id={id}
        label={label}
        hint={t('dateField.hint', { pattern })}
        placeholder={pattern}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        required={required}
        error={error}
        inputRef={inputRef}
        onInvalid={onInvalid}
        onChange={onChange}
        onBlur={normalize}
        addon={
          <>
            <button
              ref={toggle}
              type="button"
              className={styles.toggle}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? calendarId : undefined}
              onClick={() => setOpen((current) => !current)}
            >
              <Icon name="calendar" size={22} />
              <span className="visually-hidden">{t('dateField.openCalendar')}</span>
            </button>
            {open && (
              <CalendarPopover
                id={calendarId}
                selected={parseLocalDay(value)}
                latest={latest}
                onSelect={(day) => {
                  onChange(formatLocalDay(day, locale));
                  close();
                }}
                onClose={close}
              />
            )}
          </>
        }
      />
    </div>
  );
}
