import type { CurrentUser } from './current-user';

/**
 * The anonymous-only guard of docs/spec.md §4: lets through only visitors without a signed-in
 * account and sends a signed-in one to `authenticatedTarget`, the route configured for
 * authenticated users. Returns null to let through.
 */
export function anonymousOnly<T>(user: CurrentUser, authenticatedTarget: T): T | null {
  return user.isAuthenticated ? authenticatedTarget : null;
}
