import type { FieldError } from '../../shared/forms/field-errors';
import { useFieldErrorText } from '../../shared/forms/use-field-error-text';
import styles from './console.module.css';

interface FilterInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the search's schema refused in this field, if anything. */
  error: FieldError | undefined;
  type?: 'text' | 'email' | 'date';
}

/** A text filter of a console search, its error shown at it and announced. */
export function FilterInput({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
}: FilterInputProps) {
  const text = useFieldErrorText()(error);
  const errorId = `${id}-error`;
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={text !== undefined}
        aria-describedby={text === undefined ? undefined : errorId}
      />
      {text !== undefined && (
        <p id={errorId} className={styles.error} role="alert">
          {text}
        </p>
      )}
    </div>
  );
}
