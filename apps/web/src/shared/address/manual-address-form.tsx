import { ADDRESS_LIMITS } from '@pr/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../forms/form-controls.module.css';
import { FormTextField } from '../forms/form-text-field';
import { useFieldErrorText } from '../forms/use-field-error-text';
import { useSchemaForm } from '../forms/use-schema-form';
import { useLocale } from '../routing/use-locale';
import { COUNTRIES } from './countries';
import styles from './address-entry.module.css';
import {
  manualAddressSchema,
  type ManualAddress,
  type ManualAddressField,
} from './manual-address-schema';

interface ManualAddressFormProps {
  initial: ManualAddress;
  /** True while the typed address is being checked. */
  checking: boolean;
  /** The outcome of the last check, already translated. */
  checkError: string | undefined;
  onSubmit: (address: ManualAddress) => void;
  onCancel: () => void;
  onUseMaps: () => void;
}

const TEXT_FIELDS: readonly {
  name: Exclude<ManualAddressField, 'country'>;
  autoComplete: string;
  required: boolean;
}[] = [
  { name: 'streetName', autoComplete: 'address-line1', required: true },
  { name: 'streetNumber', autoComplete: 'off', required: true },
  { name: 'additionalAddressLine1', autoComplete: 'address-line2', required: false },
  { name: 'postalCode', autoComplete: 'postal-code', required: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'stateOrProvince', autoComplete: 'address-level1', required: false },
];

/** The countries named in the page's language (Intl's names), in that language's order. */
function useCountryOptions(): { code: string; label: string }[] {
  const { locale } = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRIES.map(({ code, nativeName }) => ({
      code,
      label: names.of(code) ?? nativeName,
    })).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}

/**
 * The manual address form (docs/spec.md §2, §5). It is a group inside the step's form, not a
 * form of its own: forms cannot nest, so its submit button handles the click itself.
 */
export function ManualAddressForm({
  initial,
  checking,
  checkError,
  onSubmit,
  onCancel,
  onUseMaps,
}: ManualAddressFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const countries = useCountryOptions();
  const form = useSchemaForm(manualAddressSchema, { defaultValues: initial });
  const submit = form.handleSubmit(onSubmit);
  const country = form.register('country');
  const countryError = errorText(form.errorOf('country', form.formState.errors.country?.message));
  return (
    <fieldset className={styles.manual}>
      <legend className={styles.manualTitle}>{t('address.manualTitle')}</legend>
      <div className={styles.manualFields}>
        {TEXT_FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            form={form}
            name={field.name}
            id={`address-${field.name}`}
            label={t(`addressFields.${field.name}`)}
            required={field.required}
            maxLength={ADDRESS_LIMITS[field.name]}
            autoComplete={field.autoComplete}
          />
        ))}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="address-country">
            {t('addressFields.country')}
            <span className={formStyles.required} aria-hidden="true">
              {' *'}
            </span>
          </label>
          <select
            {...country}
            id="address-country"
            className={formStyles.input}
            required
            autoComplete="country"
            aria-invalid={countryError !== undefined}
            aria-describedby={countryError === undefined ? undefined : 'address-country-error'}
          >
            <option value="">{t('address.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
          {countryError !== undefined && (
            <p id="address-country-error" className={formStyles.error} role="alert">
              {countryError}
            </p>
          )}
        </div>
      </div>
      {checkError !== undefined && (
        <p className={styles.alert} role="alert">
          {checkError}
        </p>
      )}
      <div className={styles.manualActions}>
        <button
          type="submit"
          className="button button-primary"
          disabled={checking}
          // Forms cannot nest: handleSubmit prevents the outer form's submit and checks this group.
          onClick={(event) => void submit(event)}
        >
          {checking ? t('address.checking') : t('address.useThisAddress')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('address.cancelManual')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onUseMaps}>
          {t('address.useMaps')}
        </button>
      </div>
    </fieldset>
  );
}
