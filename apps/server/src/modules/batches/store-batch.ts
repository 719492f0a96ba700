import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { RECIPIENT_TYPE } from '@pr/contracts';
import type { Database } from '../../db/client';
import { batches, registrations } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import { registrationStored } from '../events/domain-events';
import { recordEvents } from '../events/record-event';
import { creditRegistrations } from '../points/points-ledger';
import { flagAnomalies } from '../reviews/anomaly-rules';
import { SERIAL_HOLDER_PREDICATE } from '../../db/holding';
import type { Tx } from '../registrations/registration-row';
import { supersedePending } from '../registrations/supersede-pending';
import type { ValidRow } from './check-batch-rows';
import type { BatchInput, BatchResult } from './batch-types';
import { addFunnelCounts, storedCounts } from '../funnel/funnel-counts';

/** Where a batch's registrations come from: its installer company and the serials' models. */
export interface BatchOrigin {
  modelOf: ReadonlyMap<string, string>;
  company: { id: string; name: string };
  companyEmail: string;
}

/**
 * Stores the batch and its fresh rows as registrations holding their serials, all or nothing;
 * the pending registrations of others for these serials are superseded.
 */
export async function storeBatch(
  db: Database,
  input: BatchInput,
  rows: { fresh: readonly ValidRow[]; alreadyRegistered: number },
  origin: BatchOrigin,
): Promise<BatchResult> {
  const accountSubject = input.installer.subject;
  const valid = rows.fresh;
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(batches)
      .values({
        idempotencyKey: input.idempotencyKey,
        commandHash: input.commandHash,
        callerName: origin.company.name,
        confirmationEmail: origin.companyEmail,
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
            ...origin,
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
      await flagAnomalies(
        tx,
        stored.map((row) => row.id),
        input.reviewRules,
      );
      await creditRegistrations(tx, stored);
      await supersedePending(
        tx,
        {
          serialNumbers: valid.map(({ row }) => row.serialNumber),
          registrantType: RECIPIENT_TYPE.installer,
        },
        input.textFallback,
      );
      // Last: the counter rows are shared with other registrations until the commit.
      await addFunnelCounts(tx, storedCounts(stored));
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
  tx: Tx,
  rows: readonly ValidRow[],
  context: BatchOrigin & { accountSubject: string; locale: string; batchId: string },
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
      on conflict (serial_number, registrant_type) where ${SERIAL_HOLDER_PREDICATE} do nothing
      returning 1
    )
    select count(*) as count from stored
  `);
  return insertedCountSchema.parse(result).rows[0]?.count ?? 0;
}
