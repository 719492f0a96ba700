import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  bulkRegistrationRowSchema,
  installerCompanyOf,
  RECIPIENT_TYPE,
  type BulkRegistrationRow,
  type BulkRowError,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import {
  BATCH_KEY_INDEX,
  batches,
  devices,
  HOLDING_STATUSES,
  registrations,
} from '../../db/schema';
import { supersedePending } from '../registrations/supersede-pending';
import { isUniqueViolation } from '../../db/driver-errors';
import { HttpError } from '../../plugins/error-handler';
import type { Installer } from '../auth/authentication';
import { installerCompanyId } from '../companies/companies';
import type { TextFallback } from '../catalog/localize';
import { registrationStored } from '../events/domain-events';
import { recordEvents } from '../events/record-event';

export interface BatchInput {
  /** The rows as sent: each is validated here, so that every bad row is reported. */
  rows: readonly unknown[];
  countryCode: string;
  /** The e-mail the command names; used only when neither company nor account has one. */
  confirmationEmail: string;
  installer: Installer;
  idempotencyKey: string | null;
  /** A fingerprint of the command as sent, kept with the key (commandFingerprint). */
  commandHash: string;
  locale: string;
  /** The language of mails to registrants whose own language has no texts. */
  textFallback: TextFallback;
}

export interface BatchResult {
  batchId: string;
  registered: number;
  /** Rows the company had registered already: skipped, not errors. */
  alreadyRegistered: number;
  /** True when the Idempotency-Key was seen before: the first batch's answer. */
  repeated: boolean;
}

/** The fingerprint of a command as sent: the same retry gives the same one. */
export function commandFingerprint(command: unknown): string {
  return createHash('sha256').update(JSON.stringify(command)).digest('hex');
}

/** Rows per INSERT: about 25 columns each, far below PostgreSQL's 65,535 bind parameters. */

function fieldOf(path: readonly PropertyKey[]): BulkRowError['field'] {
  const [first] = path;
  if (first === 'serialNumber') return 'serialNumber';
  if (first === 'installationDate') return 'installationDate';
  if (first === 'installationAddress') return 'address';
  return 'row';
}

/**
 * Registers a whole batch or nothing. Every row is validated with the shared schema, then
 * serials are checked against the catalog and earlier installer registrations in one query
 * each; any error is reported per row and nothing is stored.
 */
export async function registerBatch(db: Database, input: BatchInput): Promise<BatchResult> {
  const accountSubject = input.installer.subject;
  if (!input.installer.emailVerified) {
    // Batch rows hold their serials at once, which only a verified registrant may.
    throw new HttpError(
      403,
      'email_not_verified',
      'Confirm the e-mail address of your account before registering devices in bulk.',
    );
  }
  // The token says who the company is, whatever the command says.
  const company = installerCompanyOf(input.installer) ?? input.installer.company;
  const companyEmail = company.email ?? input.confirmationEmail;
  const companyId = await installerCompanyId(db, input.installer);
  const answered = await previousAnswer(db, accountSubject, input);
  if (answered) return answered;

  const errors: BulkRowError[] = [];
  const valid: { index: number; row: BulkRegistrationRow }[] = [];
  const firstRowOfSerial = new Map<string, number>();
  input.rows.forEach((raw, index) => {
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
              // A registration nobody confirmed holds nothing (register-device.ts).
              inArray(registrations.confirmationStatus, [...HOLDING_STATUSES]),
            ),
          ),
      ])
    : [[], []];
  const modelOf = new Map(known.map((d) => [d.serial, d.model]));
  // The company's own earlier registrations are done already, as a repeated single
  // registration is: a re-uploaded sheet goes through and stores each device once.
  const ours = new Set(registered.filter((r) => r.companyId === companyId).map((r) => r.serial));
  const alreadyRegistered = new Set(registered.map((r) => r.serial));
  for (const { index, row } of valid) {
    if (!modelOf.has(row.serialNumber)) {
      errors.push({
        row: index,
        serialNumber: row.serialNumber,
        field: 'serialNumber',
        code: 'unknownSerialNumber',
      });
    } else if (alreadyRegistered.has(row.serialNumber) && !ours.has(row.serialNumber)) {
      errors.push({
        row: index,
        serialNumber: row.serialNumber,
        field: 'serialNumber',
        code: 'alreadyRegistered',
      });
    }
  }
  if (errors.length > 0) {
    // The same key sent twice at once: the other send stored these rows since the first look.
    const stored = await previousAnswer(db, accountSubject, input);
    if (stored) return stored;
    throw new HttpError(
      400,
      'invalid_rows',
      `${new Set(errors.map((e) => e.row)).size} row(s) are invalid.`,
      errors.sort((a, b) => a.row - b.row),
    );
  }

  const fresh = valid.filter(({ row }) => !ours.has(row.serialNumber));
  try {
    return await storeBatch(
      db,
      input,
      { fresh, alreadyRegistered: valid.length - fresh.length },
      modelOf,
      { ...company, id: companyId },
      companyEmail,
    );
  } catch (error) {
    // The same key sent twice at once (two tabs): the first one stored it, the second answers it.
    if (!isUniqueViolation(error, BATCH_KEY_INDEX)) throw error;
    const first = await previousAnswer(db, accountSubject, input);
    if (!first) throw error;
    return first;
  }
}

/**
 * The batch this account sent with `idempotencyKey`, as its send was answered, or null when
 * none was stored (never sent, refused, or still being stored): what a reloaded step 4 asks.
 */
export function batchOfKey(
  db: Database,
  accountSubject: string,
  idempotencyKey: string,
): Promise<BatchResult | null> {
  return previousAnswer(db, accountSubject, { idempotencyKey, commandHash: null });
}

/**
 * The answer of the batch this account already sent with the input's key, if any; 422 when
 * that key came with another command (its rows would silently be dropped otherwise).
 */
async function previousAnswer(
  db: Database,
  accountSubject: string,
  // No command hash: any rows (the caller asks what the key's batch was, not to store one).
  input: Pick<BatchInput, 'idempotencyKey'> & { commandHash: string | null },
): Promise<BatchResult | null> {
  if (!input.idempotencyKey) return null;
  const [previous] = await db
    .select({
      id: batches.id,
      rowCount: batches.rowCount,
      alreadyRegistered: batches.alreadyRegisteredCount,
      commandHash: batches.commandHash,
    })
    .from(batches)
    .where(
      and(
        eq(batches.accountSubject, accountSubject),
        eq(batches.idempotencyKey, input.idempotencyKey),
      ),
    );
  if (!previous) return null;
  const otherRows = previous.commandHash !== null && input.commandHash !== null;
  if (otherRows && previous.commandHash !== input.commandHash) {
    throw new HttpError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was sent with other rows; send new rows with a new key.',
    );
  }
  return {
    batchId: previous.id,
    registered: previous.rowCount,
    alreadyRegistered: previous.alreadyRegistered,
    repeated: true,
  };
}

async function storeBatch(
  db: Database,
  input: BatchInput,
  rows: {
    fresh: readonly { index: number; row: BulkRegistrationRow }[];
    alreadyRegistered: number;
  },
  modelOf: ReadonlyMap<string, string>,
  company: { id: string; name: string },
  companyEmail: string,
): Promise<BatchResult> {
  const accountSubject = input.installer.subject;
  const valid = rows.fresh;
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(batches)
      .values({
        idempotencyKey: input.idempotencyKey,
        commandHash: input.commandHash,
        callerName: company.name,
        confirmationEmail: companyEmail,
        countryCode: input.countryCode,
        rowCount: valid.length,
        alreadyRegisteredCount: rows.alreadyRegistered,
        accountSubject,
      })
      .returning({ id: batches.id });
    if (!batch) throw new Error('batch not stored');
    const inserted =
      valid.length === 0
        ? 0
        : await insertRows(tx, valid, {
            modelOf,
            company,
            companyEmail,
            accountSubject,
            locale: input.locale,
            batchId: batch.id,
          });
    // Someone registered one of these serials since the check: the whole batch stops.
    if (inserted !== valid.length) {
      throw new HttpError(
        409,
        'already_registered',
        'A device of this batch was registered meanwhile; check the rows again.',
      );
    }
    if (valid.length > 0) {
      const stored = await tx
        .select()
        .from(registrations)
        .where(eq(registrations.batchId, batch.id));
      await recordEvents(tx, stored.flatMap(registrationStored));
      await supersedePending(
        tx,
        {
          serialNumbers: valid.map(({ row }) => row.serialNumber),
          registrantType: RECIPIENT_TYPE.installer,
        },
        input.textFallback,
      );
    }
    return {
      batchId: batch.id,
      registered: valid.length,
      alreadyRegistered: rows.alreadyRegistered,
      repeated: false,
    };
  });
}

/** The outcome of `insert … returning`: one row per registration stored. */
const insertedCountSchema = z.object({ rows: z.array(z.object({ count: z.coerce.number() })) });

/**
 * Stores the rows as registrations of the batch in one statement, their values as one JSON
 * parameter that the database turns into rows: Drizzle's builder spent over 2 s writing the
 * SQL of a 10,000-row `values` list. A serial that another registration holds meanwhile is
 * skipped (the caller compares the counts).
 */
async function insertRows(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  rows: readonly { row: BulkRegistrationRow }[],
  context: {
    modelOf: ReadonlyMap<string, string>;
    company: { id: string; name: string };
    companyEmail: string;
    accountSubject: string;
    locale: string;
    batchId: string;
  },
): Promise<number> {
  const values = rows.map(({ row }) => ({
    serial: row.serialNumber,
    model: context.modelOf.get(row.serialNumber) ?? row.productModel,
    day: row.installationDate,
    street: row.installationAddress.street,
    house: row.installationAddress.houseNumber,
    locality: row.installationAddress.locality,
    postal: row.installationAddress.postalCode,
    country: row.installationAddress.country,
    source: row.installationAddress.addressSource,
  }));
  const result = await tx.execute(sql`
    with stored as (
      insert into ${registrations} (
        serial_number, registrant_type, product_model, installation_date, street, house_number,
        locality, postal_code, country, address_source, installer_company_name,
        installer_company_email, company_id, account_subject, locale, channel, batch_id,
        confirmation_status
      )
      select
        row.serial, ${RECIPIENT_TYPE.installer}::smallint, row.model, row.day::timestamptz,
        row.street, row.house, row.locality, row.postal, row.country, row.source,
        ${context.company.name}::text, ${context.companyEmail}::text,
        ${context.company.id}::uuid, ${context.accountSubject}::text, ${context.locale}::text,
        'bulk', ${context.batchId}::uuid, 'not_required'
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as row(
        serial text, model text, day text, street text, house text, locality text,
        postal text, country text, source text
      )
      on conflict (serial_number, registrant_type)
        where confirmation_status in ('confirmed', 'not_required')
        do nothing
      returning 1
    )
    select count(*) as count from stored
  `);
  return insertedCountSchema.parse(result).rows[0]?.count ?? 0;
}
