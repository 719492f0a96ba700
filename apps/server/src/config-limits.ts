import { z } from 'zod';

export const positiveInt = z.coerce.number({ error: 'must be a number' }).int().positive();

export const optionalUrl = z.url({ error: 'must be an absolute URL' }).optional();

/**
 * How much one client, account, mailbox or serial may ask of the server, and how large a
 * body may be; described, like every variable, by the text docs/configuration.md shows.
 */
export const limitVariables = {
  PLACES_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(120)
    .describe('address searches per client IP and minute'),
  LOOKUP_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(120)
    .describe('serial look-ups per client IP and minute; beyond it 429 with `Retry-After`'),
  REGISTRATION_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(20)
    .describe(
      'registrations (`PUT /api/{serial}`) per client address and minute; 429 with `Retry-After` beyond',
    ),
  REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: positiveInt
    .default(10)
    .describe(
      'valid registrations (and transfer requests) of one serial number per hour, from any address (a squatter or a script cannot try it endlessly; an invalid request counts nothing, so it cannot lock the serial)',
    ),
  CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY: positiveInt
    .default(5)
    .describe(
      "mails about registrations (confirmations, transfer requests) one mailbox gets per day (counted without case or `+tag`: `box+1@` and `box+2@` are `box@`); beyond, the registration answers 429 `too_many_mails` and nothing is stored (nobody can flood a stranger's mailbox through us)",
    ),
  BATCH_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(10)
    .describe(
      'bulk registrations (`PUT /api/devices/batch`, up to 10,000 rows) per client address and minute',
    ),
  CONSOLE_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(120)
    .describe(
      'console requests (`/api/console/…`) per staff account and minute, from whatever address; beyond, 429 with `Retry-After`',
    ),
  API_CLIENT_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(120)
    .describe(
      'API calls per API client (OAuth client credentials) and minute, counted across replicas like every limit, whatever address they come from; beyond, 429 with `Retry-After`',
    ),
  PENDING_REGISTRATION_TTL_HOURS: positiveInt
    .default(72)
    .describe(
      'hours an unconfirmed registration and its mailed link live; a pending registration holds no serial (the first one confirmed does, and the others are told by e-mail), so an unconfirmed one never blocks the real owner',
    ),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(20)
    .describe(
      'sign-in and sign-up submissions of the embedded provider per client address and minute; beyond, a readable 429 page',
    ),
  ADDRESS_CHECKS_PER_HOUR: positiveInt
    .default(10_000)
    .describe(
      'addresses one installer account may have checked per hour through `POST /api/places/check` (bulk step 3), counted per address, not per request: each is a provider search; beyond, 429 with `Retry-After` (shared through Redis when `REDIS_URL` is set)',
    ),
  CONFIRMATION_LINK_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(30)
    .describe(
      'confirmation link pages and buttons (`/api/registrations/confirm/{token}`) per client address and minute: nobody guesses tokens at speed',
    ),
  TELEMETRY_RATE_LIMIT_PER_MINUTE: positiveInt
    .default(60)
    .describe(
      'client reports (errors at `POST /api/telemetry`, at most 16 kB each; Core Web Vitals at `POST /api/telemetry/web-vitals`) per client address and minute: nobody fills the logs or the table',
    ),
  PASSWORD_RESET_RATE_LIMIT_PER_15_MINUTES: positiveInt
    .default(5)
    .describe(
      'password-reset requests, new passwords and e-mail verifications per client address and 15 minutes',
    ),
  ACCOUNT_RATE_LIMIT_PER_15_MINUTES: positiveInt
    .default(10)
    .describe(
      'sign-up and reset submissions naming one e-mail address per 15 minutes, from any number of client addresses (they send mail); sign-ins have growing waits per account and address instead (docs/operations.md §5)',
    ),
  ACCOUNT_MAILS_PER_DAY: positiveInt
    .default(3)
    .describe(
      'verification, reset and "you already have an account" mails one mailbox (case and `+tag` aside) gets per day (mails about registrations, which anyone naming the address can cause, have their own cap above and do not count); later requests get the same answer and no mail',
    ),
  BODY_LIMIT_BYTES: positiveInt
    .default(5 * 1024 * 1024)
    .describe(
      'largest accepted request body of a signed-in caller; beyond it 413. Without a valid token a body may have 64 kB on any route, and routes for larger bodies (batches, catalog uploads) refuse a caller before reading the body',
    ),
  CATALOG_UPLOAD_LIMIT_BYTES: positiveInt
    .default(64 * 1024 * 1024)
    .describe('largest catalog upload in the console (all its files); beyond it 413'),
};
