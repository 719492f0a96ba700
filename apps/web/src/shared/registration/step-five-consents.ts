import type { Consents } from '@pr/contracts';

/**
 * What a command sent from step 5 agreed to: the page submits only once both boxes are
 * ticked (docs/spec.md §2), and the server keeps each as a record with its text's version.
 */
export const STEP_FIVE_CONSENTS: Consents = { privacyPolicy: true, termsOfUse: true };
