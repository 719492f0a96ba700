import { personLookupSchema } from '@pr/contracts/person-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import styles from '../ui/console.module.css';
import peopleStyles from './people-page.module.css';
import { useStaffErrorText } from '../ui/use-staff-error-text';

/** The people page's search: one e-mail address; false from onSearch says it failed. */
export function PersonSearchForm({ onSearch }: { onSearch: (email: string) => Promise<boolean> }) {
  const { t } = useTranslation('console');
  const errorText = useStaffErrorText();
  const form = useSchemaForm(personLookupSchema, {
    defaultValues: { email: '' },
    mode: 'onSubmit',
  });
  const [failed, setFailed] = useState(false);
  // The typed address stays in the field whatever the answer, to correct or try again.
  const submit = form.handleSubmit(async ({ email }) => {
    setFailed(false);
    setFailed(!(await onSearch(email)));
  });
  const emailError = errorText.email(form.errorOf('email', form.formState.errors.email?.message));
  return (
    <form
      className={`${styles.panel} ${peopleStyles.search}`}
      role="search"
      aria-label={t('people.searchTitle')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={styles.filter}>
        <label htmlFor="person-email">{t('people.email')}</label>
        <input
          {...form.register('email')}
          id="person-email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={emailError !== undefined}
          aria-describedby={emailError === undefined ? undefined : 'person-email-error'}
        />
        {emailError !== undefined && (
          <p id="person-email-error" className={styles.error} role="alert">
            {emailError}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={form.formState.isSubmitting}
      >
        {t('people.search')}
      </button>
      {failed && (
        <p className={`${styles.error} ${peopleStyles.wide}`} role="alert">
          {t('people.searchFailed')}
        </p>
      )}
    </form>
  );
}
