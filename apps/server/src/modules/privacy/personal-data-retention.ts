import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@pr/contracts';
import type { Database } from '../../db/client';
import { events, mailOutbox, registrations, transferRequests } from '../../db/schema';
import { recordStaffAction } from '../console/audit-log';
import { holdingCondition } from '../../db/holding';
import {
  ERASED_MAIL,
  ERASURE_REASONS,
  neverConfirmedBefore,
  pseudonymiseRegistrations,
} from './erase-personal-data';

/** Any replica may start the job; this lock lets one run it at a time. */
const RETENTION_LOCK_ID = 7_305_512;

/** Who the audit log names for what the job did. */
const RETENTION_JOB: CurrentUser = {
  subject: 'system:personal-data-retention',
  email: null,
  emailVerified: false,
  givenName: null,
  familyName: null,
  company: null,
  companyApplication: null,
  userType: 1,
  isStaff: false,
};

export interface RetentionPolicy {
  /** Days personal data of what never became a confirmed registration is kept. */
  personalDataRetentionDays: number;
  /** Years after installation a confirmed registration keeps its owner's data. */
  warrantyYears: number;
}

export interface RetentionRun {
  neverConfirmed: number;
  warrantyEnded: number;
  transferRequests: number;
  mails: number;
  events: number;
}

const lockSchema = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });

/** Rows of each kind one batch changes in its own transaction: short locks, short statements. */
export const RETENTION_BATCH = 5_000;

const NOTHING: RetentionRun = {
  neverConfirmed: 0,
  warrantyEnded: 0,
  transferRequests: 0,
  mails: 0,
  events: 0,
};

const added = (a: RetentionRun, b: RetentionRun): RetentionRun => ({
  neverConfirmed: a.neverConfirmed + b.neverConfirmed,
  warrantyEnded: a.warrantyEnded + b.warrantyEnded,
  transferRequests: a.transferRequests + b.transferRequests,
  mails: a.mails + b.mails,
  events: a.events + b.events,
});

/**
 * Erases personal data kept longer than the policy allows, a batch at a time, each batch in
 * a transaction of its own under an advisory lock (null when another replica holds it at the
 * start; a replica that takes it between two batches goes on where this one stops):
 * registrations never confirmed (superseded, cancelled, or pending past their link) and
 * confirmed ones past their warranty are pseudonymised; transfer requests done with are
 * deleted; old mails lose recipient and text (their subject stays in the registration's
 * history); old events lose their personal part. Each batch that did something is one entry
 * of the audit log. At 20 million registrations no statement reads more than what is due
 * (the partial indexes of migration 0038) and none changes more than `batchSize` rows.
 */
export async function applyRetention(
  db: Database,
  policy: RetentionPolicy,
  now = new Date(),
  batchSize = RETENTION_BATCH,
): Promise<RetentionRun | null> {
  let total: RetentionRun | null = null;
  for (;;) {
    const batch = await retentionBatch(db, policy, now, batchSize);
    if (batch === null) return total;
    total = added(total ?? NOTHING, batch);
    if (Object.values(batch).every((count) => count < batchSize)) return total;
  }
}

async function retentionBatch(
  db: Database,
  policy: RetentionPolicy,
  now: Date,
  batchSize: number,
): Promise<RetentionRun | null> {
  return db.transaction(async (tx) => {
    const lock = lockSchema.parse(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`),
    );
    if (!lock.rows[0]?.locked) return null;
    const cutoff = new Date(now.getTime() - policy.personalDataRetentionDays * 86_400_000);
    const warrantyCutoff = new Date(now);
    warrantyCutoff.setUTCFullYear(warrantyCutoff.getUTCFullYear() - policy.warrantyYears);

    const run: RetentionRun = {
      neverConfirmed: await pseudonymiseRegistrations(
        tx,
        neverConfirmedBefore(cutoff),
        ERASURE_REASONS.neverConfirmed,
        now,
        batchSize,
      ),
      warrantyEnded: await pseudonymiseRegistrations(
        tx,
        and(
          holdingCondition(registrations.confirmationStatus),
          lt(registrations.installationDate, warrantyCutoff),
        ),
        ERASURE_REASONS.warrantyEnded,
        now,
        batchSize,
      ),
      transferRequests: (
        await tx
          .delete(transferRequests)
          .where(
            inArray(
              transferRequests.id,
              tx
                .select({ id: transferRequests.id })
                .from(transferRequests)
                .where(
                  or(
                    and(
                      eq(transferRequests.status, 'approved'),
                      lt(transferRequests.approvedAt, cutoff),
                    ),
                    and(
                      eq(transferRequests.status, 'pending'),
                      lt(transferRequests.expiresAt, cutoff),
                    ),
                  ),
                )
                .limit(batchSize),
            ),
          )
          .returning({ id: transferRequests.id })
      ).length,
      mails: (
        await tx
          .update(mailOutbox)
          .set(ERASED_MAIL)
          .where(
            inArray(
              mailOutbox.id,
              tx
                .select({ id: mailOutbox.id })
                .from(mailOutbox)
                .where(
                  and(
                    lt(mailOutbox.createdAt, cutoff),
                    ne(mailOutbox.status, 'pending'),
                    ne(mailOutbox.to, ''),
                  ),
                )
                .limit(batchSize),
            ),
          )
          .returning({ id: mailOutbox.id })
      ).length,
      events: (
        await tx
          .update(events)
          .set({ personal: null })
          .where(
            inArray(
              events.id,
              tx
                .select({ id: events.id })
                .from(events)
                .where(and(lt(events.occurredAt, cutoff), isNotNull(events.personal)))
                .limit(batchSize),
            ),
          )
          .returning({ id: events.id })
      ).length,
    };
    if (Object.values(run).some((count) => count > 0)) {
      await recordStaffAction(tx, RETENTION_JOB, {
        action: 'erase_personal_data',
        targetType: 'retention',
        targetId: now.toISOString(),
        details: {
          ...run,
          cutoff: cutoff.toISOString(),
          warrantyCutoff: warrantyCutoff.toISOString(),
        },
      });
    }
    return run;
  });
}
