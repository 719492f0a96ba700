import {
  API_CLIENT_SCOPES,
  createApiClientSchema,
  type ApiClient,
} from '@pr/contracts/api-clients';
import { MESSAGE } from '@pr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useFieldErrorText } from '../../../shared/forms/use-field-error-text';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { apiClientsQuery, approvedCompaniesQuery, createApiClient } from '../api/api-clients-api';
import { SCOPE_TEXT_KEYS, scopeAllowedFor } from './api-client-scopes';
import { FormActions } from './add-with-secret';
import styles from '../ui/cards.module.css';
import { ChoiceGroup, LabelledField } from '../ui/labelled-field';

/** The server refused the company as a field: unknown, or not (or no longer) approved. */
const COMPANY_REFUSED = new Set(['company_not_found', 'company_not_approved']);

interface ApiClientFormProps {
  onCreated: (created: { client: ApiClient; clientSecret: string }) => void;
  onCancel: () => void;
}

/** A new API client: its name, whom it acts for (an approved company or the manufacturer), its scopes. */
export function ApiClientForm({ onCreated, onCancel }: ApiClientFormProps) {
  const { t } = useTranslation('console');
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const companies = useQuery(approvedCompaniesQuery);
  const form = useSchemaForm(createApiClientSchema, {
    defaultValues: { name: '', companyId: null, scopes: [] },
    mode: 'onSubmit',
  });
  // Registered in the order of the page, which is the order the first error is looked for in.
  const nameField = form.register('name');
  const companyField = form.register('companyId', {
    setValueAs: (value: string | null) => (value === '' || value === null ? null : value),
  });
  const { errors } = form.formState;
  const companyId = form.watch('companyId');
  const { getValues, setValue } = form;
  // Choosing whom the client acts for drops the scopes such a client may not hold.
  useEffect(() => {
    const scopes = getValues('scopes');
    const allowed = scopes.filter((scope) => scopeAllowedFor(scope, companyId));
    if (allowed.length !== scopes.length) setValue('scopes', allowed);
  }, [companyId, getValues, setValue]);
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async (client) => {
    setFailed(false);
    try {
      const created = await createApiClient(client);
      await queryClient.invalidateQueries({ queryKey: apiClientsQuery.queryKey });
      onCreated(created);
    } catch (error) {
      if (error instanceof ApiError && COMPANY_REFUSED.has(error.code)) {
        form.setError('companyId', { type: 'server' }, { shouldFocus: true });
        await queryClient.invalidateQueries({ queryKey: approvedCompaniesQuery.queryKey });
      } else {
        setFailed(true);
      }
    }
  });
  const nameError = form.errorOf('name', errors.name?.message);
  const scopesError =
    errors.scopes === undefined
      ? undefined
      : form.getValues('scopes').length === 0
        ? t('apiClients.form.scopesRequired')
        : t('apiClients.form.scopesNotForThisClient');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.cardTitle}>{t('apiClients.form.title')}</h2>
      <LabelledField
        id="api-client-name"
        label={t('apiClients.form.name')}
        hint={t('apiClients.form.nameHint')}
        error={
          nameError?.key === MESSAGE.required || nameError?.key === MESSAGE.minLength
            ? t('apiClients.form.nameTooShort')
            : errorText(nameError)
        }
      >
        {(control) => (
          <input
            {...nameField}
            {...control}
            type="text"
            maxLength={100}
            autoComplete="off"
            // The form opened for this: typing can start at once.
            autoFocus
          />
        )}
      </LabelledField>
      <LabelledField
        id="api-client-company"
        label={t('apiClients.form.company')}
        hint={
          companies.isError
            ? t('apiClients.form.companiesFailed')
            : t('apiClients.form.companyHint')
        }
        error={errors.companyId && t('apiClients.form.companyRefused')}
      >
        {(control) => (
          <select {...companyField} {...control}>
            <option value="">{t('apiClients.manufacturer')}</option>
            {companies.data?.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <ChoiceGroup id="api-client-scopes" legend={t('apiClients.form.scopes')} error={scopesError}>
        {API_CLIENT_SCOPES.map((scope) => (
          <label key={scope} className={styles.choice}>
            <input
              type="checkbox"
              value={scope}
              disabled={!scopeAllowedFor(scope, companyId)}
              {...form.register('scopes')}
            />
            <span>
              {t(`apiClients.scopes.${SCOPE_TEXT_KEYS[scope]}`)}
              <code>{scope}</code>
            </span>
          </label>
        ))}
      </ChoiceGroup>
      <FormActions
        failed={failed}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
        texts={{
          failed: t('apiClients.form.failed'),
          submit: t('apiClients.form.submit'),
          cancel: t('apiClients.form.cancel'),
        }}
      />
    </form>
  );
}
