import { describe, expect, it } from 'vitest';
import { INSTALLER_CLAIMS, OWNER_CLAIMS, oidcUser } from '../../test/test-auth';
import { ANONYMOUS_USER, currentUserFromSession, displayName, isInstaller } from './current-user';

const CLAIMS = { companyNameClaim: 'company_name', companyEmailClaim: 'company_email' };

describe('currentUserFromSession', () => {
  it('makes a user with a company name an installer (type 2)', () => {
    const user = currentUserFromSession(oidcUser(INSTALLER_CLAIMS), CLAIMS);
    expect(user).toEqual({
      isAuthenticated: true,
      subject: 'installer-subject',
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
    expect(isInstaller(user)).toBe(true);
  });

  it('makes a user without a company an end customer (type 1)', () => {
    const user = currentUserFromSession(oidcUser(OWNER_CLAIMS), CLAIMS);
    expect(user).toMatchObject({ isAuthenticated: true, company: null, userType: 1 });
    expect(isInstaller(user)).toBe(false);
  });

  it('reads the company from the configured claim names', () => {
    const claims = {
      ...OWNER_CLAIMS,
      extension_Company: 'Klima AG',
      extension_CompanyMail: 'k@a.ch',
    };
    const names = {
      companyNameClaim: 'extension_Company',
      companyEmailClaim: 'extension_CompanyMail',
    };
    expect(currentUserFromSession(oidcUser(claims), names)).toMatchObject({
      company: { name: 'Klima AG', email: 'k@a.ch' },
      userType: 2,
    });
    // Under other names the same claims mean nothing.
    expect(currentUserFromSession(oidcUser(claims), CLAIMS)).toMatchObject({ userType: 1 });
  });

  it('treats no session or an expired one as anonymous', () => {
    expect(currentUserFromSession(null, CLAIMS)).toBe(ANONYMOUS_USER);
    expect(currentUserFromSession(oidcUser(OWNER_CLAIMS, { expiresIn: -10 }), CLAIMS)).toBe(
      ANONYMOUS_USER,
    );
  });
});

describe('displayName', () => {
  it('names the person, else the e-mail', () => {
    const owner = currentUserFromSession(oidcUser(OWNER_CLAIMS), CLAIMS);
    if (!owner.isAuthenticated) throw new Error('signed in expected');
    expect(displayName(owner)).toBe('Jean Martin');
    expect(displayName({ ...owner, givenName: null, familyName: null })).toBe('owner@example.com');
  });
});
