import { describe, expect, it } from 'vitest';
import { serialNumberSchema } from './serial-number';
import { isDigitsOnly } from './serial-number-rules';

const messageOf = (value: unknown) => serialNumberSchema.safeParse(value).error?.issues[0]?.message;

describe('serialNumberSchema', () => {
  it('accepts 3 to 100 digits and keeps them as a string', () => {
    expect(serialNumberSchema.parse('908765401')).toBe('908765401');
    expect(serialNumberSchema.parse(' 123 ')).toBe('123');
    expect(serialNumberSchema.parse('9'.repeat(100))).toBe('9'.repeat(100));
  });

  it.each([
    ['', 'required'],
    [undefined, 'required'],
    ['12a', 'numeric'],
    ['12', 'minLength'],
    ['1'.repeat(101), 'maxLength'],
  ])('rejects %j with message key %s', (value, key) => {
    expect(messageOf(value)).toBe(key);
  });

  it('checks route parameters for digits only', () => {
    expect(isDigitsOnly('908765401')).toBe(true);
    expect(isDigitsOnly('90876540a')).toBe(false);
    expect(isDigitsOnly('')).toBe(false);
  });
});
