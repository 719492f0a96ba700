import {
  MESSAGE,
  SERIAL_NUMBER_PARAM,
  serialNumberSchema,
  type ProductInformation,
  type RecipientTypeId,
} from '@pr/contracts';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { z } from '@pr/contracts/zod';
import { isUnanswered } from '../api/api-error';
import { getProductInformation } from '../api/get-product-information';
import { useRegistrationStatus } from '../api/get-registration-status';
import { useCurrentUser } from '../auth/auth-store';
import formStyles from '../forms/form-controls.module.css';
import { TextField } from '../forms/text-field';
import { useFieldErrorText } from '../forms/use-field-error-text';
import { useSchemaForm } from '../forms/use-schema-form';
import { useLocale } from '../routing/use-locale';
import { reportProblem } from '../telemetry/report-problem';
import { Icon } from '../ui/icon';
import { IncentiveList } from '../ui/incentive-list';
import { Notice } from '../ui/notice';
import { ProductCard } from '../ui/product-card';
import { PrerenderedLookupContext } from './prerendered-lookup';
import styles from './serial-number-form.module.css';
// Written into the page as data: step 1's largest paint waits for no request.
import tipIllustration from './serial-number-tip.svg?inline';

// Shown only after a look-up, and only for a registered serial: not part of step 1's start-up.
const RegistrationStatusNotice = lazy(() =>
  import('./registration-status-notice').then((m) => ({ default: m.RegistrationStatusNotice })),
);

// The camera and the code reader load when the visitor asks to scan.
const ScannerDialog = lazy(() =>
  import('./scanner/scanner-dialog').then((m) => ({ default: m.ScannerDialog })),
);

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
  /**
   * The next step's path, where the plain form continues with the found serial (sent before
   * the app took the page over, or without JavaScript).
   */
  continueTo: string;
  /**
   * Installers only: goes on with a serial no look-up could check (no signal); the server
   * checks it when the registration is sent. Without it, the visitor is asked to try again.
   */
  onUnchecked?: (serialNumber: string) => void;
  /** Button texts: before the look-up, once found, and after an invalid serial. */
  labels: { lookUp: string; found: string; invalid: string };
}

/** The form of step 1: the serial number alone, with the contracts' rule. */
const serialFormSchema = z.object({ serialNumber: serialNumberSchema });

/** Why the server found no product for its look-up: a malformed serial, or an unknown one. */
const refusalOf = (serial: string) =>
  serialNumberSchema.safeParse(serial).error?.issues[0]?.message ?? MESSAGE.invalidSerialNumber;

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
  continueTo,
  onUnchecked,
  labels,
}: SerialNumberFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { locale } = useLocale();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const querySerial = searchParams.get(SERIAL_NUMBER_PARAM);
  // The server's look-up of this URL's serial, which the page showed before any script ran.
  const serverLookup = useContext(PrerenderedLookupContext);
  const prerendered =
    serverLookup !== null && serverLookup.serialNumber === querySerial ? serverLookup : null;
  // Every change is checked at once: the button says whether the serial can be looked up.
  const form = useSchemaForm(serialFormSchema, {
    defaultValues: { serialNumber: querySerial ?? serialNumber },
    mode: 'onChange',
  });
  const { trigger } = form;
  const { field, fieldState } = useController({ control: form.control, name: 'serialNumber' });
  const { setValue } = form;
  // The server's 'not found' is the field's error until the serial changes (a new check).
  const refuse = () =>
    form.setError('serialNumber', { type: 'server', message: MESSAGE.invalidSerialNumber });
  // The server's refusal shows until the app has checked the serial itself.
  const refusedByServer =
    prerendered !== null && prerendered.product === null && fieldState.error === undefined
      ? refusalOf(prerendered.serialNumber)
      : undefined;
  const invalid = fieldState.error?.type === 'server' || refusedByServer !== undefined;

  // The serial whose look-up got no answer (no signal): said so, never called invalid.
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const { mutate: lookUp, isPending } = useMutation({
    // Sent without a signal too: a paused look-up would spin for ever.
    networkMode: 'always',
    onMutate: () => setUnanswered(null),
    mutationFn: (serial: string) => getProductInformation(serial, locale),
    onSuccess: (product, serial) => {
      // A product without a name is not a product the user can register (docs/spec.md §5).
      if (product.name.trim() === '') {
        reportProblem({ kind: 'request-failed', detail: `no name for serial ${serial}` });
        refuse();
      } else {
        onFound(serial, product);
      }
    },
    onError: (error, serial) => {
      if (isUnanswered(error)) setUnanswered(serial);
      else refuse();
    },
  });

  // The query parameter is handled once, even when React runs effects twice in development.
  const queryHandled = useRef(false);
  useEffect(() => {
    if (querySerial === null || queryHandled.current) return;
    queryHandled.current = true;
    onClearProduct();
    const parsed = serialNumberSchema.safeParse(querySerial);
    if (!parsed.success) void trigger('serialNumber');
    else if (prerendered === null) lookUp(parsed.data);
    else if (prerendered.product === null) refuse();
    else onFound(parsed.data, prerendered.product);
  });

  // Until the flow's data has it, the product is the server's look-up of the URL's serial.
  const shown =
    productInformation !== null
      ? { serialNumber, product: productInformation }
      : prerendered?.product
        ? { serialNumber: prerendered.serialNumber.trim(), product: prerendered.product }
        : null;
  const found = shown !== null && shown.serialNumber === field.value.trim();
  // Registered already: said here, not at the last step. Someone else's registration stops a
  // signed-in user; the user's own does not (registering it again changes nothing), and an
  // anonymous visitor may be its owner who signs in later in the flow.
  const user = useCurrentUser();
  const registration = useRegistrationStatus(found ? shown.serialNumber : null, recipientType);
  const taken = found && user.isAuthenticated && registration.data?.status === 'taken';
  const offline = !found && unanswered !== null && unanswered === field.value.trim();
  const shownError = found
    ? undefined
    : form.errorOf('serialNumber', fieldState.error?.message ?? refusedByServer);

  // A scanned serial fills the field and is looked up at once, as one from a QR link.
  const [scanning, setScanning] = useState(false);
  const scanned = (serial: string) => {
    setScanning(false);
    onClearProduct();
    setValue('serialNumber', serial, { shouldDirty: true, shouldValidate: true });
    lookUp(serial);
  };

  // "Changer de numéro": the field is free again, empty and focused, for another serial.
  const [changing, setChanging] = useState(0);
  const changeNumber = () => {
    onClearProduct();
    setValue('serialNumber', '', { shouldDirty: true });
    form.clearErrors('serialNumber');
    setChanging((count) => count + 1);
  };
  useEffect(() => {
    if (changing > 0) form.setFocus('serialNumber');
  }, [changing, form]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (found) {
      if (!taken) onContinue();
    } else if (invalid) {
      // The server refused this very serial: asked again, it would answer the same. The tap
      // takes the visitor to the field and its message.
      form.setFocus('serialNumber');
    } else void form.handleSubmit((values) => lookUp(values.serialNumber))();
  };

  const label = found ? labels.found : invalid ? labels.invalid : labels.lookUp;
  return (
    // Without JavaScript the form asks the server for this page with `?serialNumber=`, which
    // it answers with the look-up's result; once found, it goes on to the next step with the
    // serial, which that step takes (adopt-query-serial.ts).
    <form
      className={styles.form}
      method="get"
      action={found ? continueTo : pathname}
      onSubmit={submit}
      noValidate
      aria-busy={isPending}
    >
      <TextField
        id="serialNumber"
        label={t('serialNumber.label')}
        hint={t('serialNumber.hint')}
        value={field.value}
        inputMode="numeric"
        autoComplete="off"
        required
        disabled={found || isPending}
        error={errorText(shownError)}
        onChange={field.onChange}
        onBlur={() => {
          field.onBlur();
          // Leaving the field shows what is missing, but keeps the server's answer.
          if (!invalid) void trigger('serialNumber');
        }}
        inputRef={field.ref}
        addon={
          found ? (
            <button type="button" className={styles.scan} onClick={changeNumber}>
              <span>{t('serialNumber.change')}</span>
            </button>
          ) : (
            <button
              type="button"
              className={styles.scan}
              aria-label={t('scanner.openLabel')}
              aria-haspopup="dialog"
              onClick={() => setScanning(true)}
            >
              <Icon name="qrCode" size={22} />
              <span aria-hidden="true">{t('scanner.open')}</span>
            </button>
          )
        }
      />
      {found && <input type="hidden" name={SERIAL_NUMBER_PARAM} value={shown.serialNumber} />}
      {invalid && <p className={styles.unknownHelp}>{t('serialNumber.unknownHelp')}</p>}
      {offline && (
        <Notice tone="info">
          <p>{t(onUnchecked ? 'serialNumber.offline' : 'serialNumber.offlineRetry')}</p>
          {onUnchecked && (
            <button
              type="button"
              className={`button button-secondary ${styles.unchecked}`}
              onClick={() => onUnchecked(field.value.trim())}
            >
              {t('serialNumber.continueUnchecked')}
            </button>
          )}
        </Notice>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <ScannerDialog onScan={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
      {found ? (
        <div className={styles.result}>
          <ProductCard product={shown.product} />
          {registration.data !== undefined && registration.data.status !== 'free' && (
            <Suspense fallback={null}>
              <RegistrationStatusNotice
                status={registration.data.status}
                signedIn={user.isAuthenticated}
                recipientType={recipientType}
                serialNumber={serialNumber}
              />
            </Suspense>
          )}
          <IncentiveList incentives={shown.product.incentives} recipientType={recipientType} />
        </div>
      ) : (
        <figure className={styles.tip}>
          <img src={tipIllustration} alt="" className={styles.tipImage} fetchPriority="high" />
          <figcaption className={styles.tipText}>{t('serialNumber.tip')}</figcaption>
        </figure>
      )}
      <div className={formStyles.actions}>
        <button
          type="submit"
          className="button button-primary"
          // Never disabled for what was typed: a submission of an invalid serial says what is
          // wrong. A button that turned disabled when the app took the page over would swallow
          // the tap of a visitor whose typed serial the app had not yet been handed.
          disabled={taken || isPending}
        >
          {isPending ? t('serialNumber.searching') : label}
        </button>
      </div>
    </form>
  );
}
