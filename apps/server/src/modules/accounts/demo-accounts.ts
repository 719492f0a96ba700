import type { Database } from '../../db/client';
import { createAccount, findAccountByEmail, markEmailVerified } from './accounts';

/** The demo accounts of docs/architecture.md §8; created once, never overwritten. */
export async function seedDemoAccounts(db: Database, staffRole: string): Promise<void> {
  const demo = [
    {
      email: 'installer@example.com',
      password: 'Installer-2024!',
      givenName: 'Marie',
      familyName: 'Dubois',
      companyName: 'Dubois Chauffage SARL',
      companyEmail: 'contact@dubois-chauffage.example',
      locale: 'fr-FR',
    },
    {
      email: 'owner@example.com',
      password: 'Owner-2024!',
      givenName: 'Jean',
      familyName: 'Martin',
      companyName: null,
      companyEmail: null,
      locale: 'fr-FR',
    },
    {
      // Manufacturer staff: the console's user (roles are given, never signed up for).
      email: 'staff@example.com',
      password: 'Staff-2024!',
      givenName: 'Claire',
      familyName: 'Bernard',
      companyName: null,
      companyEmail: null,
      locale: 'fr-FR',
      roles: [staffRole],
    },
  ];
  for (const account of demo) {
    // Hashing is deliberately slow: skip it when the account exists.
    const existing = await findAccountByEmail(db, account.email);
    // The demo addresses are ours (docs/architecture.md §8): nobody needs to verify them.
    if (!existing) await createAccount(db, { ...account, emailVerifiedAt: new Date() });
    else if (existing.emailVerifiedAt === null) await markEmailVerified(db, existing.id);
  }
}
