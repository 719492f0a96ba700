import { emailSchema, serialNumberSchema } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { z } from '@pr/contracts/zod';
import { fieldErrorsOf } from './field-errors';

function errorsOf(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return fieldErrorsOf(parsed.error);
}

describe('fieldErrorsOf', () => {
  it('reads the message keys and length limits of the contract schemas', () => {
    expect(errorsOf(serialNumberSchema, '')).toEqual({ '': { key: 'required' } });
    expect(errorsOf(serialNumberSchema, '12a')).toEqual({ '': { key: 'numeric' } });
    expect(errorsOf(serialNumberSchema, '12')).toEqual({ '': { key: 'minLength', limit: 3 } });
    expect(errorsOf(serialNumberSchema, '1'.repeat(101))).toEqual({
      '': { key: 'maxLength', limit: 100 },
    });
  });

  it('keeps the first error of each field', () => {
    const schema = z.object({ serial: serialNumberSchema, email: emailSchema });
    expect(errorsOf(schema, { serial: 'x', email: 'nope' })).toEqual({
      serial: { key: 'numeric' },
      email: { key: 'email' },
    });
  });

  it('reads an error without a message key as required', () => {
    expect(errorsOf(z.object({ name: z.string() }), {})).toEqual({ name: { key: 'required' } });
  });
});
