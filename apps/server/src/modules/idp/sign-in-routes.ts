import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { emailSchema } from '@pr/contracts';
import { fill } from '../../pages/fill-placeholders';
import { findAccountWithCompany, signIn, updateProfile } from '../accounts/accounts';
import { profileSchema, signUpSchema } from '../accounts/account-schemas';
import { SignInThrottle } from '../accounts/sign-in-throttle';
import type { AccountMails } from './account-mails';
import {
  fieldErrors,
  formatWait,
  html,
  languageOf,
  profileFields,
  type Form,
  type IdentityPages,
} from './identity-pages';
import {
  profilePage,
  resetRequestPage,
  signInPage,
  signUpPage,
  verifySentPage,
  type PageContext,
} from './pages/account-pages';
import { idpTexts, type PageLanguage } from './pages/texts';
import { signUp } from './sign-up';
import type { PasswordHasher } from '../accounts/passwords';

export interface SignInRoutesOptions {
  /** Made once the server answers (or at the first use): only these pages wait for it. */
  provider: () => Promise<Provider>;
  pages: IdentityPages;
  mails: AccountMails;
  passwords: PasswordHasher;
}

/**
 * The pages of one sign-in interaction (`/idp/interaction/:uid`): sign-in, sign-up, profile
 * and the password-reset request, each ending the interaction or showing the next page.
 */
export async function signInRoutes(
  app: FastifyInstance,
  options: SignInRoutesOptions,
): Promise<void> {
  const { pages, mails, passwords } = options;
  const { db } = app.database;
  const throttle = new SignInThrottle(app.weightedCounter);

  async function details(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) {
    const provider = await options.provider();
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid !== request.params.uid)
      throw Object.assign(new Error('interaction mismatch'), { statusCode: 400 });
    const params = interaction.params as { ui_locales?: string; ui_flow?: string };
    const language: PageLanguage = languageOf(request, params.ui_locales);
    const ctx: PageContext = {
      language,
      homeHref: pages.homeHref,
      action: `/idp/interaction/${interaction.uid}`,
    };
    return { provider, interaction, params, ctx, t: idpTexts(language) };
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const provider = await options.provider();
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
  }

  /** The profile form of an account, and where its company's verification stands. */
  async function profileOf(accountId: string) {
    const found = await findAccountWithCompany(db, accountId);
    const company = found?.company ?? null;
    const values = {
      givenName: found?.account.givenName ?? '',
      familyName: found?.account.familyName ?? '',
      companyName: company?.name ?? '',
      companyEmail: company?.email ?? '',
      companyRegistrationNumber: company?.registrationNumber ?? '',
      companyPhone: company?.phone ?? '',
      companyAddress: company?.address ?? '',
    };
    return { values, company };
  }

  app.get<{ Params: { uid: string }; Querystring: { view?: string } }>(
    '/idp/interaction/:uid',
    pages.routeOptions,
    async (request, reply) => {
      const { provider, interaction, params, ctx } = await details(request, reply);
      if (interaction.prompt.name === 'consent') {
        // Our SPA is first-party: consent is implied, as in the B2C user flows.
        const grant = interaction.grantId
          ? await provider.Grant.find(interaction.grantId)
          : new provider.Grant({
              accountId: interaction.session?.accountId ?? '',
              clientId: String(interaction.params.client_id),
            });
        if (!grant) throw new Error('grant vanished');
        const missing = interaction.prompt.details as {
          missingOIDCScope?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
          grant.addResourceScope(resource, scopes.join(' '));
        }
        return finish(request, reply, { consent: { grantId: await grant.save() } });
      }
      const view = request.query.view ?? params.ui_flow;
      const sessionAccount = interaction.session?.accountId;
      if (view === 'profile' && sessionAccount) {
        const { values, company } = await profileOf(sessionAccount);
        return html(reply, profilePage(ctx, values, {}, company));
      }
      if (view === 'signup') return html(reply, signUpPage(ctx));
      if (view === 'reset') return html(reply, resetRequestPage(ctx));
      return html(reply, signInPage(ctx));
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/idp/interaction/:uid/login',
    pages.perClient,
    async (request, reply) => {
      const { provider, params, ctx, t } = await details(request, reply);
      const email = request.body.email ?? '';
      const waitText = (waitMs: number) =>
        fill(t.signInWait, { wait: formatWait(ctx.language, waitMs) });
      const waiting = await throttle.waitMs(email, request.ip);
      if (waiting > 0) {
        // Not even checked: a guess made during the wait would learn as much as any other.
        void reply.header('retry-after', String(Math.ceil(waiting / 1000)));
        return html(
          reply,
          signInPage(ctx, { email, message: { kind: 'error', text: waitText(waiting) } }),
          429,
        );
      }
      const result = await signIn(db, passwords, email, request.body.password ?? '');
      if (!result.ok) {
        const waitMs = await throttle.failed(email, request.ip);
        // The failure that starts a wait says so at once, rather than at the next try.
        const text = waitMs > 0 ? waitText(waitMs) : t.invalidCredentials;
        if (waitMs > 0) void reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        return html(reply, signInPage(ctx, { email, message: { kind: 'error', text } }), 401);
      }
      await throttle.succeeded(email, request.ip);
      if (result.account.emailVerifiedAt === null) {
        // The password is right, so saying so reveals nothing; the owner gets a fresh link.
        await mails.verificationLink(result.account, ctx, request.params.uid);
        return html(
          reply,
          signInPage(ctx, { email, message: { kind: 'info', text: t.unverifiedSignIn } }),
          403,
        );
      }
      const login = { login: { accountId: result.account.id } };
      if (params.ui_flow === 'profile') {
        await provider.interactionResult(request.raw, reply.raw, login, {
          mergeWithLastSubmission: false,
        });
        const { values, company } = await profileOf(result.account.id);
        return html(reply, profilePage(ctx, values, {}, company));
      }
      return finish(request, reply, login);
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/idp/interaction/:uid/signup',
    pages.signUpLimit,
    async (request, reply) => {
      const { params, ctx } = await details(request, reply);
      const parsed = signUpSchema.safeParse({
        email: request.body.email ?? '',
        password: request.body.password ?? '',
        ...profileFields(request.body),
      });
      if (!parsed.success)
        return html(reply, signUpPage(ctx, request.body, fieldErrors(parsed.error)), 400);
      await signUp(
        db,
        passwords,
        mails,
        { ...parsed.data, locale: params.ui_locales?.split(' ')[0] ?? null },
        ctx,
        request.params.uid,
      );
      return html(reply, verifySentPage(ctx, parsed.data.email.trim()));
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/idp/interaction/:uid/profile',
    pages.routeOptions,
    async (request, reply) => {
      const { interaction, ctx } = await details(request, reply);
      const accountId = interaction.result?.login?.accountId ?? interaction.session?.accountId;
      if (!accountId) return html(reply, signInPage(ctx));
      const parsed = profileSchema.safeParse(profileFields(request.body));
      if (!parsed.success) {
        const { company } = await profileOf(accountId);
        return html(reply, profilePage(ctx, request.body, fieldErrors(parsed.error), company), 400);
      }
      await updateProfile(db, accountId, parsed.data);
      return finish(request, reply, { login: { accountId } });
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/idp/interaction/:uid/reset',
    pages.resetLimit,
    async (request, reply) => {
      const { ctx, t } = await details(request, reply);
      const email = (request.body.email ?? '').trim();
      if (!email) return html(reply, resetRequestPage(ctx, { email, error: t.required }), 400);
      if (!emailSchema.safeParse(email).success) {
        return html(reply, resetRequestPage(ctx, { email, error: t.invalidEmail }), 400);
      }
      await mails.passwordReset(email, ctx, request.params.uid);
      // The same answer whether or not the account exists: the page reveals no accounts.
      return html(reply, resetRequestPage(ctx, { sent: true }));
    },
  );
}
