/**
 * Message keys carried by the field schemas. The browser translates them
 * (i18n key `validation.<key>`), the server returns them as error details.
 */
export const MESSAGE = {
  required: 'required',
  numeric: 'numeric',
  minLength: 'minLength',
  maxLength: 'maxLength',
  email: 'email',
  invalidSerialNumber: 'invalidSerialNumber',
  controlCharacters: 'controlCharacters',
  countryCode: 'countryCode',
  dayOutOfRange: 'dayOutOfRange',
  rangeReversed: 'rangeReversed',
  reference: 'reference',
} as const;

export type MessageKey = (typeof MESSAGE)[keyof typeof MESSAGE];
