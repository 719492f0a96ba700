import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, type FieldErrors } from '../../shared/forms/field-errors';
import { StepActions } from '../../shared/forms/step-actions';
import { TextField } from '../../shared/forms/text-field';
import { useFieldErrorText } from '../../shared/forms/use-field-error-text';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { usePaths } from '../../shared/routing/use-paths';
import { contactSchema, type ContactField } from './contact-schema';
import styles from './end-user-steps.module.css';

const FIELDS: readonly {
  name: ContactField;
  autoComplete: string;
  type: 'text' | 'email';
}[] = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
];

/** End-user step 4 (docs/spec.md §2): the anonymous registrant's name and e-mail, saved as typed. */
export function ContactStep() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const paths = usePaths();
  const firstName = useEndUserStore((state) => state.firstName);
  const lastName = useEndUserStore((state) => state.lastName);
  const email = useEndUserStore((state) => state.email);
  const update = useEndUserStore((state) => state.update);
  const values = { firstName, lastName, email };
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());

  const parsed = contactSchema.safeParse(values);
  const errors: FieldErrors<ContactField> = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const touch = (field: ContactField) => setTouched((current) => new Set(current).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setTouched(new Set(FIELDS.map((field) => field.name)));
      return;
    }
    update(parsed.data);
    void navigate(paths.userStep(5), { replace: true });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={field.name}
            label={t(`contact.${field.name}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            error={touched.has(field.name) ? errorText(errors[field.name]) : undefined}
            onChange={(value) => update({ [field.name]: value })}
            onBlur={() => touch(field.name)}
          />
        ))}
      </div>
      <StepActions onBack={() => void navigate(paths.userStep(3), { replace: true })} />
    </form>
  );
}
