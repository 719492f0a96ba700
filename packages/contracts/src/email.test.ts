import { describe, expect, it } from 'vitest';
import { emailSchema, normalizeEmail } from './email';

const messageOf = (value: string) => emailSchema.safeParse(value).error?.issues[0]?.message;

describe('emailSchema', () => {
  it.each([
    'marie@dubois-chauffage.example',
    'a.b+c@sub.example.fr',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (value) => expect(emailSchema.safeParse(value).success).toBe(true));

  it.each([
    ['', 'required'],
    ['marie', 'email'],
    ['marie@', 'email'],
    ['marie@example', 'email'],
    ['ma rie@example.com', 'email'],
    [`${'a'.repeat(65)}@example.com`, 'email'],
    [`a@${Array.from({ length: 4 }, () => 'b'.repeat(63)).join('.')}.com`, 'email'],
  ])('rejects %j with %s', (value, key) => expect(messageOf(value)).toBe(key));
});

describe('normalizeEmail', () => {
  it('gives one form to the ways an address is typed', () => {
    expect(normalizeEmail(' Marie.Dubois@Example.COM ')).toBe('marie.dubois@example.com');
    expect(normalizeEmail('marie.dubois@example.com')).toBe('marie.dubois@example.com');
  });
});
