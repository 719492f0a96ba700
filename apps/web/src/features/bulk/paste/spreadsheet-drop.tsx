import { BULK_MAX_ROWS } from '@pr/contracts';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';
import formStyles from '../../../shared/forms/form-controls.module.css';
import {
  readSpreadsheetFile,
  type SpreadsheetSheet,
} from '../spreadsheet-file/read-spreadsheet-file';
import {
  isSpreadsheetFileError,
  SPREADSHEET_FILE_ACCEPT,
  type SpreadsheetFileErrorKind,
} from '../spreadsheet-file/spreadsheet-file-error';
import styles from './paste-step.module.css';

type DropState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'loaded'; name: string; sheets: SpreadsheetSheet[]; selected: number }
  | { kind: 'failed'; error: SpreadsheetFileErrorKind };

const lineCount = (text: string) => text.split('\n').length;

/**
 * Beyond the spec (docs/architecture.md §9): an .xlsx, .ods or .csv file, dropped or chosen,
 * fills the paste area with its first sheet with data, so nobody has to copy and paste a
 * large spreadsheet; a workbook with several such sheets offers the others.
 */
export function SpreadsheetDrop({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DropState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  const read = async (file: File) => {
    setState({ kind: 'reading' });
    try {
      const sheets = await readSpreadsheetFile(file);
      onRead(sheets[0]?.text ?? '');
      setState({ kind: 'loaded', name: file.name, sheets, selected: 0 });
    } catch (error) {
      setState({
        kind: 'failed',
        error: isSpreadsheetFileError(error) ? error.kind : 'unreadable',
      });
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined) void read(file);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must read it again.
    event.target.value = '';
    if (file !== undefined) void read(file);
  };

  return (
    <div
      className={styles.drop}
      data-dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <Icon name="upload" className={styles.dropIcon} />
      <span>{t('bulk.paste.fileDrop')}</span>
      <label className={`button button-secondary ${styles.choose}`}>
        {t('bulk.paste.fileChoose')}
        <input
          type="file"
          className="visually-hidden"
          accept={SPREADSHEET_FILE_ACCEPT}
          onChange={choose}
        />
      </label>
      {state.kind === 'loaded' && state.sheets.length > 1 && (
        <div className={`${formStyles.field} ${styles.sheet}`}>
          <label className={formStyles.label} htmlFor="bulk-sheet">
            {t('bulk.paste.sheet')}
          </label>
          <select
            id="bulk-sheet"
            className={formStyles.input}
            value={state.selected}
            onChange={(event) => {
              const selected = Number(event.target.value);
              onRead(state.sheets[selected]?.text ?? '');
              setState({ ...state, selected });
            }}
          >
            {state.sheets.map((sheet, index) => (
              <option key={sheet.name} value={index}>
                {t('bulk.paste.sheetOption', { name: sheet.name, count: lineCount(sheet.text) })}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={styles.dropStatus} role={state.kind === 'failed' ? 'alert' : 'status'}>
        {state.kind === 'reading' && t('bulk.paste.fileReading')}
        {state.kind === 'loaded' && t('bulk.paste.fileLoaded', { name: state.name })}
        {state.kind === 'failed' &&
          t(`bulk.paste.fileErrors.${state.error}`, { count: BULK_MAX_ROWS })}
      </p>
    </div>
  );
}
