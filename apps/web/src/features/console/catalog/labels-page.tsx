import { labelSheetSchema, LABELS_MAX, type LabelSheet } from '@pr/contracts/labels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { fieldErrorsOf } from '../../../shared/forms/field-errors';
import { useFieldErrorText } from '../../../shared/forms/use-field-error-text';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value';
import { catalogQuery } from '../api/console-api';
import { downloadLabelSheet, labelSheetPreviewQuery } from '../api/labels-api';
import { ConsoleLayout } from '../shell/console-layout';
import { textIn } from '@pr/contracts';
import styles from '../ui/cards.module.css';
import { LabelledField } from '../ui/labelled-field';

interface SheetFields {
  productModel: string;
  serialFrom: string;
  serialTo: string;
}

/** The range is counted once typing has paused this long. */
const PREVIEW_DEBOUNCE_MS = 400;

/** What the server's refusal of a sheet means, in the page's words. */
function refusalKey(error: unknown) {
  if (error instanceof ApiError) {
    if (error.code === 'no_devices') return 'labels.noDevices' as const;
    if (error.code === 'too_many_labels') return 'labels.tooMany' as const;
    if (error.code === 'unknown_product') return 'labels.unknownProduct' as const;
  }
  return 'labels.downloadFailed' as const;
}

/**
 * Label sheets: a product and a serial range give a PDF of QR-code labels (A4, 24 a page)
 * for the catalog's devices of that product in the range, for plants and service staff who
 * relabel devices. The page counts the labels and pages as the range is typed.
 */
export function LabelsPage() {
  const { t, i18n } = useTranslation('console');
  const errorText = useFieldErrorText();
  const catalog = useQuery(catalogQuery);
  const [fields, setFields] = useState<SheetFields>({
    productModel: '',
    serialFrom: '',
    serialTo: '',
  });
  const [showErrors, setShowErrors] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const language = i18n.language.split('-')[0] ?? 'fr';
  const parsed = labelSheetSchema.safeParse({ ...fields, language });
  const errors = parsed.success ? {} : fieldErrorsOf<keyof SheetFields>(parsed.error);
  const shown = (text: string | undefined) => (showErrors ? text : undefined);

  const counted = useDebouncedValue<LabelSheet | null>(
    parsed.success ? parsed.data : null,
    PREVIEW_DEBOUNCE_MS,
  );
  const preview = useQuery({
    ...labelSheetPreviewQuery(counted ?? { productModel: '', serialFrom: '', serialTo: '' }),
    enabled: counted !== null && parsed.success,
  });
  const numbers = new Intl.NumberFormat(i18n.language);
  const tooMany = preview.data !== undefined && preview.data.labels > preview.data.max;

  const change = (change: Partial<SheetFields>) => {
    setFields((current) => ({ ...current, ...change }));
    setOutcome(null);
  };

  const download = async () => {
    setOutcome(null);
    if (!parsed.success) {
      setShowErrors(true);
      return;
    }
    setDownloading(true);
    try {
      await downloadLabelSheet(parsed.data);
      setOutcome({ ok: true, text: t('labels.downloaded') });
    } catch (error) {
      setOutcome({
        ok: false,
        text: t(refusalKey(error), { count: LABELS_MAX }),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ConsoleLayout title={t('nav.labels')}>
      <p className={styles.intro}>{t('labels.intro')}</p>
      <section className={styles.card}>
        <form
          className={styles.form}
          noValidate
          aria-labelledby="labels-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          <h2 id="labels-form-title" className={styles.cardTitle}>
            {t('labels.title')}
          </h2>
          <LabelledField
            id="labels-product"
            label={t('labels.product')}
            error={shown(
              errors.productModel === undefined ? undefined : t('labels.productRequired'),
            )}
          >
            {(control) => (
              <select
                {...control}
                value={fields.productModel}
                onChange={(event) => change({ productModel: event.target.value })}
              >
                <option value="">{t('labels.chooseProduct')}</option>
                {catalog.data?.products.map((product) => (
                  <option key={product.model} value={product.model}>
                    {textIn(product.name, i18n.language)} ({product.model})
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          {catalog.isError && <p className={styles.error}>{t('loadFailed')}</p>}
          <div className={styles.range}>
            <LabelledField
              id="labels-serial-from"
              label={t('labels.serialFrom')}
              error={shown(errorText(errors.serialFrom))}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={fields.serialFrom}
                  onChange={(event) => change({ serialFrom: event.target.value.trim() })}
                />
              )}
            </LabelledField>
            <LabelledField
              id="labels-serial-to"
              label={t('labels.serialTo')}
              error={
                shown(errorText(errors.serialTo)) ??
                (tooMany ? t('labels.tooMany', { count: LABELS_MAX }) : undefined)
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={fields.serialTo}
                  onChange={(event) => change({ serialTo: event.target.value.trim() })}
                />
              )}
            </LabelledField>
          </div>
          <p className={styles.hint}>
            {t('labels.sheetHint', { max: numbers.format(LABELS_MAX) })}
          </p>
          <div role="status" className={styles.reach}>
            {parsed.success && preview.isFetching && <p>{t('loading')}</p>}
            {parsed.success && !preview.isFetching && preview.data !== undefined && (
              <>
                <p>
                  <strong>
                    {preview.data.labels === 0
                      ? t('labels.noDevices')
                      : `${t('labels.count', { count: preview.data.labels })} · ${t(
                          'labels.pages',
                          { count: preview.data.pages },
                        )}`}
                  </strong>
                </p>
                {preview.data.labels > 0 && (
                  <p>{t(`labels.qrCode.${preview.data.qrCode}` as const)}</p>
                )}
              </>
            )}
            {parsed.success && preview.isError && (
              <p className={styles.error}>{t(refusalKey(preview.error))}</p>
            )}
          </div>
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={downloading}>
              {t('labels.download')}
            </button>
          </div>
          {downloading && <p role="status">{t('labels.making')}</p>}
          {outcome !== null && (
            <p
              className={outcome.ok ? undefined : styles.error}
              role={outcome.ok ? 'status' : 'alert'}
            >
              {outcome.text}
            </p>
          )}
        </form>
      </section>
    </ConsoleLayout>
  );
}
