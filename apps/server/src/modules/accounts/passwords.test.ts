import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_PASSWORD_COST } from './passwords';

describe('password hashing', () => {
  it("hashes at OWASP's scrypt cost unless configured otherwise, and checks any stored cost", async () => {
    const owasp = createPasswordHasher();
    const parameters = (hash: string) => hash.split('$').slice(0, 4);
    const strong = await owasp.hash('Owner-2024!');
    expect(parameters(strong)).toEqual(['scrypt', String(2 ** OWASP_PASSWORD_COST), '8', '1']);
    const cheap = createPasswordHasher(10);
    const weak = await cheap.hash('Owner-2024!');
    expect(parameters(weak)).toEqual(['scrypt', String(2 ** 10), '8', '1']);
    // A hash of another cost still signs in, and one of a lower cost is to be raised.
    expect(await owasp.verify('Owner-2024!', weak)).toBe(true);
    expect(await cheap.verify('Owner-2024!', strong)).toBe(true);
    expect(await cheap.verify('Owner-2025!', weak)).toBe(false);
    expect(owasp.needsRehash(weak)).toBe(true);
    expect(cheap.needsRehash(strong)).toBe(false);
    const [, , , , salt, key] = weak.split('$');
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('checks an unknown e-mail against a hash of its own cost that no password matches', async () => {
    for (const cost of [10, OWASP_PASSWORD_COST]) {
      const hasher = createPasswordHasher(cost);
      const fresh = await hasher.hash('Owner-2024!');
      const parameters = (hash: string) => hash.split('$').slice(0, 4);
      expect(parameters(hasher.unknownAccountHash)).toEqual(parameters(fresh));
      expect(hasher.needsRehash(hasher.unknownAccountHash)).toBe(false);
      for (const password of ['', 'Owner-2024!', 'password']) {
        expect(await hasher.verify(password, hasher.unknownAccountHash)).toBe(false);
      }
    }
  });

  it('hashes and checks at any cost the configuration allows above OWASP’s', async () => {
    // 2^18 needs 256 MiB and a little more: a fixed memory limit refused it at every sign-in.
    const stronger = createPasswordHasher(OWASP_PASSWORD_COST + 1);
    const hash = await stronger.hash('Owner-2024!');
    expect(await stronger.verify('Owner-2024!', hash)).toBe(true);
  });
});
