import { z } from 'zod';
import { emailSchema, personNameSchema, plainText } from '@pr/contracts';
import type { CompanyDetails } from '../companies/companies';

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
const optionalText = (max: number) =>
  plainText()
    .max(max, { error: 'maxLength' })
    .transform((value) => (value === '' ? null : value));
const optionalEmail = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(emailSchema.nullable());
/** Digits with the usual separators, an optional leading +: what people write on letterheads. */
const optionalPhone = optionalText(30).refine(
  (value) => value === null || /^\+?[0-9][0-9 ()./-]{5,}$/.test(value),
  { error: 'invalidPhone' },
);

const profileFields = {
  givenName: name,
  familyName: name,
  companyName: optionalText(100),
  companyEmail: optionalEmail,
  companyRegistrationNumber: optionalText(50),
  companyPhone: optionalPhone,
  companyAddress: optionalText(200),
};

type ProfileForm = z.infer<z.ZodObject<typeof profileFields>>;

/** The company fields staff need to verify a company: all of them once it is named. */
const REQUIRED_COMPANY_FIELDS = [
  'companyRegistrationNumber',
  'companyPhone',
  'companyAddress',
] as const;

function checkCompany(form: ProfileForm, ctx: z.RefinementCtx): void {
  if (form.companyName === null) {
    const other = [form.companyEmail, ...REQUIRED_COMPANY_FIELDS.map((field) => form[field])];
    if (other.some((value) => value !== null))
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'required' });
    return;
  }
  for (const field of REQUIRED_COMPANY_FIELDS) {
    if (form[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
}

function companyOf(form: ProfileForm): CompanyDetails | null {
  if (form.companyName === null) return null;
  return {
    name: form.companyName,
    email: form.companyEmail,
    registrationNumber: form.companyRegistrationNumber,
    phone: form.companyPhone,
    address: form.companyAddress,
  };
}

export const profileSchema = z
  .object(profileFields)
  .superRefine(checkCompany)
  .transform((form) => ({
    givenName: form.givenName,
    familyName: form.familyName,
    company: companyOf(form),
  }));
export type Profile = z.infer<typeof profileSchema>;

export const signUpSchema = z
  .object({ ...profileFields, email: emailSchema, password: passwordSchema })
  .superRefine(checkCompany)
  .transform((form) => ({
    email: form.email,
    password: form.password,
    givenName: form.givenName,
    familyName: form.familyName,
    company: companyOf(form),
  }));
export type SignUp = z.infer<typeof signUpSchema>;
