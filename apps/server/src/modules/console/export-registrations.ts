import type { Readable } from 'node:stream';
import type { ConsoleRegistration } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { allRegistrations, type RegistrationFilters } from './search-registrations';
import { exportCsv, exportXlsx, type ExportSource } from './export-file';
import { headerRow, rowCells, sheetName, type ExportView } from './export-view';

export { neutralised, sendExport } from './export-file';

const source = (
  db: Database,
  filters: RegistrationFilters,
  view: ExportView,
): ExportSource<ConsoleRegistration> => ({
  header: headerRow(view),
  batches: allRegistrations(db, filters),
  cells: (row) => rowCells(row, view),
});

/** The filtered registrations as CSV (UTF-8 with a BOM, so Excel reads the accents). */
export async function registrationsCsv(
  db: Database,
  filters: RegistrationFilters,
  view: ExportView,
): Promise<Readable> {
  return exportCsv(source(db, filters, view), view);
}

/** The filtered registrations as an XLSX workbook, streamed a batch at a time. */
export async function registrationsXlsx(
  db: Database,
  filters: RegistrationFilters,
  view: ExportView,
): Promise<Readable> {
  return exportXlsx(source(db, filters, view), view, sheetName(view));
}
