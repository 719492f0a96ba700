import { useId, useRef, useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import controls from './form-controls.module.css';
import styles from './file-drop.module.css';

/** What the zone says of its files instead of their names: reading, read, refused. */
export interface FileDropStatus {
  text: string;
  /** A refusal: announced at once and shown as an error. */
  alert?: boolean;
}

interface FileDropProps {
  id: string;
  /** The field's label above the zone, when the form names its fields. */
  label?: string;
  /** The zone's invitation: 'Ou déposez ici un fichier .xlsx, .ods ou .csv'. */
  instruction: string;
  /** The button's text: 'Choisir un fichier'. */
  chooseText: string;
  /** The file types offered, as the input's `accept`. */
  accept: string;
  multiple?: boolean;
  /** The id of a hint elsewhere in the form that describes the field. */
  hintId?: string;
  onFiles: (files: File[]) => void;
  /** Without it the zone names the files chosen. */
  status?: FileDropStatus;
  /** More controls inside the zone, such as the sheet of a workbook to read. */
  children?: ReactNode;
}

/**
 * A file chosen by a button or dropped on its zone, in the page's language: the browser's
 * own picker ('Choose File / No file chosen', in the browser's language) stays hidden and
 * is opened by the button, which the keyboard reaches like any other. The hidden input
 * keeps the field's name, so tests can still hand it files.
 */
export function FileDrop({
  id,
  label,
  instruction,
  chooseText,
  accept,
  multiple = false,
  hintId,
  onFiles,
  status,
  children,
}: FileDropProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const buttonId = `${id}-choose`;
  const statusId = `${id}-status`;

  const take = (files: File[]) => {
    const taken = multiple ? files : files.slice(0, 1);
    if (taken.length === 0) return;
    setNames(taken.map((file) => file.name));
    onFiles(taken);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  // A click anywhere on the zone opens the chooser, except on the controls inside it.
  const clickZone = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button, select, a, input, label'))
      return;
    input.current?.click();
  };

  const shown =
    status ??
    (names.length === 0
      ? undefined
      : { text: t('fileDrop.chosen', { count: names.length, names: names.join(', ') }) });
  const describedBy = [hintId, shown === undefined ? undefined : statusId]
    .filter((part) => part !== undefined)
    .join(' ');

  return (
    <fieldset className={`${controls.field} ${styles.fieldset}`}>
      {label !== undefined && (
        <legend id={labelId} className={`${controls.label} ${styles.legend}`}>
          {label}
        </legend>
      )}
      <div
        className={styles.zone}
        data-dragging={dragging}
        onClick={clickZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Icon name="upload" className={styles.icon} />
        <span>{instruction}</span>
        <button
          id={buttonId}
          type="button"
          className="button button-secondary"
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onClick={() => input.current?.click()}
        >
          {chooseText}
        </button>
        <input
          ref={input}
          id={id}
          name={id}
          type="file"
          hidden
          tabIndex={-1}
          accept={accept}
          multiple={multiple}
          aria-labelledby={label === undefined ? buttonId : `${labelId} ${buttonId}`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Choosing the same file again must read it again.
            event.target.value = '';
            take(files);
          }}
        />
        {children}
        <p id={statusId} className={styles.status} role={shown?.alert ? 'alert' : 'status'}>
          {shown?.text}
        </p>
      </div>
    </fieldset>
  );
}
