import { createApiClientSchema, type ApiClientScope } from '@pr/contracts/api-clients';

/** A scope's key in the console's texts (the scope itself has a colon, i18next's separator). */
export const SCOPE_TEXT_KEYS = {
  'registrations:read': 'registrationsRead',
  'registrations:write': 'registrationsWrite',
  'catalog:write': 'catalogWrite',
} as const satisfies Record<ApiClientScope, string>;

/**
 * Whether a client acting for `companyId` (null: the manufacturer) may hold `scope`, asked of
 * the contract's own rules rather than a copy of them.
 */
export function scopeAllowedFor(scope: ApiClientScope, companyId: string | null): boolean {
  return createApiClientSchema.safeParse({ name: 'any client', companyId, scopes: [scope] })
    .success;
}
