import { describe, expect, it } from 'vitest';
import { serialNumberSchema } from './serial-number';
import { isDigitsOnly, isSerialRangeInOrder } from './serial-number-rules';

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

describe('isSerialRangeInOrder', () => {
  it('compares serials as numbers, of any length', () => {
    expect(isSerialRangeInOrder('999', '100000001')).toBe(true);
    expect(isSerialRangeInOrder('100000001', '999')).toBe(false);
    expect(isSerialRangeInOrder('9'.repeat(100), `1${'0'.repeat(100)}`)).toBe(true);
    expect(isSerialRangeInOrder('123', '123')).toBe(true);
  });

  it('leaves a missing or malformed bound to its own field', () => {
    expect(isSerialRangeInOrder(undefined, '123')).toBe(true);
    expect(isSerialRangeInOrder('12a', '5')).toBe(true);
    expect(isSerialRangeInOrder(42, '5')).toBe(true);
  });
});
