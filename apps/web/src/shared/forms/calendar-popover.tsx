import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  addMonths,
  compareDays,
  daysInMonth,
  localToday,
  weekdayIndex,
  type CalendarDay,
} from '@pr/contracts';
import { useLocale } from '../routing/use-locale';
import { Icon } from '../ui/icon';
import styles from './date-field.module.css';

interface CalendarPopoverProps {
  id: string;
  /** The day the field holds, if it holds one. */
  selected: CalendarDay | null;
  /** The last day that can be chosen, if any: today for an installation date. */
  latest?: CalendarDay;
  onSelect: (day: CalendarDay) => void;
  /** Closes the calendar; the field puts the focus back on its button. */
  onClose: () => void;
}

const sameDay = (a: CalendarDay | null, b: CalendarDay) => a !== null && compareDays(a, b) === 0;
const atUtc = ({ year, month, day }: CalendarDay) => new Date(Date.UTC(year, month - 1, day));

/** The weeks of a month, Monday first; null fills the days of the neighbouring months. */
function weeksOf(year: number, month: number): (CalendarDay | null)[][] {
  const cells: (CalendarDay | null)[] = Array.from(
    { length: weekdayIndex({ year, month, day: 1 }) },
    () => null,
  );
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a key moves the focused day, or null for keys the calendar does not handle. */
function moveFor(event: KeyboardEvent, from: CalendarDay): CalendarDay | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(from, -1);
    case 'ArrowRight':
      return addDays(from, 1);
    case 'ArrowUp':
      return addDays(from, -7);
    case 'ArrowDown':
      return addDays(from, 7);
    case 'Home':
      return addDays(from, -weekdayIndex(from));
    case 'End':
      return addDays(from, 6 - weekdayIndex(from));
    case 'PageUp':
      return addMonths(from, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(from, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * The calendar of the date field (the date-picker dialog pattern of the WAI-ARIA
 * practices): a month of day buttons, arrow keys move by day and week, Page Up/Down by
 * month, Enter chooses, Escape closes. Days after `latest` are shown but cannot be chosen.
 * It replaces the phone's own picker, which docs/spec.md §5 turns off.
 */
export function CalendarPopover({ id, selected, latest, onSelect, onClose }: CalendarPopoverProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [today] = useState(() => localToday(new Date()));
  const isTooLate = (day: CalendarDay) => latest !== undefined && compareDays(day, latest) > 0;
  const upToLatest = (day: CalendarDay) => (latest !== undefined && isTooLate(day) ? latest : day);
  const [focused, setFocused] = useState<CalendarDay>(() => upToLatest(selected ?? today));
  const grid = useRef<HTMLTableElement>(null);

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
    }),
    [locale],
  );
  // 2024-01-01 was a Monday: the seven days from it name the columns.
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    atUtc({ year: 2024, month: 1, day: index + 1 }),
  );
  const weeks = weeksOf(focused.year, focused.month);
  const headingId = `${id}-heading`;
  const nextMonthAllowed = !isTooLate(addMonths({ ...focused, day: 1 }, 1));

  // The focus goes to the focused day when the calendar opens and when keys move it; the
  // month buttons keep the focus when clicked.
  const focusDay = useRef(true);
  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const move = (to: CalendarDay) => setFocused(upToLatest(to));

  const onKeyDown = (event: KeyboardEvent) => {
    const to = moveFor(event, focused);
    if (to === null) return;
    event.preventDefault();
    focusDay.current = true;
    move(to);
  };

  return (
    <div
      id={id}
      className={styles.popover}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => move(addMonths(focused, -1))}
        >
          <Icon name="chevronDown" size={20} className={styles.previous} />
          <span className="visually-hidden">{t('dateField.previousMonth')}</span>
        </button>
        <h2 id={headingId} className={styles.month} aria-live="polite">
          {formats.month.format(atUtc(focused))}
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          disabled={!nextMonthAllowed}
          onClick={() => move(addMonths(focused, 1))}
        >
          <Icon name="chevronDown" size={20} className={styles.next} />
          <span className="visually-hidden">{t('dateField.nextMonth')}</span>
        </button>
      </div>
      <table ref={grid} className={styles.grid} aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.getTime()} scope="col" abbr={formats.weekdayLong.format(weekday)}>
                {formats.weekdayShort.format(weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td key={column}>
                  {day !== null && (
                    <button
                      type="button"
                      className={styles.day}
                      tabIndex={sameDay(focused, day) ? 0 : -1}
                      disabled={isTooLate(day)}
                      aria-pressed={sameDay(selected, day)}
                      aria-current={sameDay(today, day) ? 'date' : undefined}
                      aria-label={formats.day.format(atUtc(day))}
                      onKeyDown={onKeyDown}
                      onClick={() => onSelect(day)}
                    >
                      {day.day}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
