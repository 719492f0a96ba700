import { useVirtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import styles from './virtual-table.module.css';

/** What a page may ask of the table: bring a row into view, so one of its cells can take the focus. */
export interface VirtualTableHandle {
  scrollToRow: (position: number) => void;
}

interface VirtualTableProps {
  ref?: Ref<VirtualTableHandle>;
  label: string;
  /** Smallest column widths in px; the table scrolls sideways when they exceed the card. */
  columnWidths: readonly number[];
  /** The header row's cells (role="columnheader"). */
  header: ReactNode;
  headerHeight: number;
  rowCount: number;
  rowHeight: number;
  /** The cells of row `index` (role="cell"). */
  renderRow: (index: number) => ReactNode;
}

/**
 * A table that renders only the rows in view (docs/architecture.md §9): thousands of pasted rows stay
 * as fast as twenty. The header stays on top while the rows scroll beneath it.
 */
export function VirtualTable({
  ref,
  label,
  columnWidths,
  header,
  headerHeight,
  rowCount,
  rowHeight,
  renderRow,
}: VirtualTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The build uses no React Compiler, whose memoization this hook's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: headerHeight,
  });
  useImperativeHandle(
    ref,
    () => ({
      scrollToRow: (position) => virtualizer.scrollToIndex(position, { align: 'auto' }),
    }),
    [virtualizer],
  );
  const width = columnWidths.reduce((sum, column) => sum + column, 0);
  // Columns grow in proportion when the card is wider than their sum, and scroll when not.
  const layout = {
    '--table-columns': columnWidths.map((column) => `minmax(${column}px, ${column}fr)`).join(' '),
    '--table-width': `max(100%, ${width}px)`,
    '--header-height': `${headerHeight}px`,
    '--row-height': `${rowHeight}px`,
  } as CSSProperties;

  return (
    // Focusable, so the keyboard can scroll it even where no cell is editable.
    <div
      ref={scrollRef}
      className={styles.scroll}
      style={layout}
      role="table"
      aria-label={label}
      aria-rowcount={rowCount + 1}
      tabIndex={0}
    >
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.row}>
          {header}
        </div>
      </div>
      <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="row"
            aria-rowindex={item.index + 2}
            className={styles.row}
            data-odd={item.index % 2 === 1}
            style={{ transform: `translateY(${item.start - headerHeight}px)` }}
          >
            {renderRow(item.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
