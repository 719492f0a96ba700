import { z } from './zod';
import { staffReasonSchema } from './console';
import { emailSchema } from './email';

/** Staff look up everything held about a person by their e-mail (an access request). */
export const personLookupSchema = z.object({ email: emailSchema });

/** Staff erase a person at their request (GDPR art. 17), saying why. */
export const erasePersonSchema = z.object({ email: emailSchema, reason: staffReasonSchema });
export type ErasePerson = z.infer<typeof erasePersonSchema>;
