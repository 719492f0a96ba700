// The SPA's sign-in as bench/cluster.ts's installers do it, through the embedded provider.
import { createHash, randomBytes } from 'node:crypto';

/** A browser's cookie jar, enough for the provider's interaction. */
class Jar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

/** Why sign-ins failed, step and status, for the figures. */
export const signInFailures = new Map<string, number>();
function failed(step: string, response: Response): null {
  const reason = `${step}: ${response.status}`;
  signInFailures.set(reason, (signInFailures.get(reason) ?? 0) + 1);
  return null;
}

/** The demo installer, whose batches the cluster sends. */
const INSTALLER = { email: 'installer@example.com', password: 'Installer-2024!' };

/** The SPA's sign-in: authorization code with PKCE through the provider's sign-in form. */
export async function signIn(base: string, account = INSTALLER): Promise<string | null> {
  const jar = new Jar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.keep(response);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'product-registration-spa',
    redirect_uri: `${base}/redirect`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'bench',
    nonce: 'bench',
  });
  let response = await go(`/idp/auth?${query.toString()}`);
  const interaction = response.headers.get('location');
  if (response.status !== 303 || interaction === null) return failed('authorize', response);
  response = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(account).toString(),
  });
  let location = response.headers.get('location');
  while (response.status === 303 && location !== null && !location.startsWith(`${base}/redirect`)) {
    response = await go(location);
    location = response.headers.get('location');
  }
  const code = location === null ? null : new URL(location).searchParams.get('code');
  if (code === null) return failed(`interaction (${location ?? 'no redirect'})`, response);
  const token = await go('/idp/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${base}/redirect`,
      client_id: 'product-registration-spa',
      code_verifier: verifier,
    }).toString(),
  });
  if (!token.ok) return failed('token', token);
  return ((await token.json()) as { access_token: string }).access_token;
}
