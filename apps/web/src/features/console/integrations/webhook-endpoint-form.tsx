import { EVENT_TYPES } from '@pr/contracts/events';
import { createWebhookEndpointSchema } from '@pr/contracts/webhooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useFieldErrorText } from '../../../shared/forms/use-field-error-text';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { createWebhookEndpoint, webhookEndpointsQuery } from '../api/webhooks-api';
import { AddWithSecret, FormActions } from './add-with-secret';
import styles from '../ui/cards.module.css';
import { ChoiceGroup, LabelledField } from '../ui/labelled-field';
import { useWebhookSecretTexts } from './use-webhook-secret-texts';

/** The server refused the URL as a field (it leads to an internal network). */
const TARGET_REFUSED = 'webhook_target_refused';

function NewEndpointForm({
  onCreated,
  onCancel,
}: {
  onCreated: (secret: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const form = useSchemaForm(createWebhookEndpointSchema, {
    defaultValues: { url: '', eventTypes: [], description: '', personalData: false },
    mode: 'onSubmit',
  });
  // Registered in the order of the page, which is the order the first error is looked for in.
  const urlField = form.register('url');
  const descriptionField = form.register('description');
  const { errors } = form.formState;
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async (endpoint) => {
    setFailed(false);
    try {
      const created = await createWebhookEndpoint(endpoint);
      await queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery.queryKey });
      onCreated(created.secret);
    } catch (error) {
      if (error instanceof ApiError && error.code === TARGET_REFUSED) {
        form.setError('url', { type: 'server' }, { shouldFocus: true });
      } else {
        setFailed(true);
      }
    }
  });
  const urlError =
    errors.url === undefined
      ? undefined
      : errors.url.type === 'server'
        ? t('webhooks.form.urlRefused')
        : t('webhooks.form.urlInvalid');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.cardTitle}>{t('webhooks.form.title')}</h2>
      <LabelledField
        id="webhook-url"
        label={t('webhooks.form.url')}
        hint={t('webhooks.form.urlHint')}
        error={urlError}
      >
        {(control) => (
          <input
            {...urlField}
            {...control}
            type="url"
            inputMode="url"
            // The form opened for this: typing can start at once.
            autoFocus
            autoComplete="off"
            maxLength={2000}
            placeholder="https://"
          />
        )}
      </LabelledField>
      <ChoiceGroup
        id="webhook-event-types"
        legend={t('webhooks.form.eventTypes')}
        error={errors.eventTypes && t('webhooks.form.eventTypesRequired')}
      >
        {EVENT_TYPES.map((type) => (
          <label key={type} className={styles.choice}>
            <input type="checkbox" value={type} {...form.register('eventTypes')} />
            <span>
              {t(`webhooks.events.${type}`)}
              <code>{type}</code>
            </span>
          </label>
        ))}
      </ChoiceGroup>
      <LabelledField
        id="webhook-description"
        label={t('webhooks.form.description')}
        hint={t('webhooks.form.descriptionHint')}
        error={errorText(form.errorOf('description', errors.description?.message))}
      >
        {(control) => <input {...descriptionField} {...control} type="text" maxLength={500} />}
      </LabelledField>
      <div className={styles.field}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            {...form.register('personalData')}
            aria-describedby="webhook-personal-hint"
          />
          <span>{t('webhooks.form.personalData')}</span>
        </label>
        <p id="webhook-personal-hint" className={styles.hint}>
          {t('webhooks.form.personalDataHint')}
        </p>
      </div>
      <FormActions
        failed={failed}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
        texts={{
          failed: t('webhooks.form.failed'),
          submit: t('webhooks.form.submit'),
          cancel: t('webhooks.form.cancel'),
        }}
      />
    </form>
  );
}

/** Adding an endpoint, then its secret, shown this once. */
export function AddWebhookEndpoint() {
  const { t } = useTranslation('console');
  const secretTexts = useWebhookSecretTexts('created');
  return (
    <AddWithSecret
      label={t('webhooks.add')}
      secretTexts={secretTexts}
      form={(done, cancel) => (
        <NewEndpointForm onCreated={(secret) => done({ secret })} onCancel={cancel} />
      )}
    />
  );
}
