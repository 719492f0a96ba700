import { BULK_MAX_ROWS } from '@pr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop, type FileDropStatus } from '../../../shared/forms/file-drop';
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

  const status: FileDropStatus | undefined =
    state.kind === 'reading'
      ? { text: t('bulk.paste.fileReading') }
      : state.kind === 'loaded'
        ? { text: t('bulk.paste.fileLoaded', { name: state.name }) }
        : state.kind === 'failed'
          ? {
              text: t(`bulk.paste.fileErrors.${state.error}`, { count: BULK_MAX_ROWS }),
              alert: true,
            }
          : undefined;

  return (
    <div className={styles.drop}>
      <FileDrop
        id="bulk-file"
        instruction={t('bulk.paste.fileDrop')}
        chooseText={t('bulk.paste.fileChoose')}
        accept={SPREADSHEET_FILE_ACCEPT}
        onFiles={([file]) => {
          if (file !== undefined) void read(file);
        }}
        status={status}
      >
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
      </FileDrop>
    </div>
  );
}
