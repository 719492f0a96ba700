import type { Database } from '../../db/client';
import { createAccount, findAccountByEmail } from '../accounts/accounts';
import type { SignUp } from '../accounts/account-schemas';
import type { PasswordHasher } from '../accounts/passwords';
import type { AccountMails } from './account-mails';
import type { PageContext } from './pages/account-pages';

/**
 * A valid sign-up: a new account and a link to verify its address, or, for an address that
 * has an account already, a mail to its owner. The caller answers the same either way, so the
 * page reveals no accounts.
 */
export async function signUp(
  db: Database,
  passwords: PasswordHasher,
  mails: AccountMails,
  input: SignUp & { locale: string | null },
  ctx: PageContext,
  uid: string,
): Promise<void> {
  const known = await findAccountByEmail(db, input.email);
  if (known) {
    // The same answer, after the same hashing time, as for a new address; its owner learns
    // of the attempt and gets a way in should they have forgotten the password.
    await passwords.hash(input.password);
    await mails.accountExists(known, ctx, uid);
    return;
  }
  const created = await createAccount(db, passwords, input);
  if (created.ok) await mails.verificationLink(created.account, ctx, uid);
}
