import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear, parseDayMonthYear, type CalendarDay } from '@pr/contracts';
import { Icon } from '../ui/icon';
import { useCloseOnOutside } from '../ui/use-close-on-outside';
import { CalendarPopover } from './calendar-popover';
import styles from './date-field.module.css';
import { TextField } from './text-field';

interface DateFieldProps {
  id: string;
  label: string;
  /** The day-month-year text as typed or chosen. */
  value: string;
  onChange: (value: string) => void;
  /** The focus left the field and its calendar. */
  onBlur: () => void;
  /** Today in the user's calendar: the calendar offers no later day. */
  today: CalendarDay;
  required?: boolean;
  /** The translated error; shown and announced when present. */
  error: string | undefined;
}

/**
 * A day-month-year date (docs/spec.md §5: display d-m-Y, the phone's native picker turned off):
 * a text field that takes typed dates, with a calendar beside it. A typed date is
 * written in full (05-03-2026) when the field is left.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  today,
  required,
  error,
}: DateFieldProps) {
  const { t } = useTranslation();
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
    const day = parseDayMonthYear(value);
    if (day !== null && formatDayMonthYear(day) !== value) onChange(formatDayMonthYear(day));
  };

  return (
    <div
      ref={container}
      onBlur={(event) => {
        // Moving between the input, the calendar button and the calendar is not leaving.
        if (!container.current?.contains(event.relatedTarget)) onBlur();
      }}
    >
      <TextField
        id={id}
        label={label}
        hint={t('dateField.hint')}
        placeholder={t('dateField.placeholder')}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        required={required}
        error={error}
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
                selected={parseDayMonthYear(value)}
                today={today}
                onSelect={(day) => {
                  onChange(formatDayMonthYear(day));
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
