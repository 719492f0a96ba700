import type { ReactNode } from 'react';
import controls from '../../../shared/forms/form-controls.module.css';
import styles from './cards.module.css';

/** What a control needs to be named, described and marked invalid by its field. */
export interface FieldControlProps {
  id: string;
  /** The public forms' input, select or textarea. */
  className: string | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The translated error, shown under the control and announced. */
  error: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A form control with its label, its hint and its error wired to it once, as the public forms show them. */
export function LabelledField({ id, label, hint, error, children }: LabelledFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? undefined : hintId, error && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: controls.input,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy === '' ? undefined : describedBy,
      })}
      {hint !== undefined && (
        <p id={hintId} className={controls.hint}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className={controls.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface ChoiceGroupProps {
  id: string;
  legend: string;
  error: string | undefined;
  children: ReactNode;
}

/** Checkboxes under one legend, their common error announced and describing the group. */
export function ChoiceGroup({ id, legend, error, children }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      className={styles.fieldset}
      aria-describedby={error === undefined ? undefined : errorId}
    >
      <legend className={controls.label}>{legend}</legend>
      <div className={styles.choices}>{children}</div>
      {error !== undefined && (
        <p id={errorId} className={controls.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
