import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER } from '../../shared/auth/current-user';
import { testInstaller, testOwner } from '../../test/test-users';
import { landingFor } from './landing-guards';

const owner = testOwner();
const installer = testInstaller();

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
