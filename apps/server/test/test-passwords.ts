import { createPasswordHasher } from '../src/modules/accounts/passwords';

/**
 * The tests' scrypt cost (PASSWORD_HASH_COST): 2^12 rather than OWASP's 2^17, a 32nd of the
 * time. Every sign-in, sign-up and reset of the suite hashes; at full cost they were a quarter
 * of the server tests' time. passwords.test.ts and accounts.test.ts check the full cost.
 */
export const TEST_PASSWORD_HASH_COST = 12;
export const testPasswords = createPasswordHasher(TEST_PASSWORD_HASH_COST);
