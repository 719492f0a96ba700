import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail, splitLocale, type CurrentUser } from '@pr/contracts';
import { accountErasureSchema, personalDataExportSchema } from '@pr/contracts/personal-data';
import { erasePersonSchema, personLookupSchema } from '@pr/contracts/person-requests';
import { serverTexts } from '../../i18n/server-texts';
import { findAccountByEmail } from '../accounts/accounts';
import { signedInStaff } from '../auth/authentication';
import { auditNameOfEmail, recordStaffAction } from '../console/audit-log';
import { staffRoutes } from '../console/staff-routes';
import { enqueueMail } from '../mail/outbox';
import { erasePerson } from './erase-person';
import { myPersonalData } from './my-personal-data';

/**
 * Staff handling a person's request (`/api/console/people`): everything held about an e-mail
 * address (GDPR art. 15), and its erasure (art. 17) with a reason; each is in the audit log.
 */
export const personRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  const { db } = app.database;
  const defaultLanguage = splitLocale(app.config.defaultLocale).language;

  /**
   * The person an address names, as if signed in with it verified: their account when they
   * have one, and every registration, mail and transfer with the address. Without an account
   * the subject (the audit log's target) is a keyed hash of the address, never the address.
   */
  const personOf = async (email: string): Promise<CurrentUser & { locale: string | null }> => {
    const account = await findAccountByEmail(db, email);
    return {
      subject: account?.id ?? (await auditNameOfEmail(db, email)),
      email: normalizeEmail(email),
      emailVerified: true,
      givenName: null,
      familyName: null,
      company: null,
      companyApplication: null,
      userType: 1,
      isStaff: false,
      locale: account?.locale ?? null,
    };
  };

  app.get(
    '/',
    staffRoute({
      summary: 'Everything held about an e-mail address, as the person would get it (staff)',
      querystring: personLookupSchema,
      response: { 200: personalDataExportSchema },
    }),
    async (request, reply) => {
      const person = await personOf(request.query.email);
      const data = await myPersonalData(db, person);
      await recordStaffAction(db, signedInStaff(request), {
        action: 'export',
        targetType: 'person',
        targetId: person.subject,
        details: { registrations: data.registrations.length, mails: data.mails.length },
      });
      void reply.header('Cache-Control', 'private, no-store');
      return data;
    },
  );

  app.post(
    '/erase',
    staffRoute({
      summary:
        'Erase a person at their request, with a reason: as they could themselves; a mail tells them (staff)',
      body: erasePersonSchema,
      response: { 200: accountErasureSchema },
    }),
    async (request) => {
      const person = await personOf(request.body.email);
      const erased = await erasePerson(db, person, {
        actor: signedInStaff(request),
        reason: request.body.reason,
      });
      await app.mailWorker.forget(request.body.email);
      // A mistyped address held nothing: its owner is told nothing.
      const heldSomething =
        erased.account || erased.registrations + erased.transferRequests + erased.mails > 0;
      if (heldSomething) {
        const language = person.locale ? splitLocale(person.locale).language : defaultLanguage;
        const texts = serverTexts(language).privacy;
        await enqueueMail(db, {
          to: request.body.email,
          subject: texts.accountDeletedSubject,
          text: texts.accountDeletedBody,
          language,
        });
        app.mailWorker.kick();
      }
      return { erased };
    },
  );
};
