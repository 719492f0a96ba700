import type { ClaimNames, LocaleCode } from '@pr/contracts';
import type { User, UserManager } from 'oidc-client-ts';
import { reportProblem } from '../telemetry/report-problem';
import { setAuthStatus, setCurrentUser, type AuthStatus } from './auth-store';
import { currentUserFromSession } from './current-user';

export interface AuthSession {
  userManager: UserManager;
  claims: ClaimNames;
  /** The locale of unprefixed paths, for the provider's page language. */
  defaultLocale: LocaleCode;
}

let session: AuthSession | null = null;
let stopListening: () => void = () => undefined;
let renewal: Promise<User | null> | null = null;

/** The session started at start-up; the sign-in functions and the API client use it. */
export function getAuthSession(): AuthSession {
  if (session === null) throw new Error('The sign-in session is used before startAuthSession');
  return session;
}

/** Writes an oidc-client-ts user (or its absence) to the auth store. */
export function syncUser(user: User | null): void {
  setCurrentUser(currentUserFromSession(user, getAuthSession().claims));
}

/**
 * An OAuth error answer from the provider (oidc-client-ts's ErrorResponse, recognised by
 * its name so this module does not load the client: it stays out of the initial JS).
 */
export function isProviderRefusal(error: unknown): error is Error & { state?: unknown } {
  return error instanceof Error && error.name === 'ErrorResponse';
}

/**
 * Renews the access token with the refresh token, once at a time. A refused refresh
 * signs the user out (the account was removed or the session revoked).
 */
function renew(status: AuthStatus): Promise<User | null> {
  renewal ??= (async () => {
    const { userManager } = getAuthSession();
    setAuthStatus(status);
    try {
      const cached = await userManager.getUser();
      if (cached?.refresh_token === undefined) {
        await userManager.removeUser();
        return null;
      }
      // The userLoaded event writes the renewed user to the store.
      return await userManager.signinSilent();
    } catch (error) {
      // Only the provider refusing the refresh token ends the session; a network blip does not.
      reportProblem({ kind: 'auth-failed', detail: `token renewal: ${String(error)}` });
      if (isProviderRefusal(error)) await userManager.removeUser();
      else syncUser(await userManager.getUser());
      return null;
    } finally {
      renewal = null;
      setAuthStatus('none');
    }
  })();
  return renewal;
}

/** The access token for an API call, renewed silently when it has expired; null when anonymous. */
export async function getAccessToken(): Promise<string | null> {
  if (session === null) return null;
  const user = await session.userManager.getUser();
  if (user === null) return null;
  if (user.expired !== true) return user.access_token;
  return (await renew('acquireToken'))?.access_token ?? null;
}

/**
 * Fetches fresh tokens now, expired or not: what the provider says of the account (staff
 * approved its company, say) reaches the app without signing out.
 */
export async function refreshSession(): Promise<void> {
  if (session === null) return;
  await renew('acquireToken');
}

function listen(userManager: UserManager): () => void {
  const { events } = userManager;
  const onLoaded = (user: User) => syncUser(user);
  const onUnloaded = () => syncUser(null);
  const onSignedOut = () => void userManager.removeUser();
  const onExpiring = () => setAuthStatus('acquireToken');
  const onExpired = () => void renew('acquireToken');
  const onRenewError = (error: Error) => {
    setAuthStatus('none');
    reportProblem({ kind: 'auth-failed', detail: `silent renew: ${error.message}` });
    if (isProviderRefusal(error)) void userManager.removeUser();
  };
  // Another tab signed in or out: this one follows (oidc-client-ts keys start `oidc.user:`).
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null && !event.key.startsWith('oidc.user:')) return;
    void userManager.getUser().then(syncUser);
  };
  events.addUserLoaded(onLoaded);
  events.addUserUnloaded(onUnloaded);
  events.addUserSignedOut(onSignedOut);
  events.addAccessTokenExpiring(onExpiring);
  events.addAccessTokenExpired(onExpired);
  events.addSilentRenewError(onRenewError);
  window.addEventListener('storage', onStorage);
  return () => {
    events.removeUserLoaded(onLoaded);
    events.removeUserUnloaded(onUnloaded);
    events.removeUserSignedOut(onSignedOut);
    events.removeAccessTokenExpiring(onExpiring);
    events.removeAccessTokenExpired(onExpired);
    events.removeSilentRenewError(onRenewError);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Starts the sign-in session before the router exists, so the first loaders already
 * know the user: reads the token cache, restores an expired session with its refresh
 * token, and keeps the auth store in step with the client's events from then on.
 */
export async function startAuthSession(next: AuthSession): Promise<void> {
  stopListening();
  session?.userManager.stopSilentRenew();
  session = next;
  setAuthStatus('startup');
  stopListening = listen(next.userManager);
  // Abandoned sign-in attempts leave their PKCE state behind.
  void next.userManager.clearStaleState().catch((error: unknown) => {
    reportProblem({ kind: 'auth-failed', detail: `stale state: ${String(error)}` });
  });
  const cached = await next.userManager.getUser();
  if (cached?.expired === true) {
    await renew('ssoSilent');
  } else {
    syncUser(cached);
    setAuthStatus('none');
  }
}
