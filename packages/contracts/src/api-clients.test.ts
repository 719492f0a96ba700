import { describe, expect, it } from 'vitest';
import { createApiClientSchema } from './api-clients';

const company = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('createApiClientSchema', () => {
  it('gives each scope only to the clients that can use it', () => {
    const valid = (companyId: string | null, scopes: string[]) =>
      createApiClientSchema.safeParse({ name: 'Field service', companyId, scopes }).success;
    expect(valid(company, ['registrations:read', 'registrations:write'])).toBe(true);
    expect(valid(null, ['registrations:read', 'catalog:write'])).toBe(true);
    // The catalog is the manufacturer's; a registration is made as a company.
    expect(valid(company, ['catalog:write'])).toBe(false);
    expect(valid(null, ['registrations:write'])).toBe(false);
    expect(valid(company, [])).toBe(false);
  });
});
