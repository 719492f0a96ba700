import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import type { SignUp } from './account-schemas';
import type { PasswordHasher } from './passwords';
import { createAccount, findAccountByEmail, markEmailVerified } from './accounts';

type DemoAccount = SignUp & { locale: string; roles?: string[] };

/** The demo accounts of docs/architecture.md §8. */
export function demoAccounts(staffRole: string): DemoAccount[] {
  return [
    {
      email: 'installer@example.com',
      password: 'Installer-2024!',
      givenName: 'Marie',
      familyName: 'Dubois',
      company: {
        name: 'Dubois Chauffage SARL',
        email: 'contact@dubois-chauffage.example',
        registrationNumber: 'FR40123456824',
        phone: '+33 1 23 45 67 89',
        address: '8 Rue de Rivoli, 75004 Paris, France',
      },
      locale: 'fr-FR',
    },
    {
      email: 'owner@example.com',
      password: 'Owner-2024!',
      givenName: 'Jean',
      familyName: 'Martin',
      company: null,
      locale: 'fr-FR',
    },
    {
      // Manufacturer staff: the console's user (roles are given, never signed up for).
      email: 'staff@example.com',
      password: 'Staff-2024!',
      givenName: 'Claire',
      familyName: 'Bernard',
      company: null,
      locale: 'fr-FR',
      roles: [staffRole],
    },
  ];
}

/** Creates the demo accounts once, never overwritten. */
export async function seedDemoAccounts(
  db: Database,
  passwords: PasswordHasher,
  staffRole: string,
): Promise<void> {
  for (const account of demoAccounts(staffRole)) {
    // Hashing is deliberately slow: skip it when the account exists.
    const existing = await findAccountByEmail(db, account.email);
    // The demo addresses are ours (docs/architecture.md §8): nobody needs to verify them.
    if (!existing) await createAccount(db, passwords, { ...account, emailVerifiedAt: new Date() });
    else if (existing.emailVerifiedAt === null) await markEmailVerified(db, existing.id);
  }
  // The demo installer's company is one staff have verified (docs/architecture.md §8).
  const installer = await findAccountByEmail(db, 'installer@example.com');
  if (installer?.companyId) {
    await db
      .update(companies)
      .set({ status: 'approved', decidedAt: new Date(), decidedBy: 'demo data' })
      .where(and(eq(companies.id, installer.companyId), ne(companies.status, 'approved')));
  }
}
