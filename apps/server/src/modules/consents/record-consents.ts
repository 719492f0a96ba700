import { splitLocale, type Consents } from '@pr/contracts';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';

/** The versions of the texts people agree to at step 5 (configuration). */
export interface ConsentTextVersions {
  privacyPolicy: string;
  termsOfUse: string;
}

/**
 * Keeps the consents given with a registration as records, in its transaction: which text
 * and version, in which language, through which channel, when (the database's time).
 */
export async function recordConsents(
  tx: Pick<Database, 'insert'>,
  given: Consents,
  registration: { id: string; locale: string; channel: string },
  versions: ConsentTextVersions,
): Promise<void> {
  const language = splitLocale(registration.locale).language;
  const common = { registrationId: registration.id, language, channel: registration.channel };
  await tx
    .insert(consents)
    .values([
      ...(given.privacyPolicy
        ? [{ ...common, kind: 'privacy_policy', textVersion: versions.privacyPolicy }]
        : []),
      ...(given.termsOfUse
        ? [{ ...common, kind: 'terms_of_use', textVersion: versions.termsOfUse }]
        : []),
    ]);
}
