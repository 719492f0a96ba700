import { erasePersonSchema } from '@pr/contracts/person-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { erasePerson } from '../api/people-api';
import { ConfirmAction } from '../ui/confirm-action';
import styles from '../ui/console.module.css';
import cardStyles from '../ui/cards.module.css';
import { ReasonField } from '../ui/reason-field';
import { useStaffErrorText } from '../ui/use-staff-error-text';

/** What erasing a person did, counted. */
export type Erased = Awaited<ReturnType<typeof erasePerson>>;

const eraseReasonSchema = erasePersonSchema.pick({ reason: true });

/** Erasing the person, with a reason kept on each pseudonymised registration. */
export function PersonEraseSection({
  email,
  onErased,
}: {
  email: string;
  onErased: (erased: Erased) => void;
}) {
  const { t } = useTranslation('console');
  const errorText = useStaffErrorText();
  const form = useSchemaForm(eraseReasonSchema, {
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });
  const [failed, setFailed] = useState(false);
  // The reason typed stays in its field when the erasure fails, to send again.
  const erase = form.handleSubmit(async ({ reason }) => {
    setFailed(false);
    try {
      onErased(await erasePerson({ email, reason }));
    } catch {
      setFailed(true);
    }
  });
  return (
    <section className={styles.panel} aria-labelledby="person-erase">
      <div className={styles.cancelForm}>
        <h2 id="person-erase" className={styles.panelTitle}>
          {t('people.erase.title')}
        </h2>
        <p className={styles.muted} id="person-erase-hint">
          {t('people.erase.hint')}
        </p>
        <ReasonField
          id="person-erase-reason"
          label={t('people.erase.reason')}
          field={form.register('reason')}
          error={errorText.reason(form.errorOf('reason', form.formState.errors.reason?.message))}
          hintId="person-erase-hint"
        />
        {failed && (
          <p className={styles.error} role="alert">
            {t('people.erase.failed')}
          </p>
        )}
        <div className={cardStyles.actions}>
          <ConfirmAction
            tone="danger"
            label={t('people.erase.button')}
            name={t('people.erase.named', { email })}
            question={t('people.erase.question', { email })}
            confirmLabel={t('people.erase.confirm')}
            cancelLabel={t('people.erase.cancel')}
            canAsk={() => form.trigger('reason', { shouldFocus: true })}
            onConfirm={() => erase()}
          />
        </div>
      </div>
    </section>
  );
}
