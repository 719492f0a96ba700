import { and, eq, inArray } from 'drizzle-orm';
import {
  bulkRegistrationRowSchema,
  RECIPIENT_TYPE,
  type BulkRegistrationRow,
  type BulkRowError,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { devices, registrations } from '../../db/schema';
import { holdingCondition } from '../../db/holding';
import { installerHoldOf, type InstallerHold } from '../registrations/whose-registration';

/** A row that passed the shared schema, with its place in the batch. */
export interface ValidRow {
  index: number;
  row: BulkRegistrationRow;
}

function fieldOf(path: readonly PropertyKey[]): BulkRowError['field'] {
  const [first] = path;
  if (first === 'serialNumber') return 'serialNumber';
  if (first === 'installationDate') return 'installationDate';
  if (first === 'installationAddress') return 'address';
  return 'row';
}

/**
 * Validates every row with the shared schema, so that every bad row is reported, and keeps
 * the first row of each serial (a later one is an error).
 */
export function parseRows(rows: readonly unknown[]): { errors: BulkRowError[]; valid: ValidRow[] } {
  const errors: BulkRowError[] = [];
  const valid: ValidRow[] = [];
  const firstRowOfSerial = new Map<string, number>();
  rows.forEach((raw, index) => {
    const parsed = bulkRegistrationRowSchema.safeParse(raw);
    const serial =
      typeof raw === 'object' &&
      raw !== null &&
      'serialNumber' in raw &&
      typeof raw.serialNumber === 'string'
        ? raw.serialNumber
        : null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({
          row: index,
          serialNumber: serial,
          field: fieldOf(issue.path),
          code: issue.message,
        });
      }
      return;
    }
    const seen = firstRowOfSerial.get(parsed.data.serialNumber);
    if (seen !== undefined) {
      errors.push({
        row: index,
        serialNumber: parsed.data.serialNumber,
        field: 'serialNumber',
        code: 'duplicateInBatch',
      });
      return;
    }
    firstRowOfSerial.set(parsed.data.serialNumber, index);
    valid.push({ index, row: parsed.data });
  });
  return { errors, valid };
}

/** What the database says of a batch's serials. */
export interface SerialCheck {
  errors: BulkRowError[];
  /** The product model of each known serial. */
  modelOf: ReadonlyMap<string, string>;
  /** The serials an installer registration holds already: the company's, or another's. */
  holdOf: ReadonlyMap<string, InstallerHold>;
}

/**
 * Checks the rows' serials against the catalog and the installer registrations holding them,
 * in one query each: an unknown serial, or one another company holds, is an error.
 */
export async function checkSerials(
  db: Database,
  valid: readonly ValidRow[],
  companyId: string,
): Promise<SerialCheck> {
  const serials = valid.map(({ row }) => row.serialNumber);
  const [known, registered] = serials.length
    ? await Promise.all([
        db
          .select({ serial: devices.serialNumber, model: devices.productModel })
          .from(devices)
          .where(inArray(devices.serialNumber, serials)),
        db
          .select({ serial: registrations.serialNumber, companyId: registrations.companyId })
          .from(registrations)
          .where(
            and(
              eq(registrations.registrantType, RECIPIENT_TYPE.installer),
              inArray(registrations.serialNumber, serials),
              holdingCondition(registrations.confirmationStatus),
            ),
          ),
      ])
    : [[], []];
  const modelOf = new Map(known.map((d) => [d.serial, d.model]));
  const holdOf = new Map(registered.map((r) => [r.serial, installerHoldOf(r, companyId)]));
  const errors: BulkRowError[] = [];
  for (const { index, row } of valid) {
    if (!modelOf.has(row.serialNumber)) {
      errors.push({
        row: index,
        serialNumber: row.serialNumber,
        field: 'serialNumber',
        code: 'unknownSerialNumber',
      });
    } else if (holdOf.get(row.serialNumber) === 'taken') {
      errors.push({
        row: index,
        serialNumber: row.serialNumber,
        field: 'serialNumber',
        code: 'alreadyRegistered',
      });
    }
  }
  return { errors, modelOf, holdOf };
}
