import { sql, type Column } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecallNotice, RecallSelection } from '@pr/contracts/recalls';
import { SERIAL_HOLDER_PREDICATE } from '../modules/registrations/holding';

/**
 * The SQL form of normalizeEmail (@pr/contracts) over a stored address, which was trimmed
 * when it was stored: the e-mail indexes are on it, so a look-up comparing with it uses them.
 */
export const normalizedEmail = (column: Column) => sql`lower(${column})`;

/** Text per language code (`{ "fr": "…", "de": "…" }`). */
export type LocalizedText = Record<string, string>;

export const products = pgTable('products', {
  model: text('model').primaryKey(),
  deviceType: text('device_type').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  color: jsonb('color').$type<LocalizedText>(),
  imageUrl: text('image_url'),
  productUrl: text('product_url'),
  /** GTIN-14 (a shorter GTIN padded with zeros), what GS1 codes on the rating plate carry. */
  gtin: text('gtin').unique('products_gtin_unique'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const devices = pgTable(
  'devices',
  {
    serialNumber: text('serial_number').primaryKey(),
    productModel: text('product_model')
      .notNull()
      .references(() => products.model, { onUpdate: 'cascade' }),
    /**
     * When the catalog knows them (UTC days): an installation before either is a registration
     * to review (docs/features.md, "Anomalies to review").
     */
    manufacturedOn: date('manufactured_on', { mode: 'string' }),
    shippedOn: date('shipped_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_product_model_idx').on(t.productModel)],
);

export const incentives = pgTable(
  'incentives',
  {
    /** Stable key chosen by the catalog owner, so re-imports update instead of duplicating. */
    key: text('key').primaryKey(),
    recipientType: smallint('recipient_type').notNull(),
    productModel: text('product_model').references(() => products.model, {
      onUpdate: 'cascade',
      onDelete: 'cascade',
    }),
    country: text('country'),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Days after the installation within which the device must be registered for this
     * incentive (as Vaillant's and Intergas's offers); null when it has no deadline.
     */
    registrationWindowDays: integer('registration_window_days'),
    /** Points a confirmed registration credits its installer company (docs/points.md). */
    points: integer('points'),
  },
  (t) => [
    check('incentives_recipient_type_check', sql`${t.recipientType} in (1, 2)`),
    check(
      'incentives_points_check',
      sql`${t.points} is null or (${t.points} >= 0 and ${t.recipientType} = 2)`,
    ),
    index('incentives_product_model_idx').on(t.productModel),
  ],
);

/** One batch per account and Idempotency-Key: a resend answers the first one. */
export const BATCH_KEY_INDEX = 'batches_idempotency_key_idx';

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the command sent with the key: the same key with other rows is refused. */
    commandHash: text('command_hash'),
    callerName: text('caller_name').notNull(),
    confirmationEmail: text('confirmation_email').notNull(),
    countryCode: text('country_code').notNull(),
    rowCount: integer('row_count').notNull(),
    /** Rows the company had registered before: skipped, so a re-uploaded sheet goes through. */
    alreadyRegisteredCount: integer('already_registered_count').notNull().default(0),
    accountSubject: text('account_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex(BATCH_KEY_INDEX).on(t.accountSubject, t.idempotencyKey)],
);

/** The one registration per serial and registrant type that holds the serial. */
export const SERIAL_HOLDER_INDEX = 'registrations_serial_holder_idx';

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The short reference a person reads out on the phone (contracts' REFERENCE_ALPHABET):
     * drawn by the database function of migration 0035, which draws again on a clash.
     */
    reference: text('reference')
      .notNull()
      .default(sql`registration_reference()`),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => devices.serialNumber, { onUpdate: 'cascade' }),
    /** 1 end customer, 2 installer: a serial is registered at most once per registrant type. */
    registrantType: smallint('registrant_type').notNull(),
    productModel: text('product_model').notNull(),
    installationDate: timestamp('installation_date', { withTimezone: true }).notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    locality: text('locality').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    additionalAddressLine1: text('additional_address_line1'),
    stateOrProvince: text('state_or_province'),
    addressSource: text('address_source').notNull(),
    endUserEmail: text('end_user_email'),
    endUserFirstName: text('end_user_first_name'),
    endUserLastName: text('end_user_last_name'),
    installerCompanyName: text('installer_company_name'),
    installerCompanyEmail: text('installer_company_email'),
    /** The installer's company: the name above is what it was called at the time. */
    companyId: uuid('company_id').references(() => companies.id),
    accountSubject: text('account_subject'),
    locale: text('locale').notNull(),
    channel: text('channel').notNull(),
    batchId: uuid('batch_id').references(() => batches.id),
    confirmationStatus: text('confirmation_status').notNull(),
    confirmationToken: text('confirmation_token'),
    /** When a pending registration and its mailed link lapse unconfirmed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Cancelled by staff: when and why (the serial is free again). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * Staff moved the registration it replaces to this one's address: confirming this one
     * cancels that one, which holds the serial until then (a dispute between owners).
     */
    replacesId: uuid('replaces_id'),
    /**
     * When names, e-mail and street went (retention, or the owner's erasure request): the
     * device, product, installation date and postal area stay. Why, in the reason.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    personalDataErasureReason: text('personal_data_erasure_reason'),
    // Milliseconds, as a page cursor (and JavaScript) spells them: a bulk import's rows share
    // one time, and a cursor rounded below it would skip the rest of them.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only a confirmed registration holds the serial: pending ones (anyone may type any
    // e-mail) coexist until one is confirmed, so nobody can squat a device.
    uniqueIndex(SERIAL_HOLDER_INDEX)
      .on(t.serialNumber, t.registrantType)
      .where(SERIAL_HOLDER_PREDICATE),
    index('registrations_serial_idx').on(t.serialNumber, t.registrantType),
    uniqueIndex('registrations_confirmation_token_idx').on(t.confirmationToken),
    uniqueIndex('registrations_reference_idx').on(t.reference),
    index('registrations_batch_idx').on(t.batchId),
    // The console's search: newest first with keyset paging, and its filters.
    index('registrations_created_idx').on(t.createdAt, t.id),
    index('registrations_end_user_email_idx').on(normalizedEmail(t.endUserEmail)),
    index('registrations_company_email_idx').on(normalizedEmail(t.installerCompanyEmail)),
    // Pattern ops: the company filter is a prefix (LIKE 'x%'), served whatever the collation.
    index('registrations_company_idx').on(sql`lower(${t.installerCompanyName}) text_pattern_ops`),
    index('registrations_postal_code_idx').on(t.postalCode),
    index('registrations_company_id_idx').on(t.companyId),
    // A recall's selection starts from its products.
    index('registrations_product_model_idx').on(t.productModel),
    // The funnel's hourly count of lapsed confirmation links reads the pending ones by expiry.
    index('registrations_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.confirmationStatus} = 'pending'`),
    check('registrations_registrant_type_check', sql`${t.registrantType} in (1, 2)`),
    check('registrations_channel_check', sql`${t.channel} in ('web', 'bulk')`),
    check(
      'registrations_confirmation_status_check',
      sql`${t.confirmationStatus} in ('pending', 'confirmed', 'not_required', 'superseded', 'cancelled')`,
    ),
  ],
);

/**
 * Consents as records (GDPR art. 7(1): we must be able to show them): what was agreed to, in
 * which version of its text and language, when, through which channel, with which
 * registration. Kept as long as the registration; withdrawn ones keep their time.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    kind: text('kind').notNull(),
    /** The version of the text agreed to (PRIVACY_POLICY_VERSION, TERMS_OF_USE_VERSION). */
    textVersion: text('text_version').notNull(),
    language: text('language').notNull(),
    channel: text('channel').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_registration_idx').on(t.registrationId),
    check('consents_kind_check', sql`${t.kind} in ('privacy_policy', 'terms_of_use')`),
  ],
);

/**
 * The consents of step 5 an account gave, once per text and version: an installer who agreed
 * to the current texts is not asked again with every device (docs/architecture.md §9). The
 * records per registration (`consents`) stay the proof of each one; erased with the account.
 */
export const accountConsents = pgTable(
  'account_consents',
  {
    accountSubject: text('account_subject').notNull(),
    kind: text('kind').notNull(),
    textVersion: text('text_version').notNull(),
    language: text('language').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountSubject, t.kind, t.textVersion] }),
    check('account_consents_kind_check', sql`${t.kind} in ('privacy_policy', 'terms_of_use')`),
  ],
);

/**
 * An owner's contact for product-safety notices and recalls (GPSR art. 36), given at step 4:
 * apart from the registration's details and from any marketing consent, read by nothing but
 * a recall. It goes with the registration's personal data (erasure, retention).
 */
export const safetyContacts = pgTable('safety_contacts', {
  registrationId: uuid('registration_id')
    .primaryKey()
    .references(() => registrations.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product-safety recall staff started: what it reaches and its notice per language. Its
 * mails are in the outbox (mail_outbox.recall_campaign_id), which tells their delivery.
 */
export const recallCampaigns = pgTable('recall_campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** The selection as staff made it (recallSelectionSchema). */
  selection: jsonb('selection').$type<RecallSelection>().notNull(),
  /** Language code → { subject, body }. */
  notices: jsonb('notices').$type<Record<string, RecallNotice>>().notNull(),
  recipients: integer('recipients').notNull(),
  startedBy: text('started_by').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Installer companies. On the embedded provider each is an application that staff approve
 * before its applicant counts as an installer; with an external provider the directory
 * vouches for the company, and its row is made the first time one of its users registers.
 * Two companies of the same name are two rows.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    /** Trade-register or VAT number. */
    registrationNumber: text('registration_number'),
    phone: text('phone'),
    address: text('address'),
    status: text('status').notNull().default('pending'),
    /** Staff's reason for the decision (a rejection's is mailed to the applicant). */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** The account that applied; null for a company an external directory vouches for. */
    applicantAccountId: uuid('applicant_account_id'),
    /** An external directory's company: its name and e-mail as the claims say, lower-cased. */
    directoryKey: text('directory_key'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_directory_key_idx').on(t.directoryKey),
    index('companies_status_idx').on(t.status, t.appliedAt),
    index('companies_applicant_idx').on(t.applicantAccountId),
    check('companies_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Accounts of the embedded identity provider (unused with an external one). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    /** The company the account applied for (an installer once staff approved it). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Roles given by the manufacturer (never by the user), e.g. the console's staff role. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locale: text('locale'),
    /** Set once the owner of the address opened a link mailed to it; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_lower_idx').on(normalizedEmail(t.email))],
);

/** A table of one-time links mailed to an account's owner; only a hash of each token is kept. */
const oneTimeLinks = (name: string) =>
  pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      accountId: uuid('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_account_idx`).on(t.accountId)],
  );

/** Links that let the owner of an account's address choose a new password. */
export const passwordResets = oneTimeLinks('password_resets');

/** Links that confirm an account's e-mail address. */
export const emailVerifications = oneTimeLinks('email_verifications');

/** oidc-provider's models (sessions, grants, codes, refresh tokens, interactions …). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Secrets every replica must share: signing keys, cookie keys. Created once, never in code. */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outgoing mail, kept until sent so an SMTP outage loses nothing. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The registration a mail is about, for its history in the console. */
    registrationId: uuid('registration_id'),
    /** 'certificate': the registration's certificate, made when the mail is sent. */
    attachment: text('attachment'),
    /** The recall the mail belongs to: its delivery is the campaign's. */
    recallCampaignId: uuid('recall_campaign_id'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // Mails to one address in the last day: the per-recipient limit of confirmation mails.
    // The release before issue 34 counts by lower(to); the next one drops this index.
    index('mail_outbox_recipient_idx').on(sql`lower(${t.to})`, t.createdAt),
    // The same per mailbox (case aside, without a +tag): mailboxOf in mail/outbox.ts.
    index('mail_outbox_mailbox_idx').on(
      sql`regexp_replace(lower(${t.to}), '\\+[^@]*@', '@')`,
      t.createdAt,
    ),
    index('mail_outbox_registration_idx').on(t.registrationId),
    index('mail_outbox_recall_campaign_idx').on(t.recallCampaignId),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('mail_outbox_attachment_check', sql`${t.attachment} in ('certificate')`),
  ],
);

/**
 * Someone who found a device registered by another owner asks for it (step 1): the owner
 * approves by the link mailed to them, which moves the registration to the requester's
 * address, where it waits for the requester's own confirmation.
 */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    requesterEmail: text('requester_email').notNull(),
    requesterFirstName: text('requester_first_name').notNull(),
    requesterLastName: text('requester_last_name').notNull(),
    /** SHA-256 of the token mailed to the owner. */
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transfer_requests_token_idx').on(t.tokenHash),
    index('transfer_requests_registration_idx').on(
      t.registrationId,
      normalizedEmail(t.requesterEmail),
    ),
    check('transfer_requests_status_check', sql`${t.status} in ('pending', 'approved')`),
  ],
);

/**
 * The column mapping each account confirmed for a header row (bulk step 2), proposed the next
 * time the same headers come; keyed by the SHA-256 of the normalized header row.
 */
export const bulkMappings = pgTable(
  'bulk_mappings',
  {
    accountSubject: text('account_subject').notNull(),
    headersKey: text('headers_key').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountSubject, t.headersKey] }),
    index('bulk_mappings_account_updated_idx').on(t.accountSubject, t.updatedAt),
  ],
);

/** Addresses the embedded address search knows: demo data and every registered address. */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayName: text('display_name').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    addressComponents: jsonb('address_components')
      .$type<{ types: string[]; longText: string; shortText: string }[]>()
      .notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Lower-cased, accent-free words of the address, for token matching. */
    searchText: text('search_text').notNull(),
    postalCode: text('postal_code'),
    country: text('country'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('places_formatted_address_idx').on(t.formattedAddress),
    index('places_postal_code_idx').on(t.country, t.postalCode),
  ],
);

/**
 * What manufacturer staff did, append-only: no route changes or deletes a row, and the
 * database refuses UPDATE and DELETE on the table (migration 0009).
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorSubject: text('actor_subject').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('staff_actions_at_idx').on(t.at), index('staff_actions_target_idx').on(t.targetId)],
);

/** One credit and one reversal per registration and state: the guard of a repeated call. */
export const POINTS_ONCE_INDEX = 'points_entries_once_idx';

/**
 * The installer companies' points, double entry and append-only (docs/points.md): a balance
 * is the sum of its entries, and the database refuses UPDATE and DELETE (migration 0028).
 * Held points move to available as a new pair of entries (a held reversal and an available
 * credit), so no entry ever changes.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The registration credited or reversed; null for a staff adjustment. */
    registrationId: uuid('registration_id').references(() => registrations.id),
    kind: text('kind').$type<'credit' | 'reversal' | 'adjustment'>().notNull(),
    points: integer('points').notNull(),
    state: text('state').$type<'held' | 'available'>().notNull(),
    reason: text('reason'),
    /** The staff member's subject; null for an entry the registration's own change made. */
    actor: text('actor'),
    // Milliseconds, as its statement's page cursor spells them (see registrations).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(POINTS_ONCE_INDEX)
      .on(t.registrationId, t.kind, t.state)
      .where(sql`registration_id is not null`),
    index('points_entries_company_idx').on(t.companyId, t.createdAt, t.id),
    check('points_entries_kind_check', sql`${t.kind} in ('credit', 'reversal', 'adjustment')`),
    check('points_entries_state_check', sql`${t.state} in ('held', 'available')`),
    check(
      'points_entries_sign_check',
      sql`case ${t.kind} when 'credit' then ${t.points} > 0 when 'reversal' then ${t.points} < 0 else ${t.points} <> 0 end`,
    ),
    check(
      'points_entries_source_check',
      sql`(${t.kind} = 'adjustment') = (${t.registrationId} is null) and (${t.kind} <> 'adjustment' or (${t.reason} is not null and ${t.state} = 'available'))`,
    ),
  ],
);

/**
 * Registrations a rule of apps/server/src/modules/reviews/anomaly-rules.ts found unusual, one
 * row per registration and rule: the reason's numbers and days in `params` (the console words
 * them in staff's language), and staff's decision. An open flag holds the registration's
 * points (docs/points.md) until staff accept or cancel it.
 */
export const registrationFlags = pgTable(
  'registration_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    rule: text('rule').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    state: text('state').$type<'open' | 'accepted' | 'cancelled'>().notNull().default('open'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    // Milliseconds, as the review queue's page cursor spells them (see registrations).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_flags_once_idx').on(t.registrationId, t.rule),
    index('registration_flags_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`state = 'open'`),
    check('registration_flags_state_check', sql`${t.state} in ('open', 'accepted', 'cancelled')`),
  ],
);

/**
 * The network an anonymous registration came from (its /24 or /48), as a keyed hash only, for
 * the rule of many anonymous registrations from one network: deleted after
 * NETWORK_HASH_RETENTION_HOURS (docs/privacy.md).
 */
export const registrationNetworks = pgTable(
  'registration_networks',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    networkHash: text('network_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registration_networks_hash_idx').on(t.networkHash, t.createdAt),
    index('registration_networks_created_idx').on(t.createdAt),
  ],
);

/**
 * Core Web Vitals of sampled page views (`POST /api/telemetry/web-vitals`), one row per view
 * with the metrics it reported; rows older than WEB_VITALS_DAYS are deleted every hour.
 */
export const webVitalReports = pgTable(
  'web_vital_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The route pattern, never the URL. */
    page: text('page').notNull(),
    lcp: doublePrecision('lcp'),
    inp: doublePrecision('inp'),
    cls: doublePrecision('cls'),
  },
  (t) => [index('web_vital_reports_recorded_at_idx').on(t.recordedAt)],
);

/**
 * What the demo data (SEED_DEMO) last wrote, by a fingerprint of its content: a start whose
 * demo data is unchanged writes nothing, so it neither costs a start 0.1 s nor clears every
 * replica's look-up cache.
 */
export const demoSeeds = pgTable('demo_seeds', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What happened, for systems outside ours (a transactional outbox): each command writes its
 * events in the transaction of its change, so an event exists exactly when the change does.
 * `payload` is what every subscriber gets; `personal` (names, e-mails, addresses) only
 * endpoints allowed personal data.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Commit order within a transaction too (its events share one `now()`). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** The payload's version: a change a subscriber could trip over gets a new one. */
    version: smallint('version').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    personal: jsonb('personal').$type<Record<string, unknown>>(),
  },
  (t) => [index('events_occurred_at_idx').on(t.occurredAt, t.seq)],
);

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'paused', 'disabled'] as const;

/** Where staff have events sent (Standard Webhooks): a URL, the types it wants, its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    /** Payloads carry names, e-mails and addresses only when staff allowed it. */
    personalData: boolean('personal_data').notNull().default(false),
    /** `whsec_…`: shown once, when made or rotated. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signing beside the new one until it lapses. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    status: text('status').notNull().default('active'),
    disabledReason: text('disabled_reason'),
    /** The first failure since the last success: failing for 5 days disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('webhook_endpoints_status_check', sql`${t.status} in ('active', 'paused', 'disabled')`),
  ],
);

/**
 * One event for one endpoint: claimed by a worker with a lease (FOR UPDATE SKIP LOCKED), so
 * every replica sends and none sends twice; retried with back-off until delivered or given up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /** The event's `seq`: deliveries go out in the order their events happened. */
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retries stop here (about 3 days after the first try; a resend starts a new span). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '3 days'`),
    lastStatusCode: integer('last_status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    // The claim takes the oldest pending events first: walked in order, a backlog of tens of
    // thousands is not sorted again for every claim of a hundred.
    index('webhook_deliveries_pending_seq_idx')
      .on(t.eventSeq)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_event_idx').on(t.eventId),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);

/** Each try of a delivery, as the console shows it: status, duration, the answer's start. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    outcome: text('outcome').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** The first kilobyte of the answer, or why there was none. */
    response: text('response').notNull(),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.at)],
);

/**
 * Integrators' systems that call the API with OAuth 2.0 client credentials. The id is the
 * `client_id`; of the secret only its SHA-256 is kept (it is 256 random bits, so a fast hash
 * is as good as a slow one), so a copy of the database holds no working credential.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The installer company it acts for; null for the manufacturer's own systems. */
    companyId: uuid('company_id').references(() => companies.id),
    scopes: text('scopes').array().notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    /** Set once revoked: every request with its tokens is refused from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written at most once a minute per client, not at every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_clients_company_idx').on(t.companyId)],
);

/**
 * The registration funnel as anonymous daily counters (docs/decisions/008-funnel-daily-counts.md):
 * one row per UTC day, stage, channel, locale, product and step, incremented in place. No
 * visitor, serial, address or account is ever stored here. '' and 0 stand for "none" (a key
 * column cannot be null).
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    /** end_user, installer, bulk, api; for qr_opened: deep_link or gs1; '' when unknown. */
    channel: text('channel').notNull(),
    locale: text('locale').notNull(),
    /** The catalog's model, '' when not known (yet). */
    productModel: text('product_model').notNull(),
    /** The step of step_reached, 0 for the other stages. */
    step: smallint('step').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.stage, t.channel, t.locale, t.productModel, t.step] }),
    check('funnel_daily_count_check', sql`${t.count} >= 0`),
  ],
);

/**
 * Accounts erased while tokens of theirs may still be valid: a token of the subject issued
 * before `erasedAt` is refused at the next request, on every replica. Kept one day, longer
 * than any provider's access tokens live.
 */
export const erasedSubjects = pgTable('erased_subjects', {
  subject: text('subject').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
});
