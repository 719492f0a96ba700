import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { useTestApp } from './test-app';

/** A tiny cookie jar and form client driving the embedded provider like a browser would. */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  /** `remoteAddress`: the browser's address, for tests that must not share another's limits. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.expires && cookie.expires.getTime() < Date.now()) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      method: 'GET',
      url,
      headers: { ...headers, cookie: this.cookieHeader() },
    });
    this.remember(response);
    return response;
  }

  async post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      method: 'POST',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: { cookie: this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    this.remember(response);
    return response;
  }
}

export const CLIENT_ID = 'product-registration-spa';
export const REDIRECT_URI = 'http://localhost:8080/redirect';

const pathOf = (location: string | string[] | number | undefined) => {
  const url = new URL(String(location), 'http://localhost:8080');
  return `${url.pathname}${url.search}`;
};

export interface AuthorizationStart {
  interactionPath: string;
  verifier: string;
}

/** Starts an authorization-code request with PKCE; answers the interaction page's path. */
export async function startAuthorization(
  session: BrowserSession,
  extra: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    ui_locales: 'fr-FR',
    ...extra,
  });
  const response = await session.get(`/idp/auth?${query.toString()}`);
  if (response.statusCode !== 303)
    throw new Error(`authorize: ${response.statusCode} ${response.body}`);
  return { interactionPath: pathOf(response.headers.location), verifier };
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
}

/** Follows the redirect after a finished interaction up to the code, and redeems it. */
export async function completeAuthorization(
  session: BrowserSession,
  finished: LightMyRequestResponse,
  verifier: string,
): Promise<Tokens> {
  if (finished.statusCode !== 303)
    throw new Error(`interaction: ${finished.statusCode} ${finished.body}`);
  let response = await session.get(pathOf(finished.headers.location));
  // A fresh grant may pass through the consent interaction first.
  while (response.statusCode === 303 && pathOf(response.headers.location).startsWith('/idp/')) {
    response = await session.get(pathOf(response.headers.location));
  }
  const callback = new URL(String(response.headers.location));
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.toString()}`);
  const token = await session.post('/idp/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
    code_verifier: verifier,
  });
  if (token.statusCode !== 200) throw new Error(`token: ${token.statusCode} ${token.body}`);
  return token.json<Tokens>();
}

/** The whole sign-in of an existing account through the provider's sign-in page. */
export async function signInThroughProvider(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ tokens: Tokens; session: BrowserSession }> {
  const session = new BrowserSession(app);
  const { interactionPath, verifier } = await startAuthorization(session);
  const finished = await session.post(`${interactionPath}/login`, { email, password });
  return { tokens: await completeAuthorization(session, finished, verifier), session };
}

export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header = '', payload = ''] = token.split('.');
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: decode(header), payload: decode(payload) };
}

/** The SPA's token refresh: the refresh token for fresh tokens. */
export function refreshTokens(
  app: FastifyInstance,
  refreshToken: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/idp/token',
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken ?? '',
      client_id: CLIENT_ID,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * The PGlite test app of the enclosing `describe`, whose log lines, info and up, go to `logs`:
 * what must never be logged.
 */
export const useLoggedTestApp = (logs: string[]) =>
  useTestApp('pglite', { LOG_LEVEL: 'info' }, { logStream: { write: (line) => logs.push(line) } });

/** The demo accounts' passwords and those the identity tests choose. */
const TEST_PASSWORDS = ['Installer-2024!', 'Owner-2024!', 'Anne-Neuve-2024', 'Owner-New-2025'];

/** Whether any password of the identity tests reached the log (nothing logged fails too). */
export function passwordsIn(logs: string[]): string[] | 'no log' {
  const text = logs.join('\n');
  return text.length === 0 ? 'no log' : TEST_PASSWORDS.filter((secret) => text.includes(secret));
}

/**
 * For a test that checks many passwords: each costs an scrypt hash of 128 MiB (OWASP's
 * parameters, as in production), seconds apiece on a busy 2-core machine.
 */
export const PASSWORD_HASHING_TEST_TIMEOUT_MS = 120_000;

/** The Authorization header of a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
