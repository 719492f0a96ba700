import { and, eq, or } from 'drizzle-orm';
import { splitLocale, type Consents } from '@pr/contracts';
import type { Database } from '../../db/client';
import { accountConsents, consents } from '../../db/schema';

/** The versions of the texts people agree to at step 5 (configuration). */
export interface ConsentTextVersions {
  privacyPolicy: string;
  termsOfUse: string;
}

/**
 * Keeps the consents given with a registration as records, in its transaction: which text
 * and version, in which language, through which channel, when (the database's time). A
 * signed-in account's are also kept once per text version (the first time it agreed), so
 * step 5 need not ask it again until a text changes.
 */
export async function recordConsents(
  tx: Pick<Database, 'insert'>,
  given: Consents,
  registration: { id: string; locale: string; channel: string; accountSubject: string | null },
  versions: ConsentTextVersions,
): Promise<void> {
  const language = splitLocale(registration.locale).language;
  const common = { registrationId: registration.id, language, channel: registration.channel };
  const texts = [
    ...(given.privacyPolicy
      ? [{ kind: 'privacy_policy', textVersion: versions.privacyPolicy }]
      : []),
    ...(given.termsOfUse ? [{ kind: 'terms_of_use', textVersion: versions.termsOfUse }] : []),
  ];
  await tx.insert(consents).values(texts.map((text) => ({ ...common, ...text })));
  const { accountSubject } = registration;
  if (accountSubject === null) return;
  await tx
    .insert(accountConsents)
    .values(texts.map((text) => ({ accountSubject, language, ...text })))
    .onConflictDoNothing();
}

/** The current texts' versions an account agreed to, with when it first did. */
export interface AccountConsentState {
  privacyPolicy: { version: string; givenAt: Date } | null;
  termsOfUse: { version: string; givenAt: Date } | null;
}

/** Whether `subject` agreed to the current version of each text (one look-up by key). */
export async function accountConsentState(
  db: Pick<Database, 'select'>,
  subject: string,
  versions: ConsentTextVersions,
): Promise<AccountConsentState> {
  const rows = await db
    .select({ kind: accountConsents.kind, givenAt: accountConsents.givenAt })
    .from(accountConsents)
    .where(
      and(
        eq(accountConsents.accountSubject, subject),
        or(
          and(
            eq(accountConsents.kind, 'privacy_policy'),
            eq(accountConsents.textVersion, versions.privacyPolicy),
          ),
          and(
            eq(accountConsents.kind, 'terms_of_use'),
            eq(accountConsents.textVersion, versions.termsOfUse),
          ),
        ),
      ),
    );
  const givenAt = (kind: string) => rows.find((row) => row.kind === kind)?.givenAt;
  const privacy = givenAt('privacy_policy');
  const terms = givenAt('terms_of_use');
  return {
    privacyPolicy: privacy ? { version: versions.privacyPolicy, givenAt: privacy } : null,
    termsOfUse: terms ? { version: versions.termsOfUse, givenAt: terms } : null,
  };
}
