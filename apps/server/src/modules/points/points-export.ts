import type { Readable } from 'node:stream';
import { splitLocale, textIn } from '@pr/contracts';
import { isPointsReasonCode, type PointsEntry, type PointsReasonCode } from '@pr/contracts/points';
import type { Database } from '../../db/client';
import { serverTexts, type ServerTexts } from '../../i18n/server-texts';
import { exportCsv, exportXlsx, type ExportSource } from '../console/export-file';
import type { ExportCell, ExportView } from '../console/export-view';
import { statementEntries, type StatementCursor, type StatementFilters } from './company-points';
import { reverseLapsedHolds } from './points-ledger';

type Texts = ServerTexts['pointsExport'];

/** Entries read per query: one batch of the file. */
const BATCH = 1000;

const REASON_WORDS: Record<PointsReasonCode, keyof Texts> = {
  confirmed: 'reasonConfirmed',
  superseded: 'reasonSuperseded',
  expired: 'reasonExpired',
  cancelled: 'reasonCancelled',
  moved: 'reasonMoved',
};

const KIND_WORDS: Record<PointsEntry['kind'], keyof Texts> = {
  credit: 'kindCredit',
  reversal: 'kindReversal',
  adjustment: 'kindAdjustment',
};

/** A code as the view says it: itself for scripts, else its word. */
type Say = (code: string, word: keyof Texts) => string;

/** The statement's columns: the machine key, the header's text, and how an entry fills it. */
const COLUMNS: readonly {
  key: string;
  label: keyof Texts;
  cell: (entry: PointsEntry, say: Say, language: string) => ExportCell;
}[] = [
  { key: 'at', label: 'at', cell: (entry) => ({ date: new Date(entry.at), withTime: true }) },
  { key: 'kind', label: 'kind', cell: (entry, say) => say(entry.kind, KIND_WORDS[entry.kind]) },
  {
    key: 'state',
    label: 'state',
    cell: (entry, say) => say(entry.state, entry.state === 'held' ? 'stateHeld' : 'stateAvailable'),
  },
  { key: 'points', label: 'points', cell: (entry) => entry.points },
  { key: 'serial_number', label: 'serialNumber', cell: (entry) => entry.serialNumber ?? '' },
  {
    key: 'product_name',
    label: 'productName',
    cell: (entry, _say, language) =>
      entry.productName === null ? '' : textIn(entry.productName, language),
  },
  { key: 'product_model', label: 'productModel', cell: (entry) => entry.productModel ?? '' },
  {
    key: 'reason',
    label: 'reason',
    // An automatic entry's code in words; staff's own reason as they wrote it.
    cell: ({ reason }, say) =>
      reason === null
        ? ''
        : isPointsReasonCode(reason)
          ? say(reason, REASON_WORDS[reason])
          : reason,
  },
];

const textsOf = (view: ExportView) => serverTexts(splitLocale(view.locale).language).pointsExport;

/**
 * Every entry of a company's statement matching `filters`, newest first, in batches. Lapsed
 * holds are settled first, as a read of the balance does (docs/points.md).
 */
async function* statementBatches(
  db: Database,
  companyId: string,
  filters: StatementFilters,
): AsyncGenerator<PointsEntry[]> {
  await db.transaction((tx) => reverseLapsedHolds(tx, companyId));
  let cursor: StatementCursor | null = null;
  for (;;) {
    const rows = await statementEntries(db, companyId, filters, cursor, BATCH);
    if (rows.length > 0) yield rows.map(({ cursor: _cursor, ...entry }) => entry);
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    cursor = last.cursor;
  }
}

function source(
  db: Database,
  companyId: string,
  filters: StatementFilters,
  view: ExportView,
): ExportSource<PointsEntry> {
  const texts = view.headers === 'keys' ? null : textsOf(view);
  const say: Say = (code, word) => (texts === null ? code : texts[word]);
  const { language } = splitLocale(view.locale);
  return {
    header: COLUMNS.map((column) => (texts === null ? column.key : texts[column.label])),
    batches: statementBatches(db, companyId, filters),
    cells: (entry) => COLUMNS.map((column) => column.cell(entry, say, language)),
  };
}

/** A company's statement (the entries of `filters`) as CSV or XLSX, streamed. */
export async function pointsExport(
  db: Database,
  companyId: string,
  filters: StatementFilters,
  format: 'csv' | 'xlsx',
  view: ExportView,
): Promise<Readable> {
  const file = source(db, companyId, filters, view);
  return format === 'csv'
    ? exportCsv(file, view)
    : exportXlsx(file, view, view.headers === 'keys' ? 'Points' : textsOf(view).sheetName);
}
