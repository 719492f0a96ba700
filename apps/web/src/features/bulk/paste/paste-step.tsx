import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import formStyles from '../../../shared/forms/form-controls.module.css';
import { emptyBulkData, useBulkStore } from '../../../shared/form-state/bulk-store';
import { uiLanguageFor } from '../../../i18n/i18n';
import { useLocale } from '../../../shared/routing/use-locale';
import { usePaths } from '../../../shared/routing/use-paths';
import { Icon } from '../../../shared/ui/icon';
import { useResetBulkCheck } from '../check/use-reset-bulk-check';
import { bulkTemplateUrl } from '../spreadsheet-file/bulk-template';
import { ExampleRow } from './example-row';
import { PasteArea } from './paste-area';
import { SpreadsheetDrop } from './spreadsheet-drop';
import styles from './paste-step.module.css';

const FIELD_ID = 'bulk-input';

/** Non-empty lines: what the mapping step will show as rows. */
function countLines(text: string): number {
  return text.split('\n').filter((line) => line.trim() !== '').length;
}

/** Bulk step 1 (docs/spec.md §2): instructions, template, example row and the paste area. */
export function PasteStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const { locale } = useLocale();
  const inputData = useBulkStore((state) => state.inputData);
  const update = useBulkStore((state) => state.update);
  const resetCheck = useResetBulkCheck();
  const lines = countLines(inputData);

  // New data makes the old mapping, rows and batch meaningless.
  const replaceInput = (text: string) => {
    update({ ...emptyBulkData(), inputData: text });
    resetCheck();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (inputData !== '') void navigate(paths.bulkStep(2));
      }}
      noValidate
    >
      <p className={styles.instructions}>{t('bulk.paste.instructions')}</p>
      <a
        className={`button button-secondary ${styles.template}`}
        href={bulkTemplateUrl(uiLanguageFor(locale))}
        download
      >
        <Icon name="columns" size={20} />
        {t('bulk.paste.template')}
      </a>
      <ExampleRow />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={FIELD_ID}>
          {t('bulk.paste.fieldLabel')}
        </label>
        <p id={`${FIELD_ID}-hint`} className={formStyles.hint}>
          {t('bulk.paste.fieldHint')}
        </p>
        <PasteArea
          id={FIELD_ID}
          value={inputData}
          onChange={replaceInput}
          describedBy={`${FIELD_ID}-hint ${FIELD_ID}-count`}
        />
        <p id={`${FIELD_ID}-count`} className={formStyles.hint} aria-live="polite">
          {lines > 0 && t('bulk.paste.rowCount', { count: lines })}
        </p>
      </div>
      <SpreadsheetDrop onRead={replaceInput} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={inputData === ''}>
          {t('actions.continue')}
        </button>
      </div>
    </form>
  );
}
