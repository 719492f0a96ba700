import { describe, expect, it } from 'vitest';
import { currentUserFromClaims, installerCompanyOf } from './current-user';

const names = { companyNameClaim: 'company_name', companyEmailClaim: 'company_email' };

describe('currentUserFromClaims', () => {
  it('makes a user with a company name an installer (type 2)', () => {
    expect(
      currentUserFromClaims(
        {
          sub: 'abc',
          email: 'installer@example.com',
          given_name: 'Marie',
          family_name: 'Dubois',
          company_name: 'Dubois Chauffage SARL',
          company_email: 'contact@dubois-chauffage.example',
        },
        names,
      ),
    ).toEqual({
      subject: 'abc',
      email: 'installer@example.com',
      emailVerified: true,
      givenName: 'Marie',
      familyName: 'Dubois',
      company: {
        id: null,
        name: 'Dubois Chauffage SARL',
        email: 'contact@dubois-chauffage.example',
      },
      companyApplication: null,
      userType: 2,
      isStaff: false,
    });
  });

  it('makes a user without (or with a blank) company name an end customer (type 1)', () => {
    expect(currentUserFromClaims({ sub: 'x', company_name: '  ' }, names)).toMatchObject({
      company: null,
      userType: 1,
    });
    expect(currentUserFromClaims({ sub: 'x' }, names).userType).toBe(1);
  });

  it('reads configured claim names and the B2C emails array', () => {
    const user = currentUserFromClaims(
      { sub: 'y', emails: ['b2c@example.com'], extension_CompanyName: 'ACME' },
      { companyNameClaim: 'extension_CompanyName', companyEmailClaim: 'extension_CompanyEmail' },
    );
    expect(user).toMatchObject({
      email: 'b2c@example.com',
      company: { id: null, name: 'ACME', email: null },
      userType: 2,
    });
  });

  it('trusts a company id claim only where it is configured (the embedded provider)', () => {
    const claims = { sub: 'z', company_name: 'ACME', company_id: 'c-1' };
    const ours = { ...names, companyIdClaim: 'company_id' };
    expect(currentUserFromClaims(claims, names).company?.id).toBeNull();
    expect(currentUserFromClaims(claims, ours).company?.id).toBe('c-1');
    // A company name without our id is no company we approved: an end customer.
    expect(currentUserFromClaims({ sub: 'z', company_name: 'ACME' }, ours)).toMatchObject({
      company: null,
      userType: 1,
    });
  });

  it('reads an application not yet approved: the user stays an end customer', () => {
    const user = currentUserFromClaims(
      { sub: 'p', company_status: 'pending', company_applied_at: '2026-11-24T10:00:00.000Z' },
      names,
    );
    expect(user).toMatchObject({
      company: null,
      userType: 1,
      companyApplication: { status: 'pending', appliedAt: '2026-11-24T10:00:00.000Z' },
    });
    expect(
      currentUserFromClaims({ sub: 'p', company_status: 'approved' }, names).companyApplication,
    ).toBeNull();
  });
});

describe('isStaff', () => {
  it('reads the staff role from the configured roles claim, as an array or a string', () => {
    const user = (claims: Record<string, unknown>, more = {}) =>
      currentUserFromClaims({ sub: 'a', ...claims }, { ...names, ...more });
    expect(user({ roles: ['registration-admin'] }).isStaff).toBe(true);
    expect(user({ roles: 'reader registration-admin' }).isStaff).toBe(true);
    expect(user({ roles: ['reader'] }).isStaff).toBe(false);
    expect(user({}).isStaff).toBe(false);
    expect(
      user({ app_roles: ['Console'] }, { rolesClaim: 'app_roles', staffRole: 'Console' }).isStaff,
    ).toBe(true);
  });
});

describe('emailVerified', () => {
  it('is false only when the provider says so', () => {
    const user = (claims: Record<string, unknown>) =>
      currentUserFromClaims({ sub: 'a', email: 'a@example.com', ...claims }, names);
    expect(user({ email_verified: false }).emailVerified).toBe(false);
    expect(user({ email_verified: true }).emailVerified).toBe(true);
    // Azure AD B2C sends no such claim: it verified the address at sign-up.
    expect(user({}).emailVerified).toBe(true);
  });
});

describe('installerCompanyOf', () => {
  const installer = {
    email: 'installer@example.com',
    company: {
      id: null,
      name: 'Dubois Chauffage SARL',
      email: 'contact@dubois-chauffage.example',
    },
  };

  it('is the account’s company, with the account’s e-mail where it has no company e-mail', () => {
    expect(installerCompanyOf(installer)).toEqual({
      name: 'Dubois Chauffage SARL',
      email: 'contact@dubois-chauffage.example',
    });
    expect(
      installerCompanyOf({
        ...installer,
        company: { id: null, name: 'Dubois Chauffage SARL', email: null },
      }),
    ).toEqual({ name: 'Dubois Chauffage SARL', email: 'installer@example.com' });
  });

  it('is null for an account without a company name', () => {
    expect(installerCompanyOf({ ...installer, company: null })).toBeNull();
  });
});
