import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installerCompanyOf, type CurrentUser } from '@pr/contracts';
import { HttpError } from '../../infrastructure/error-handler';
import type { AccessTokenVerifier } from './access-token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set when the request carries a valid bearer token: a user's, or, on a route an API
     * client may call, the user that client acts as there.
     */
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** The OAuth token endpoint: its Authorization header is a client's Basic credentials. */
    basicClientAuthentication?: boolean;
  }
}

/** Bearer tokens of another kind than users' (API clients'), with their own checks. */
export interface OtherBearers {
  /** Whether the token is of this kind (cheap, unverified: only picks the verifier). */
  claims(token: string): boolean;
  /** Verifies the token and settles what the caller may do here, or throws 401/403/429. */
  authenticate(request: FastifyRequest, reply: FastifyReply, token: string): Promise<CurrentUser>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || request.routeOptions.config.basicClientAuthentication === true) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new HttpError(401, 'invalid_token', 'The Authorization header must be "Bearer <token>".');
  return match[1];
}

/**
 * Reads the bearer token of every request; a bad token is a 401 even on public routes. It
 * runs before the body is read (`onRequest`), so a route settles who may call it in a
 * `preParsing` hook of its own (after its rate limit counted the request) and a refused
 * caller's body is never parsed.
 */
export function registerAuthentication(
  app: FastifyInstance,
  verify: AccessTokenVerifier,
  others?: OtherBearers,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    try {
      const token = bearerToken(request);
      if (token) {
        request.user = others?.claims(token)
          ? await others.authenticate(request, reply, token)
          : await verify(token);
      }
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        reply.header(
          'WWW-Authenticate',
          `Bearer error="invalid_token", error_description="${error.message}"`,
        );
      }
      throw error;
    }
  });
}

export type Installer = CurrentUser & { company: NonNullable<CurrentUser['company']> };

/** The signed-in caller, or 401. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  return signedIn(request.user);
}

function signedIn(user: CurrentUser | null | undefined): CurrentUser {
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to use this.');
  return user;
}

/** `user` as an installer (an account with a company, by the one rule of contracts), or 401/403. */
export function asInstaller(user: CurrentUser | null | undefined): Installer {
  const account = signedIn(user);
  const { company } = account;
  // The second test only narrows the type: the company rule is installerCompanyOf's.
  if (installerCompanyOf(account) === null || company === null) {
    throw new HttpError(
      403,
      'not_an_installer',
      'Your user profile is not configured as an installer.',
    );
  }
  return { ...account, company };
}

/** The signed-in installer, or 401/403. */
export function signedInInstaller(request: FastifyRequest): Installer {
  return asInstaller(request.user);
}

/** preParsing: a signed-in user is required. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  signedInUser(request);
}

/** preParsing: a signed-in installer is required. */
export async function requireInstaller(request: FastifyRequest): Promise<void> {
  signedInInstaller(request);
}

/** The signed-in manufacturer staff member (the console's user), or 401/403. */
export function signedInStaff(request: FastifyRequest): CurrentUser {
  const user = signedInUser(request);
  if (!user.isStaff) {
    throw new HttpError(403, 'not_staff', 'The console is for the manufacturer’s staff only.');
  }
  return user;
}

/** onRequest or preParsing: manufacturer staff only. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  signedInStaff(request);
}
