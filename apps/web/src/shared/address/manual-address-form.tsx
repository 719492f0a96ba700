import { ADDRESS_LIMITS } from '@pr/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, type FieldErrors } from '../forms/field-errors';
import formStyles from '../forms/form-controls.module.css';
import { TextField } from '../forms/text-field';
import { useFieldErrorText } from '../forms/use-field-error-text';
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
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ManualAddressField>>(new Set());
  const parsed = manualAddressSchema.safeParse(values);
  const errors: FieldErrors<ManualAddressField> = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const shown = (field: ManualAddressField) =>
    touched.has(field) ? errorText(errors[field]) : undefined;
  const touch = (field: ManualAddressField) => setTouched((current) => new Set(current).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) onSubmit(parsed.data);
    else setTouched(new Set([...TEXT_FIELDS.map((field) => field.name), 'country' as const]));
  };

  const countryError = shown('country');
  return (
    <fieldset className={styles.manual}>
      <legend className={styles.manualTitle}>{t('address.manualTitle')}</legend>
      <div className={styles.manualFields}>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`address-${field.name}`}
            label={t(`addressFields.${field.name}`)}
            value={values[field.name]}
            required={field.required}
            maxLength={ADDRESS_LIMITS[field.name]}
            autoComplete={field.autoComplete}
            error={shown(field.name)}
            onChange={(value) => setValues({ ...values, [field.name]: value })}
            onBlur={() => touch(field.name)}
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
            id="address-country"
            className={formStyles.input}
            value={values.country}
            required
            autoComplete="country"
            aria-invalid={countryError !== undefined}
            aria-describedby={countryError === undefined ? undefined : 'address-country-error'}
            onChange={(event) => setValues({ ...values, country: event.target.value })}
            onBlur={() => touch('country')}
          >
            <option value="">{t('address.chooseCountry')}</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.nativeName}
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
          onClick={submit}
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
