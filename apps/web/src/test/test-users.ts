import type { SignedInUser } from '../shared/auth/current-user';

/** The demo owner as the app sees him once signed in: no company, end customer. */
export function testOwner(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    isAuthenticated: true,
    subject: 'owner-subject',
    email: 'owner@example.com',
    emailVerified: true,
    givenName: 'Jean',
    familyName: 'Martin',
    company: null,
    companyApplication: null,
    userType: 1,
    isStaff: false,
    ...overrides,
  };
}

/** The demo installer: a company name makes her an installer. */
export function testInstaller(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return testOwner({
    subject: 'installer-subject',
    email: 'installer@example.com',
    givenName: 'Marie',
    familyName: 'Dubois',
    company: {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      name: 'Dubois Chauffage SARL',
      email: 'contact@dubois-chauffage.example',
    },
    userType: 2,
    ...overrides,
  });
}
