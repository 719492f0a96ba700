import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form-controls.module.css';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'type'
  | 'disabled'
  | 'required'
  | 'autoFocus'
  | 'placeholder'
  | 'onInvalid'
>;

interface TextFieldProps extends NativeProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The input, e.g. for the form to focus the first field with an error. */
  inputRef?: Ref<HTMLInputElement>;
  hint?: string;
  /** The translated error; shown and announced when present. */
  error?: string | undefined;
  /** A control beside the input, such as the date field's calendar button. */
  addon?: ReactNode;
}

/** A labelled text input that wires its hint and error to the input for assistive technology. */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  hint,
  error,
  required,
  addon,
  ...native
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId]
    .filter((part) => part !== null)
    .join(' ');
  const input = (
    <input
      {...native}
      ref={inputRef}
      id={id}
      name={id}
      className={styles.input}
      value={value}
      required={required}
      aria-invalid={error !== undefined}
      aria-describedby={describedBy === '' ? undefined : describedBy}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required === true && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {addon === undefined ? (
        input
      ) : (
        <div className={styles.withAddon}>
          {input}
          {addon}
        </div>
      )}
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
