import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../shared/forms/form-text-field';
import { StepActions } from '../../shared/forms/step-actions';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { usePaths } from '../../shared/routing/use-paths';
import { contactSchema, type ContactField } from './contact-schema';
import styles from './end-user-steps.module.css';

/** The contact values of the stored form data, as the user typed them. */
const pickContact = ({
  firstName,
  lastName,
  email,
  safetyEmail,
}: Record<ContactField, string>) => ({ firstName, lastName, email, safetyEmail });

const FIELDS: readonly {
  name: Exclude<ContactField, 'safetyEmail'>;
  autoComplete: string;
  type: 'text' | 'email';
}[] = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
];

/**
 * End-user step 4 (docs/spec.md §2): the anonymous registrant's name and e-mail, saved as
 * typed, and an optional contact for safety notices only (issue 37), apart from the rest.
 */
export function ContactStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const update = useEndUserStore((state) => state.update);
  const form = useSchemaForm(contactSchema, {
    defaultValues: pickContact(useEndUserStore.getState()),
    onValuesChange: update,
  });

  const submit = form.handleSubmit((contact) => {
    update(contact);
    void navigate(paths.userStep(5), { replace: true });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            form={form}
            name={field.name}
            id={field.name}
            label={t(`contact.${field.name}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            required
          />
        ))}
      </div>
      <fieldset className={styles.safetyContact}>
        <legend className={styles.safetyTitle}>{t('contact.safetyTitle')}</legend>
        <FormTextField
          form={form}
          name="safetyEmail"
          id="safetyEmail"
          label={t('contact.safetyEmail')}
          hint={t('contact.safetyHint')}
          type="email"
          autoComplete="email"
        />
      </fieldset>
      <StepActions onBack={() => void navigate(paths.userStep(3), { replace: true })} />
    </form>
  );
}
