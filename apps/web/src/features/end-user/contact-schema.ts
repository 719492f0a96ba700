import { endUserCommandSchema, safetyContactSchema } from '@pr/contracts';
import { z } from '@pr/contracts/zod';

/**
 * End-user step 4: exactly the `enduser` part of the registration command (docs/spec.md §5),
 * and the optional safety contact (left empty, the registration's e-mail gets the notices).
 */
export const contactSchema = endUserCommandSchema.shape.enduser.extend({
  safetyEmail: z.string().trim().pipe(z.literal('').or(safetyContactSchema.shape.email)),
});

export type ContactField = keyof typeof contactSchema.shape;
