import { transferRecipientSchema, type TransferRecipient } from '@pr/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { FormTextField } from '../forms/form-text-field';
import { useSchemaForm } from '../forms/use-schema-form';
import styles from './transfer-recipient-form.module.css';

/** The catalog key (account namespace) of a refused or failed transfer. */
function problemKey(error: unknown) {
  if (!(error instanceof ApiError)) return 'transfer.failed' as const;
  switch (error.code) {
    case 'same_email':
      return 'transfer.sameEmail' as const;
    case 'not_registered':
      return 'transfer.notRegistered' as const;
    case 'too_many_mails':
      return 'transfer.tooManyMails' as const;
    case 'rate_limited':
      return 'transfer.rateLimited' as const;
    default:
      return 'transfer.failed' as const;
  }
}

interface TransferRecipientFormProps {
  title: string;
  intro: string;
  emailLabel: string;
  submitLabel: string;
  initial: TransferRecipient;
  /** Sends the transfer; a rejection is shown in the form, whose values stay. */
  onSubmit: (recipient: TransferRecipient) => Promise<void>;
  onCancel: () => void;
  /**
   * Inside another form (step 1's): a group, not a form of its own, since forms cannot nest.
   * Its button sends it, not the outer form; being the first submit button in the outer form,
   * it is also what Enter in a field presses.
   */
  nested?: boolean;
}

/**
 * Who a device goes to (an owner's transfer, or a request for one): e-mail and name, checked
 * by the contract's schema, sent, and any refusal said in the form without losing the input.
 */
export function TransferRecipientForm({
  title,
  intro,
  emailLabel,
  submitLabel,
  initial,
  onSubmit,
  onCancel,
  nested = false,
}: TransferRecipientFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [problem, setProblem] = useState<ReturnType<typeof problemKey> | null>(null);
  const form = useSchemaForm(transferRecipientSchema, { defaultValues: initial });
  const sending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (recipient) => {
    setProblem(null);
    try {
      await onSubmit(recipient);
    } catch (error) {
      setProblem(problemKey(error));
    }
  });
  const fields = (
    <>
      <p className={styles.intro}>{intro}</p>
      <FormTextField
        form={form}
        name="email"
        id={`${id}-email`}
        label={emailLabel}
        type="email"
        autoComplete="email"
        required
      />
      <div className={styles.names}>
        <FormTextField
          form={form}
          name="firstName"
          id={`${id}-first-name`}
          label={t('transfer.firstName')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          form={form}
          name="lastName"
          id={`${id}-last-name`}
          label={t('transfer.lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      {problem !== null && (
        <p role="alert" className={styles.problem}>
          {t(problem)}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className="button button-primary"
          disabled={sending}
          onClick={nested ? (event) => void submit(event) : undefined}
        >
          {sending ? t('transfer.sending') : submitLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('transfer.cancel')}
        </button>
      </div>
    </>
  );
  if (nested) {
    return (
      <fieldset className={styles.form}>
        <legend className={styles.title}>{title}</legend>
        {fields}
      </fieldset>
    );
  }
  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      {fields}
    </form>
  );
}
