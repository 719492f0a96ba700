import { readFileSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { ZodError } from 'zod';
import { emailSchema } from '@pr/contracts';
import { isDatabaseUnavailable } from '../../db/driver-errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler';
import {
  completePasswordReset,
  createAccount,
  createEmailVerification,
  createPasswordReset,
  findAccountByEmail,
  findAccountWithCompany,
  findEmailVerification,
  isPasswordResetValid,
  signIn,
  updateProfile,
  verifyEmail,
  type Account,
} from '../accounts/accounts';
import { hashPassword } from '../accounts/passwords';
import { SignInThrottle } from '../accounts/sign-in-throttle';
import { passwordSchema, profileSchema, signUpSchema } from '../accounts/account-schemas';
import { enqueueMail, mailsToAddressToday } from '../mail/outbox';
import {
  accountExistsMail,
  messagePage,
  newPasswordPage,
  profilePage,
  resetMail,
  resetRequestPage,
  signInPage,
  signUpPage,
  verifyEmailPage,
  verifyMail,
  verifySentPage,
  type FieldErrors,
  type PageContext,
} from './pages/account-pages';
import { idpTexts, pageLanguage, type PageLanguage, type TextKey } from './pages/texts';
import { SERVER_ROOT } from '../../server-root';

export interface InteractionRoutesOptions {
  /** Made once the server answers (or at the first use): only these pages wait for it. */
  provider: () => Promise<Provider>;
}

type Form = Partial<Record<string, string>>;

/** The profile fields of a sign-up or profile form, an absent field as empty. */
const profileFields = (form: Form) => ({
  givenName: form.givenName ?? '',
  familyName: form.familyName ?? '',
  companyName: form.companyName ?? '',
  companyEmail: form.companyEmail ?? '',
  companyRegistrationNumber: form.companyRegistrationNumber ?? '',
  companyPhone: form.companyPhone ?? '',
  companyAddress: form.companyAddress ?? '',
});

const asset = (name: string) =>
  readFileSync(path.join(SERVER_ROOT, 'src/modules/idp/assets', name), 'utf8');

/** Zod message keys of the account schemas are keys of the page texts. */
function fieldErrors(error: ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    const key = (issue.message === 'email' ? 'invalidEmail' : issue.message) as TextKey;
    result[name] ??= key in idpTexts('en') ? key : 'required';
  }
  return result;
}

/** A wait as a person reads it in their language: "30 secondes", "2 Minuten". */
export function formatWait(language: PageLanguage, waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

/**
 * Our own sign-in, sign-up, password-reset and profile pages for the embedded provider
 * (the B2C user flows the spec names), in the user's language, without third-party assets.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  options: InteractionRoutesOptions,
): Promise<void> {
  const { db } = app.database;
  const { publicBaseUrl, accountLimits: limits } = app.config;
  const onMailQueued = () => app.mailWorker.kick();
  const homeHref = `${publicBaseUrl}/`;
  await app.register(formbody);

  const logoutJs = asset('logout.js');
  app.get('/idp/assets/logout.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(logoutJs),
  );

  const languageOf = (request: FastifyRequest, ...preferences: (string | undefined)[]) =>
    pageLanguage(
      ...preferences,
      (request.body as Form | undefined)?.lang,
      (request.query as Form).lang,
      request.headers['accept-language'],
    );

  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(page);

  /** Rate-limit and expired-interaction failures as pages, not JSON: a person reads them. */
  const pageErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    const t = idpTexts(language);
    const ctx: PageContext = { language, homeHref, action: homeHref };
    if (error.statusCode === 429) {
      const text = error.code === 'ACCOUNT_RATE_LIMITED' ? t.tooManyForAccount : t.tooManyRequests;
      return html(reply, messagePage(ctx, t.signInTitle, text), 429);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return html(reply, messagePage(ctx, t.unavailableTitle, t.unavailableIntro), 503);
    }
    if (error.name === 'SessionNotFound' || (error.statusCode ?? 500) < 500) {
      return html(reply, messagePage(ctx, t.errorTitle, t.errorIntro), 400);
    }
    request.log.error({ err: error }, 'sign-in page failed');
    return html(reply, messagePage(ctx, t.errorTitle, t.errorIntro), 500);
  };

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
    const ctx: PageContext = { language, homeHref, action: `/idp/interaction/${interaction.uid}` };
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

  // Sign-ups and resets naming one address, from however many client addresses: flooding one
  // mailbox from a botnet meets this limit. Sign-ins have the throttle below instead: a limit
  // per address alone would let anyone keep its owner out.
  const perAccount = app.createRateLimit({
    max: limits.perAccountPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) =>
      `account:${((request.body as Form | undefined)?.email ?? '').trim().toLowerCase()}`,
  });
  const limitPerAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perAccount(request);
    if (!limit.isAllowed && limit.isExceeded) {
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw Object.assign(new Error('too many attempts for this account'), {
        statusCode: 429,
        code: 'ACCOUNT_RATE_LIMITED',
      });
    }
  };

  const routeOptions = { errorHandler: pageErrors };
  const perClient = {
    config: { rateLimit: { max: limits.signInPerClientPerMinute, timeWindow: 60_000 } },
    errorHandler: pageErrors,
  };
  const signUpLimit = { ...perClient, preHandler: limitPerAccount };
  const throttle = new SignInThrottle(app.weightedCounter);
  const resetLimit = {
    config: {
      rateLimit: { max: limits.resetPerClientPer15Minutes, timeWindow: 15 * 60_000 },
    },
    preHandler: limitPerAccount,
    errorHandler: pageErrors,
  };

  /**
   * Mails one address may still get today from these pages (a mailbox is no target). Only
   * account mails count: registrations naming the address cannot use up its resets.
   */
  const mayMail = async (to: string) =>
    (await mailsToAddressToday(db, to, 'account')) < limits.mailsPerAddressPerDay;

  /** Mails a link confirming the account's address, unless the address had enough mail today. */
  async function mailVerificationLink(account: Account, ctx: PageContext, uid: string) {
    if (!(await mayMail(account.email))) return;
    const token = await createEmailVerification(db, account.id);
    const link = `${publicBaseUrl}/idp/verify/${token}?lang=${ctx.language}&interaction=${encodeURIComponent(uid)}`;
    await enqueueMail(db, {
      to: account.email,
      language: ctx.language,
      ...verifyMail(ctx.language, account.givenName, link),
    });
    onMailQueued();
  }

  app.get<{ Params: { uid: string }; Querystring: { view?: string } }>(
    '/idp/interaction/:uid',
    routeOptions,
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
    perClient,
    async (request, reply) => {
      const { provider, params, ctx, t } = await details(request, reply);
      const email = request.body.email ?? '';
      const waitText = (waitMs: number) =>
        t.signInWait.replace('{wait}', formatWait(ctx.language, waitMs));
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
      const result = await signIn(db, email, request.body.password ?? '');
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
        await mailVerificationLink(result.account, ctx, request.params.uid);
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
    signUpLimit,
    async (request, reply) => {
      const { params, ctx } = await details(request, reply);
      const parsed = signUpSchema.safeParse({
        email: request.body.email ?? '',
        password: request.body.password ?? '',
        ...profileFields(request.body),
      });
      if (!parsed.success)
        return html(reply, signUpPage(ctx, request.body, fieldErrors(parsed.error)), 400);
      const known = await findAccountByEmail(db, parsed.data.email);
      if (known) {
        // The same answer, after the same hashing time, as for a new address; its owner learns
        // of the attempt and gets a way in should they have forgotten the password.
        await hashPassword(parsed.data.password);
        if (await mayMail(known.email)) {
          const reset = await createPasswordReset(db, known.email);
          if (reset) {
            const link = `${publicBaseUrl}/idp/reset/${reset.token}?lang=${ctx.language}&interaction=${encodeURIComponent(request.params.uid)}`;
            await enqueueMail(db, {
              to: known.email,
              language: ctx.language,
              ...accountExistsMail(ctx.language, known.givenName, link),
            });
            onMailQueued();
          }
        }
      } else {
        const created = await createAccount(db, {
          ...parsed.data,
          locale: params.ui_locales?.split(' ')[0] ?? null,
        });
        if (created.ok) await mailVerificationLink(created.account, ctx, request.params.uid);
      }
      return html(reply, verifySentPage(ctx, parsed.data.email.trim()));
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/idp/interaction/:uid/profile',
    routeOptions,
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
    resetLimit,
    async (request, reply) => {
      const { ctx, t } = await details(request, reply);
      const email = (request.body.email ?? '').trim();
      if (!email) return html(reply, resetRequestPage(ctx, { email, error: t.required }), 400);
      if (!emailSchema.safeParse(email).success) {
        return html(reply, resetRequestPage(ctx, { email, error: t.invalidEmail }), 400);
      }
      // Past a few links a day, requests for the address are answered but mail nobody: the
      // reset page must not become a way to flood someone's mailbox.
      const reset = (await mayMail(email)) ? await createPasswordReset(db, email) : undefined;
      if (reset) {
        const link = `${publicBaseUrl}/idp/reset/${reset.token}?lang=${ctx.language}&interaction=${encodeURIComponent(request.params.uid)}`;
        const mail = resetMail(ctx.language, reset.account.givenName, link);
        await enqueueMail(db, { to: reset.account.email, language: ctx.language, ...mail });
        onMailQueued();
      }
      // The same answer whether or not the account exists: the page reveals no accounts.
      return html(reply, resetRequestPage(ctx, { sent: true }));
    },
  );

  /** The page context of a mailed link's page, and the way back to its sign-in. */
  const linkContext = (
    request: FastifyRequest<{ Params: { token: string } }>,
    base: '/idp/reset' | '/idp/verify',
  ) => {
    const query = request.query as Form;
    const language = languageOf(request);
    const interaction =
      query.interaction && /^[\w-]+$/.test(query.interaction) ? query.interaction : undefined;
    const ctx: PageContext = {
      language,
      homeHref,
      action: `${base}/${encodeURIComponent(request.params.token)}?lang=${language}${interaction ? `&interaction=${interaction}` : ''}`,
    };
    return {
      ctx,
      signInHref: interaction ? `/idp/interaction/${interaction}` : homeHref,
      t: idpTexts(language),
    };
  };

  app.get<{ Params: { token: string } }>(
    '/idp/reset/:token',
    routeOptions,
    async (request, reply) => {
      const { ctx, signInHref } = linkContext(request, '/idp/reset');
      const valid = await isPasswordResetValid(db, request.params.token);
      return html(
        reply,
        newPasswordPage(ctx, { invalidLink: !valid, signInHref }),
        valid ? 200 : 410,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: Form }>(
    '/idp/reset/:token',
    resetLimit,
    async (request, reply) => {
      const { ctx, signInHref, t } = linkContext(request, '/idp/reset');
      const parsed = passwordSchema.safeParse(request.body.password ?? '');
      if (!parsed.success) {
        const key = (parsed.error.issues[0]?.message ?? 'required') as TextKey;
        return html(reply, newPasswordPage(ctx, { error: t[key], signInHref }), 400);
      }
      const done = await completePasswordReset(db, request.params.token, parsed.data);
      return html(
        reply,
        newPasswordPage(ctx, { done, invalidLink: !done, signInHref }),
        done ? 200 : 410,
      );
    },
  );

  app.get<{ Params: { token: string } }>(
    '/idp/verify/:token',
    routeOptions,
    async (request, reply) => {
      const { ctx, signInHref } = linkContext(request, '/idp/verify');
      const email = await findEmailVerification(db, request.params.token);
      return html(
        reply,
        verifyEmailPage(ctx, { ...(email === undefined ? {} : { email }), signInHref }),
        email === undefined ? 410 : 200,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: Form }>(
    '/idp/verify/:token',
    resetLimit,
    async (request, reply) => {
      const { ctx, signInHref } = linkContext(request, '/idp/verify');
      const done = await verifyEmail(db, request.params.token);
      return html(reply, verifyEmailPage(ctx, { done, signInHref }), done ? 200 : 410);
    },
  );
}

/** Paths under /idp that are our pages rather than the provider's endpoints. */
export function isOwnIdentityPath(pathWithinIdp: string): boolean {
  return /^\/(interaction\/|reset\/|verify\/|assets\/)/.test(pathWithinIdp);
}
