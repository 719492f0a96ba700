import { STAFF_REASON_MAX_LENGTH } from '@pr/contracts/console';
import type { UseFormRegisterReturn } from 'react-hook-form';
import controls from '../../../shared/forms/form-controls.module.css';
import styles from './console.module.css';

interface ReasonFieldProps {
  id: string;
  label: string;
  /** The form's registration of its `reason` field. */
  field: UseFormRegisterReturn;
  /** The translated error; shown and announced when present. */
  error: string | undefined;
  /** The hint the field is described by, if any. */
  hintId?: string;
  autoFocus?: boolean;
}

/** A staff reason (cancel, move, reject), its hint and its error wired to it. */
export function ReasonField({ id, label, field, error, hintId, autoFocus }: ReasonFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [hintId, error === undefined ? undefined : errorId]
    .filter((part) => part !== undefined)
    .join(' ');
  return (
    <>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        className={styles.reason}
        maxLength={STAFF_REASON_MAX_LENGTH}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        // The form opened for this: typing can start at once.
        autoFocus={autoFocus}
      />
      {error !== undefined && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
