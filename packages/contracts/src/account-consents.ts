import { z } from './zod';

/** One text of step 5 the account agreed to, in its current version, and since when. */
const givenConsentSchema = z.object({ version: z.string(), givenAt: z.iso.datetime() }).nullable();

/**
 * `GET /api/me/consents`: whether the signed-in account agreed to the current version of each
 * text of step 5 (null: not yet, or an earlier version only). An installer who did is shown
 * them as accepted instead of being asked with every device.
 */
export const accountConsentStateSchema = z.object({
  privacyPolicy: givenConsentSchema,
  termsOfUse: givenConsentSchema,
});
export type AccountConsentState = z.infer<typeof accountConsentStateSchema>;
