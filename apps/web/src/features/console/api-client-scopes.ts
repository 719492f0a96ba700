import type { ApiClientScope } from '@pr/contracts/api-clients';

/** A scope's key in the console's texts (the scope itself has a colon, i18next's separator). */
export const SCOPE_TEXT_KEYS = {
  'registrations:read': 'registrationsRead',
  'registrations:write': 'registrationsWrite',
  'catalog:write': 'catalogWrite',
} as const satisfies Record<ApiClientScope, string>;

/** The scope only the manufacturer's own clients may hold. */
export const MANUFACTURER_ONLY_SCOPE: ApiClientScope = 'catalog:write';
