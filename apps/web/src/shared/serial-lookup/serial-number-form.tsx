import {
  MESSAGE,
  serialNumberSchema,
  type ProductInformation,
  type RecipientTypeId,
} from '@pr/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getProductInformation } from '../api/get-product-information';
import { fieldErrorsOf, type FieldError } from '../forms/field-errors';
import formStyles from '../forms/form-controls.module.css';
import { TextField } from '../forms/text-field';
import { useFieldErrorText } from '../forms/use-field-error-text';
import { useLocale } from '../routing/use-locale';
import { reportProblem } from '../telemetry/report-problem';
import { IncentiveList } from '../ui/incentive-list';
import { ProductCard } from '../ui/product-card';
import styles from './serial-number-form.module.css';

/** The query parameter that pre-fills the serial number and looks it up at once (docs/spec.md §2). */
export const SERIAL_NUMBER_PARAM = 'serialNumber';

export interface SerialNumberFormProps {
  /** The stored serial number and product of this flow's form data. */
  serialNumber: string;
  productInformation: ProductInformation | null;
  /** Whose incentives are shown (docs/spec.md §3). */
  recipientType: RecipientTypeId;
  onFound: (serialNumber: string, product: ProductInformation) => void;
  /** Forgets the stored product, before a look-up from the query parameter. */
  onClearProduct: () => void;
  onContinue: () => void;
  /** Button texts: before the look-up, once found, and after an invalid serial. */
  labels: { lookUp: string; found: string; invalid: string };
}

function schemaError(value: string): FieldError | undefined {
  const parsed = serialNumberSchema.safeParse(value);
  return parsed.success ? undefined : fieldErrorsOf<''>(parsed.error)[''];
}

/**
 * Step 1 of both registration flows (docs/spec.md §2, §4): initial (tip image) → loading →
 * found (field locked, product card and incentives, the button continues) or invalid.
 */
export function SerialNumberForm({
  serialNumber,
  productInformation,
  recipientType,
  onFound,
  onClearProduct,
  onContinue,
  labels,
}: SerialNumberFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { locale } = useLocale();
  const [searchParams] = useSearchParams();
  const querySerial = searchParams.get(SERIAL_NUMBER_PARAM);
  const [value, setValue] = useState(() => querySerial ?? serialNumber);
  const [touched, setTouched] = useState(querySerial !== null);
  const [invalid, setInvalid] = useState(false);

  const { mutate: lookUp, isPending } = useMutation({
    mutationFn: (serial: string) => getProductInformation(serial, locale),
    onSuccess: (product, serial) => {
      // A product without a name is not a product the user can register (docs/spec.md §5).
      if (product.name.trim() === '') {
        reportProblem({ kind: 'request-failed', detail: `no name for serial ${serial}` });
        setInvalid(true);
      } else {
        onFound(serial, product);
      }
    },
    onError: () => setInvalid(true),
  });

  // The query parameter is handled once, even when React runs effects twice in development.
  const queryHandled = useRef(false);
  useEffect(() => {
    if (querySerial === null || queryHandled.current) return;
    queryHandled.current = true;
    onClearProduct();
    const parsed = serialNumberSchema.safeParse(querySerial);
    if (parsed.success) lookUp(parsed.data);
  }, [querySerial, onClearProduct, lookUp]);

  const found = productInformation !== null && serialNumber === value.trim();
  const validation = schemaError(value);
  const shownError = found
    ? undefined
    : touched
      ? (validation ?? (invalid ? { key: MESSAGE.invalidSerialNumber } : undefined))
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (found) {
      onContinue();
      return;
    }
    setTouched(true);
    const parsed = serialNumberSchema.safeParse(value);
    if (parsed.success) lookUp(parsed.data);
  };

  const label = found ? labels.found : invalid ? labels.invalid : labels.lookUp;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isPending}>
      <TextField
        id="serialNumber"
        label={t('serialNumber.label')}
        hint={t('serialNumber.hint')}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        required
        disabled={found || isPending}
        error={errorText(shownError)}
        onChange={(next) => {
          setValue(next);
          setTouched(true);
          setInvalid(false);
        }}
        onBlur={() => setTouched(true)}
      />
      {found ? (
        <div className={styles.result}>
          <ProductCard product={productInformation} />
          <IncentiveList incentives={productInformation.incentives} recipientType={recipientType} />
        </div>
      ) : (
        <figure className={styles.tip}>
          <img src="/assets/images/serial-number-tip.svg" alt="" className={styles.tipImage} />
          <figcaption className={styles.tipText}>{t('serialNumber.tip')}</figcaption>
        </figure>
      )}
      <div className={formStyles.actions}>
        <button
          type="submit"
          className="button button-primary"
          disabled={!found && (isPending || validation !== undefined || invalid)}
        >
          {isPending ? t('serialNumber.searching') : label}
        </button>
      </div>
    </form>
  );
}
