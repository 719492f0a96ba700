import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { normalizeEmail } from '@pr/contracts';
import type { Config } from '../../config';
import { isDatabaseUnavailable } from '../../db/driver-errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../infrastructure/error-handler';
import { messagePage, type FieldErrors, type PageContext } from './pages/account-pages';
import { idpTexts, pageLanguage, type PageLanguage, type TextKey } from './pages/texts';

export type Form = Partial<Record<string, string>>;

/** The profile fields of a sign-up or profile form, an absent field as empty. */
export const profileFields = (form: Form) => ({
  givenName: form.givenName ?? '',
  familyName: form.familyName ?? '',
  companyName: form.companyName ?? '',
  companyEmail: form.companyEmail ?? '',
  companyRegistrationNumber: form.companyRegistrationNumber ?? '',
  companyPhone: form.companyPhone ?? '',
  companyAddress: form.companyAddress ?? '',
});

/** Zod message keys of the account schemas are keys of the page texts. */
export function fieldErrors(error: ZodError): FieldErrors {
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

export function languageOf(
  request: FastifyRequest,
  ...preferences: (string | undefined)[]
): PageLanguage {
  return pageLanguage(
    ...preferences,
    (request.body as Form | undefined)?.lang,
    (request.query as Form).lang,
    request.headers['accept-language'],
  );
}

export const html = (reply: FastifyReply, page: string, status = 200) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(page);

export type IdentityPages = ReturnType<typeof createIdentityPages>;

/**
 * What every sign-in page route shares: the way home, its error pages and its rate limits.
 * Made once, so the per-account limit counts the sign-up, reset and verification routes together.
 */
export function createIdentityPages(
  app: FastifyInstance,
  options: { homeHref: string; limits: Config['accountLimits'] },
) {
  const { homeHref, limits } = options;

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

  // Sign-ups and resets naming one address, from however many client addresses: flooding one
  // mailbox from a botnet meets this limit. Sign-ins have a throttle instead (SignInThrottle):
  // a limit per address alone would let anyone keep its owner out.
  const perAccount = app.createRateLimit({
    max: limits.perAccountPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) =>
      `account:${normalizeEmail((request.body as Form | undefined)?.email ?? '')}`,
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

  const perClient = {
    config: { rateLimit: { max: limits.signInPerClientPerMinute, timeWindow: 60_000 } },
    errorHandler: pageErrors,
  };
  return {
    homeHref,
    /** A page route without a limit of its own. */
    routeOptions: { errorHandler: pageErrors },
    /** Sign-in submissions, per client address. */
    perClient,
    /** Sign-up submissions, per client address and per account. */
    signUpLimit: { ...perClient, preHandler: limitPerAccount },
    /** Reset requests, new passwords and verifications, per client address and per account. */
    resetLimit: {
      config: {
        rateLimit: { max: limits.resetPerClientPer15Minutes, timeWindow: 15 * 60_000 },
      },
      preHandler: limitPerAccount,
      errorHandler: pageErrors,
    },
  };
}
