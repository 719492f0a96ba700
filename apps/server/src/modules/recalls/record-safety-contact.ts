import type { SafetyContact } from '@pr/contracts';
import type { Database } from '../../db/client';
import { safetyContacts } from '../../db/schema';

/** Keeps an owner's safety contact with their registration, in its transaction. */
export async function recordSafetyContact(
  tx: Pick<Database, 'insert'>,
  contact: SafetyContact,
  registrationId: string,
): Promise<void> {
  await tx.insert(safetyContacts).values({ registrationId, email: contact.email });
}
