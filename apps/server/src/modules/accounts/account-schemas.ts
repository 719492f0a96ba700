import { z } from 'zod';
import { emailSchema, personNameSchema, plainText } from '@pr/contracts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Password rules shown on the sign-up and reset pages; each failure names its rule. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' })
  .refine((value) => /[a-zà-ÿ]/.test(value) && /[A-ZÀ-Þ]/.test(value), {
    error: 'passwordNeedsCases',
  })
  .refine((value) => /\d/.test(value), { error: 'passwordNeedsDigit' });

const name = personNameSchema;
const optionalText = plainText()
  .max(100, { error: 'maxLength' })
  .transform((value) => (value === '' ? null : value));
const optionalEmail = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(emailSchema.nullable());

export const profileSchema = z.object({
  givenName: name,
  familyName: name,
  companyName: optionalText,
  companyEmail: optionalEmail,
});
export type Profile = z.infer<typeof profileSchema>;

export const signUpSchema = profileSchema.extend({
  email: emailSchema,
  password: passwordSchema,
});
export type SignUp = z.infer<typeof signUpSchema>;
