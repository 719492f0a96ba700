// Apart from the schemas, so the app shell, which only compares these, does not load zod.

/** Incentive recipients and user types share their ids (docs/spec.md §9). */
export const RECIPIENT_TYPE = { endCustomer: 1, installer: 2 } as const;
export type RecipientTypeId = (typeof RECIPIENT_TYPE)[keyof typeof RECIPIENT_TYPE];

/** The device type whose colour is shown and which triggers double branding. */
export const RADIATOR_DEVICE_TYPE = 'RAD';
