import { endUserCommandSchema } from '@pr/contracts';

/** End-user step 4: exactly the `enduser` part of the registration command (docs/spec.md §5). */
export const contactSchema = endUserCommandSchema.shape.enduser;

export type ContactField = keyof typeof contactSchema.shape;
