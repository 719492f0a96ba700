import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepActions } from '../forms/step-actions';
import styles from './role-selection-form.module.css';

/** User types of docs/spec.md §9: 1 owner, 2 professional installer. */
export type UserType = '1' | '2';

export function isUserType(value: string | null): value is UserType {
  return value === '1' || value === '2';
}

interface RoleSelectionFormProps {
  /** The choice pre-filled from the `userType` query parameter. */
  initial: UserType | null;
  onBack: () => void;
  onSubmit: (userType: UserType) => void;
}

const OPTIONS: readonly {
  value: UserType;
  label: 'roleSelection.owner' | 'roleSelection.installer';
}[] = [
  { value: '1', label: 'roleSelection.owner' },
  { value: '2', label: 'roleSelection.installer' },
];

/** 'Qui enregistre?' (docs/spec.md §2): one required choice; Continue stays disabled until made. */
export function RoleSelectionForm({ initial, onBack, onSubmit }: RoleSelectionFormProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<UserType | null>(initial);
  // A new role in the URL (Back, a hand-off) becomes the choice; the form stays mounted, so
  // the control that opened the login panel keeps its place for the focus to return to.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setChoice(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null) onSubmit(choice);
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend className="visually-hidden">{t('roleSelection.title')}</legend>
        {OPTIONS.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name="userType"
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              className={styles.radio}
            />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </fieldset>
      <StepActions onBack={onBack} submitDisabled={choice === null} />
    </form>
  );
}
