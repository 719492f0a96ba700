import { useMemo, useRef, type ClipboardEvent, type CSSProperties } from 'react';
import { cleanPastedText } from './clean-pasted-text';
import styles from './paste-step.module.css';

interface PasteAreaProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
}

/**
 * The bulk paste area (docs/spec.md §2, §5): filled by pasting, and, unlike the spec, by
 * typing too (issue 47: a keyboard or screen-reader user must be able to enter rows; Tab
 * still leaves the field, so typed values are separated by semicolons, see
 * `splitPastedText`). Lines do not wrap, so the gutter's numbers stay beside their rows;
 * the gutter appears once there is content.
 */
export function PasteArea({ id, value, onChange, describedBy }: PasteAreaProps) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const gutterRef = useRef<HTMLDivElement>(null);
  const lineCount = useMemo(() => (value === '' ? 0 : value.split('\n').length), [value]);
  const lineNumbers = useMemo(
    () => Array.from({ length: lineCount }, (_, index) => index + 1).join('\n'),
    [lineCount],
  );

  const keepGutterAligned = () => {
    if (gutterRef.current !== null && areaRef.current !== null) {
      gutterRef.current.scrollTop = areaRef.current.scrollTop;
    }
  };

  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    const area = event.currentTarget;
    const text = cleanPastedText(event.clipboardData.getData('text/plain'));
    onChange(area.value.slice(0, area.selectionStart) + text + area.value.slice(area.selectionEnd));
  };

  return (
    <div
      className={styles.editor}
      style={
        // Room for the numbers and a space on each side, in character widths.
        lineCount > 0
          ? ({ '--gutter-width': `${String(lineCount).length + 2}ch` } as CSSProperties)
          : undefined
      }
    >
      {lineCount > 0 && (
        <div
          ref={gutterRef}
          className={styles.gutter}
          aria-hidden="true"
          data-testid="line-numbers"
        >
          <pre>{lineNumbers}</pre>
        </div>
      )}
      <textarea
        ref={areaRef}
        id={id}
        className={styles.area}
        value={value}
        wrap="off"
        spellCheck={false}
        autoComplete="off"
        aria-describedby={describedBy}
        onPaste={paste}
        onChange={(event) => onChange(event.target.value)}
        onScroll={keepGutterAligned}
      />
    </div>
  );
}
