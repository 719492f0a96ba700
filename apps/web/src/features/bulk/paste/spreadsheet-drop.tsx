import { BULK_MAX_ROWS } from '@pr/contracts';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';
import { readSpreadsheetFile } from '../spreadsheet-file/read-spreadsheet-file';
import {
  isSpreadsheetFileError,
  SPREADSHEET_FILE_ACCEPT,
  type SpreadsheetFileErrorKind,
} from '../spreadsheet-file/spreadsheet-file-error';
import styles from './paste-step.module.css';

type DropState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'loaded'; name: string }
  | { kind: 'failed'; error: SpreadsheetFileErrorKind };

/**
 * Beyond the spec (docs/architecture.md §9): an .xlsx or .csv file, dropped or chosen, fills the paste
 * area with its first sheet, so nobody has to copy and paste a large spreadsheet.
 */
export function SpreadsheetDrop({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DropState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  const read = async (file: File) => {
    setState({ kind: 'reading' });
    try {
      onRead(await readSpreadsheetFile(file));
      setState({ kind: 'loaded', name: file.name });
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
      <p className={styles.dropStatus} role={state.kind === 'failed' ? 'alert' : 'status'}>
        {state.kind === 'reading' && t('bulk.paste.fileReading')}
        {state.kind === 'loaded' && t('bulk.paste.fileLoaded', { name: state.name })}
        {state.kind === 'failed' &&
          t(`bulk.paste.fileErrors.${state.error}`, { max: BULK_MAX_ROWS })}
      </p>
    </div>
  );
}
