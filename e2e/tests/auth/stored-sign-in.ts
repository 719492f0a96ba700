import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { STAFF } from '../console/console-steps';
import { DEMO_INSTALLER, DEMO_OWNER } from './provider-page';

/** The demo accounts a spec may need signed in, each signed in once per run (sign-in.setup.ts). */
export const SIGNED_IN_ACCOUNTS = {
  installer: DEMO_INSTALLER,
  owner: DEMO_OWNER,
  staff: STAFF,
} as const;

export type Role = keyof typeof SIGNED_IN_ACCOUNTS;

/**
 * Where the setup keeps a role's signed-in browser state: the app's tokens (oidc-client-ts keeps
 * them in localStorage) and the provider's session cookie. Ignored by git.
 */
export function storedSignIn(role: Role): string {
  return path.resolve(import.meta.dirname, `../../.auth/${role}.json`);
}

/**
 * `test.use(signedInAs('staff'))`: the spec's pages start signed in as the demo account, without
 * the provider's page. For specs that need a signed-in user, not the sign-in itself; none may
 * sign out, which would end the stored session for the specs that run beside it. Playwright
 * gives the same state to the spec's own `browser.newContext()`: a stranger beside it needs
 * `storageState: undefined`.
 */
export function signedInAs(role: Role): Pick<BrowserContextOptions, 'storageState'> {
  return { storageState: storedSignIn(role) };
}

/** A second browser (another person beside the test's page), signed in as `role`. */
export function newContextSignedInAs(
  browser: Browser,
  role: Role,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, ...signedInAs(role) });
}
