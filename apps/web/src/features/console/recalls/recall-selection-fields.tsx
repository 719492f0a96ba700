import { textIn } from '@pr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldError, FieldErrors } from '../../../shared/forms/field-errors';
import { IsoDateField } from '../../../shared/forms/iso-date-field';
import { useFieldErrorText } from '../../../shared/forms/use-field-error-text';
import { catalogQuery } from '../api/console-api';
import styles from '../ui/cards.module.css';
import { ChoiceGroup, LabelledField } from '../ui/labelled-field';
import type { SelectionFields } from './use-recall-draft';

/** The devices a recall names: its products, a serial range and an installation period. */
export function RecallSelectionFields({
  selection,
  errors,
  showErrors,
  onChange,
}: {
  selection: SelectionFields;
  errors: FieldErrors<keyof SelectionFields>;
  showErrors: boolean;
  onChange: (change: Partial<SelectionFields>) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const errorText = useFieldErrorText();
  const catalog = useQuery(catalogQuery);
  const rangeError = (error: FieldError | undefined) => (showErrors ? errorText(error) : undefined);
  return (
    <>
      <ChoiceGroup
        id="recall-products"
        legend={t('recalls.form.products')}
        error={
          showErrors && errors.productModels !== undefined
            ? t('recalls.form.productsRequired')
            : undefined
        }
      >
        {catalog.isError && <p className={styles.error}>{t('loadFailed')}</p>}
        {catalog.data?.products.map((product) => (
          <label key={product.model} className={styles.choice}>
            <input
              type="checkbox"
              checked={selection.productModels.includes(product.model)}
              onChange={(event) =>
                onChange({
                  productModels: event.target.checked
                    ? [...selection.productModels, product.model]
                    : selection.productModels.filter((model) => model !== product.model),
                })
              }
            />
            <span>
              {textIn(product.name, i18n.language)}
              <code>{product.model}</code>
            </span>
          </label>
        ))}
      </ChoiceGroup>
      <div className={styles.range}>
        <LabelledField
          id="recall-serial-from"
          label={t('recalls.form.serialFrom')}
          error={rangeError(errors.serialFrom)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              value={selection.serialFrom}
              onChange={(event) => onChange({ serialFrom: event.target.value.trim() })}
            />
          )}
        </LabelledField>
        <LabelledField
          id="recall-serial-to"
          label={t('recalls.form.serialTo')}
          error={rangeError(errors.serialTo)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              value={selection.serialTo}
              onChange={(event) => onChange({ serialTo: event.target.value.trim() })}
            />
          )}
        </LabelledField>
        <IsoDateField
          id="recall-installed-from"
          label={t('recalls.form.installedFrom')}
          value={selection.installedFrom}
          onChange={(installedFrom) => onChange({ installedFrom })}
          error={rangeError(errors.installedFrom)}
        />
        <IsoDateField
          id="recall-installed-to"
          label={t('recalls.form.installedTo')}
          value={selection.installedTo}
          onChange={(installedTo) => onChange({ installedTo })}
          error={rangeError(errors.installedTo)}
        />
      </div>
    </>
  );
}
