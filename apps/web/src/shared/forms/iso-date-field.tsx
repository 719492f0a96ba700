import { parseLocalDay, toIsoDay } from '@pr/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../routing/use-locale';
import { DateField, useDatePattern } from './date-field';
import { formatLocalDay } from './local-day-format';
import { useFieldErrorText } from './use-field-error-text';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the form holds for a typed text: its ISO day, '' when empty, else the text itself. */
function valueOf(text: string): string {
  if (text.trim() === '') return '';
  const day = parseLocalDay(text);
  return day === null ? text : toIsoDay(day);
}

/** The text shown for what the form holds: an ISO day in the locale's way, else as it is. */
function textOf(value: string, locale: string): string {
  const day = ISO_DAY.test(value) ? parseLocalDay(value) : null;
  return day === null ? value : formatLocalDay(day, locale);
}

interface IsoDateFieldProps {
  id: string;
  label: string;
  /** The ISO day (2026-03-05), '' when empty, or the text as typed when it is no date. */
  value: string;
  onChange: (value: string) => void;
  /** The form's error, such as a reversed period; a text that is no date says so itself. */
  error?: string;
  /** Submits the ISO day under this name with the form's data (forms read as FormData). */
  name?: string;
}

/**
 * The date field of filters and the console's forms: typed and shown in the locale's way
 * (05/03/2026 in France) like the registration's, held and sent as an ISO day, as the API
 * and the URLs take it. A text that is no date is kept as typed and refused with the
 * locale's pattern once the field is left, and the form cannot be submitted with it.
 */
export function IsoDateField({ id, label, value, onChange, error, name }: IsoDateFieldProps) {
  const { locale } = useLocale();
  const pattern = useDatePattern();
  const errorText = useFieldErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => textOf(value, locale));
  const [left, setLeft] = useState(false);
  // The form may change the value itself (its filters cleared): the text follows it.
  const [held, setHeld] = useState(value);
  if (held !== value) {
    setHeld(value);
    if (value !== valueOf(text)) setText(textOf(value, locale));
  }

  const unreadable = text.trim() !== '' && parseLocalDay(text) === null;
  const invalidDate = unreadable ? errorText({ key: 'invalidDate' }, { pattern }) : undefined;
  // The browser's own check stops the form's submission while the text is no date.
  useEffect(() => input.current?.setCustomValidity(invalidDate ?? ''), [invalidDate]);

  return (
    <>
      <DateField
        id={id}
        label={label}
        value={text}
        onChange={(typed) => {
          setText(typed);
          setLeft(false);
          onChange(valueOf(typed));
        }}
        onBlur={() => setLeft(true)}
        inputRef={input}
        onInvalid={(event) => {
          // The message shows at the field, not in the browser's bubble.
          event.preventDefault();
          setLeft(true);
        }}
        error={(left || error !== undefined) && invalidDate !== undefined ? invalidDate : error}
      />
      {name !== undefined && <input type="hidden" name={name} value={valueOf(text)} />}
    </>
  );
}
