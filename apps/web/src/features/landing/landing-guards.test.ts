import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, type SignedInUser } from '../../shared/auth/current-user';
import { landingFor } from './landing-guards';

const owner: SignedInUser = {
  isAuthenticated: true,
  givenName: 'Jean',
  familyName: 'Martin',
  email: 'owner@example.com',
  company: null,
};
const installer: SignedInUser = {
  ...owner,
  company: { name: 'Dubois Chauffage SARL', email: 'c@d.example' },
};

describe('landingFor', () => {
  it('lets anonymous visitors see either landing', () => {
    expect(landingFor('endUser', ANONYMOUS_USER)).toBeNull();
    expect(landingFor('installer', ANONYMOUS_USER)).toBeNull();
  });

  it('sends signed-in users to their own landing', () => {
    expect(landingFor('endUser', installer)).toBe('installer');
    expect(landingFor('installer', owner)).toBe('endUser');
    expect(landingFor('installer', installer)).toBeNull();
  });
});
