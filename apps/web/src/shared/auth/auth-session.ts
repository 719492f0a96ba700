import type { ClaimNames, LocaleCode } from '@pr/contracts';
import type { User, UserManager } from 'oidc-client-ts';
import { reportProblem } from '../telemetry/report-problem';
import { setAuthStatus, setCurrentUser, type AuthStatus } from './auth-store';
import { currentUserFromSession } from './current-user';

export interface AuthSession {
  /**
   * Creates the OpenID Connect client. oidc-client-ts is downloaded only when it is needed:
   * a session is stored, a sign-in or sign-out starts or returns, or an API call needs a token.
   */
  loadUserManager: () => Promise<UserManager>;
  claims: ClaimNames;
  /** The locale of unprefixed paths, for the provider's page language. */
  defaultLocale: LocaleCode;
}

let session: AuthSession | null = null;
let userManager: Promise<UserManager> | null = null;
let stopListening: () => void = () => undefined;
let renewal: Promise<User | null> | null = null;

/** oidc-client-ts keeps the signed-in user under keys starting `oidc.user:`. */
const USER_KEY_PREFIX = 'oidc.user:';

/** Whether a signed-in user is stored, read without loading the client. */
function hasStoredUser(): boolean {
  for (let index = 0; index < window.localStorage.length; index += 1) {
    if (window.localStorage.key(index)?.startsWith(USER_KEY_PREFIX) === true) return true;
  }
  return false;
}

/** The session started at start-up; the sign-in functions and the API client use it. */
export function getAuthSession(): AuthSession {
  if (session === null) throw new Error('The sign-in session is used before startAuthSession');
  return session;
}

/** The OpenID Connect client, loaded and listened to on first use. */
export function getUserManager(): Promise<UserManager> {
  const { loadUserManager } = getAuthSession();
  userManager ??= loadUserManager().then((manager) => {
    stopListening = listen(manager);
    // Abandoned sign-in attempts leave their PKCE state behind.
    void manager.clearStaleState().catch((error: unknown) => {
      reportProblem({ kind: 'auth-failed', detail: `stale state: ${String(error)}` });
    });
    return manager;
  });
  // A failed download is tried again at the next need.
  userManager.catch(() => {
    userManager = null;
  });
  return userManager;
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
    setAuthStatus(status);
    let manager: UserManager | undefined;
    try {
      manager = await getUserManager();
      const cached = await manager.getUser();
      if (cached?.refresh_token === undefined) {
        await manager.removeUser();
        return null;
      }
      // The userLoaded event writes the renewed user to the store.
      return await manager.signinSilent();
    } catch (error) {
      // Only the provider refusing the refresh token ends the session; a network blip does not.
      reportProblem({ kind: 'auth-failed', detail: `token renewal: ${String(error)}` });
      if (manager === undefined) return null;
      if (isProviderRefusal(error)) await manager.removeUser();
      else syncUser(await manager.getUser());
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
  // An anonymous visitor's calls do not download the client.
  if (session === null || (userManager === null && !hasStoredUser())) return null;
  const user = await (await getUserManager()).getUser();
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

function listen(manager: UserManager): () => void {
  const { events } = manager;
  const onLoaded = (user: User) => syncUser(user);
  const onUnloaded = () => syncUser(null);
  const onSignedOut = () => void manager.removeUser();
  const onExpiring = () => setAuthStatus('acquireToken');
  const onExpired = () => void renew('acquireToken');
  const onRenewError = (error: Error) => {
    setAuthStatus('none');
    reportProblem({ kind: 'auth-failed', detail: `silent renew: ${error.message}` });
    if (isProviderRefusal(error)) void manager.removeUser();
  };
  events.addUserLoaded(onLoaded);
  events.addUserUnloaded(onUnloaded);
  events.addUserSignedOut(onSignedOut);
  events.addAccessTokenExpiring(onExpiring);
  events.addAccessTokenExpired(onExpired);
  events.addSilentRenewError(onRenewError);
  return () => {
    events.removeUserLoaded(onLoaded);
    events.removeUserUnloaded(onUnloaded);
    events.removeUserSignedOut(onSignedOut);
    events.removeAccessTokenExpiring(onExpiring);
    events.removeAccessTokenExpired(onExpired);
    events.removeSilentRenewError(onRenewError);
  };
}

/** Another tab signed in or out: this one follows. */
function onStorage(event: StorageEvent): void {
  if (event.storageArea !== window.localStorage) return;
  if (event.key !== null && !event.key.startsWith(USER_KEY_PREFIX)) return;
  void getUserManager()
    .then((manager) => manager.getUser())
    .then(syncUser);
}

/**
 * Starts the sign-in session before the router exists, so the first loaders already
 * know the user: reads the token cache, restores an expired session with its refresh
 * token, and keeps the auth store in step with the client's events from then on. An
 * anonymous visitor's page does not load the client at all.
 */
export async function startAuthSession(next: AuthSession): Promise<void> {
  stopListening();
  stopListening = () => undefined;
  void userManager?.then((manager) => manager.stopSilentRenew());
  userManager = null;
  session = next;
  window.removeEventListener('storage', onStorage);
  window.addEventListener('storage', onStorage);
  if (!hasStoredUser()) {
    syncUser(null);
    setAuthStatus('none');
    return;
  }
  setAuthStatus('startup');
  const cached = await (await getUserManager()).getUser();
  if (cached?.expired === true) {
    await renew('ssoSilent');
  } else {
    syncUser(cached);
    setAuthStatus('none');
  }
}
