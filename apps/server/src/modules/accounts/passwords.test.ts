import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwords';

describe('the hash an unknown e-mail is checked against', () => {
  it('costs what a stored hash costs: same scheme and parameters as a fresh one', async () => {
    const fresh = await hashPassword('Owner-2024!');
    const parameters = (hash: string) => hash.split('$').slice(0, 4);
    expect(parameters(UNKNOWN_ACCOUNT_HASH)).toEqual(parameters(fresh));
    expect(needsRehash(UNKNOWN_ACCOUNT_HASH)).toBe(false);
    const [, , , , salt, key] = UNKNOWN_ACCOUNT_HASH.split('$');
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('matches no password', async () => {
    for (const password of ['', 'Owner-2024!', 'password']) {
      expect(await verifyPassword(password, UNKNOWN_ACCOUNT_HASH)).toBe(false);
    }
  });
});
