import type { FieldError } from '../../../shared/forms/field-errors';
import { IsoDateField } from '../../../shared/forms/iso-date-field';
import { TextField } from '../../../shared/forms/text-field';
import { useFieldErrorText } from '../../../shared/forms/use-field-error-text';

interface FilterInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the search's schema refused in this field, if anything. */
  error: FieldError | undefined;
  /** A date is typed in the locale's way and held as an ISO day, as the URL keeps it. */
  type?: 'text' | 'email' | 'date';
}

/** A filter of a console search: the public forms' field, its error shown at it and announced. */
export function FilterInput({ type = 'text', error, ...field }: FilterInputProps) {
  const text = useFieldErrorText()(error);
  return type === 'date' ? (
    <IsoDateField {...field} error={text} />
  ) : (
    <TextField {...field} type={type} error={text} />
  );
}
