import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../shared/forms/field-errors';
import { contactSchema } from './contact-schema';

describe('contactSchema', () => {
  it('needs first name, last name and a valid e-mail', () => {
    const parsed = contactSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: 'a@b',
      safetyEmail: 'not an address',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'email' },
      safetyEmail: { key: 'email' },
    });
  });

  it('accepts and trims complete details', () => {
    expect(
      contactSchema.parse({
        firstName: ' Ana ',
        lastName: 'Roy',
        email: 'ana@example.com',
        safetyEmail: '  ',
      }),
    ).toEqual({ firstName: 'Ana', lastName: 'Roy', email: 'ana@example.com', safetyEmail: '' });
  });
});
