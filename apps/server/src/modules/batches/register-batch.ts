import { installerCompanyOf } from '@pr/contracts';
import type { Database } from '../../db/client';
import { BATCH_KEY_INDEX } from '../../db/schema';
import { isUniqueViolation } from '../../db/driver-errors';
import { HttpError } from '../../infrastructure/error-handler';
import { installerCompanyId } from '../companies/companies';
import { previousAnswer } from './batch-idempotency';
import type { BatchInput, BatchResult } from './batch-types';
import { checkSerials, parseRows } from './check-batch-rows';
import { storeBatch } from './store-batch';

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

  const parsed = parseRows(input.rows);
  const { valid } = parsed;
  const checked = await checkSerials(db, valid, companyId);
  const errors = [...parsed.errors, ...checked.errors];
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

  // The company's own earlier registrations are done already, as a repeated single
  // registration is: a re-uploaded sheet goes through and stores each device once.
  const fresh = valid.filter(({ row }) => checked.holdOf.get(row.serialNumber) !== 'ours');
  try {
    return await storeBatch(
      db,
      input,
      { fresh, alreadyRegistered: valid.length - fresh.length },
      { modelOf: checked.modelOf, company: { ...company, id: companyId }, companyEmail },
    );
  } catch (error) {
    // The same key sent twice at once (two tabs): the first one stored it, the second answers it.
    if (!isUniqueViolation(error, BATCH_KEY_INDEX)) throw error;
    const first = await previousAnswer(db, accountSubject, input);
    if (!first) throw error;
    return first;
  }
}
