import type { Database } from '../../db/client';
import { createEmailVerification, createPasswordReset, type Account } from '../accounts/accounts';
import { enqueueMail, mailsToAddressToday, type OutgoingMail } from '../mail/outbox';
import { accountExistsMail, resetMail, verifyMail, type PageContext } from './pages/account-pages';

export interface AccountMailOptions {
  db: Database;
  publicBaseUrl: string;
  /** Verification, reset and account-exists mails to one address per day. */
  mailsPerAddressPerDay: number;
  /** Asks the mail worker to send now rather than at its next poll. */
  onMailQueued: () => void;
}

export type AccountMails = ReturnType<typeof createAccountMails>;

/**
 * The mails of the sign-in pages: address verification, password reset and "you already have
 * an account", each with a link back to the interaction it started from.
 */
export function createAccountMails(options: AccountMailOptions) {
  const { db } = options;
  const link = (kind: 'reset' | 'verify', token: string, ctx: PageContext, uid: string) =>
    `${options.publicBaseUrl}/idp/${kind}/${token}?lang=${ctx.language}&interaction=${encodeURIComponent(uid)}`;
  const send = async (mail: OutgoingMail) => {
    await enqueueMail(db, mail);
    options.onMailQueued();
  };

  /**
   * Mails one address may still get today from these pages (a mailbox is no target). Only
   * account mails count: registrations naming the address cannot use up its resets.
   */
  const mayMail = async (to: string) =>
    (await mailsToAddressToday(db, to, 'account')) < options.mailsPerAddressPerDay;

  return {
    /** Mails a link confirming the account's address, unless the address had enough mail today. */
    async verificationLink(account: Account, ctx: PageContext, uid: string): Promise<void> {
      if (!(await mayMail(account.email))) return;
      const token = await createEmailVerification(db, account.id);
      await send({
        to: account.email,
        language: ctx.language,
        ...verifyMail(ctx.language, account.givenName, link('verify', token, ctx, uid)),
      });
    },

    /** Tells the owner of a signed-up address that it has an account, with a way back in. */
    async accountExists(known: Account, ctx: PageContext, uid: string): Promise<void> {
      if (!(await mayMail(known.email))) return;
      const reset = await createPasswordReset(db, known.email);
      if (!reset) return;
      await send({
        to: known.email,
        language: ctx.language,
        ...accountExistsMail(ctx.language, known.givenName, link('reset', reset.token, ctx, uid)),
      });
    },

    /** Mails a reset link when the address has an account and had few mails today. */
    async passwordReset(email: string, ctx: PageContext, uid: string): Promise<void> {
      // Past a few links a day, requests for the address are answered but mail nobody: the
      // reset page must not become a way to flood someone's mailbox.
      const reset = (await mayMail(email)) ? await createPasswordReset(db, email) : undefined;
      if (!reset) return;
      const mail = resetMail(
        ctx.language,
        reset.account.givenName,
        link('reset', reset.token, ctx, uid),
      );
      await send({ to: reset.account.email, language: ctx.language, ...mail });
    },
  };
}
