import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SERIAL_HOLDER_PREDICATE } from '../holding';
import { batches } from './bulk';
import { devices } from './catalog';
import { companies } from './companies';
import { normalizedEmail } from './normalized-email';
import { ownerName } from './owner-name';

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
    // A status filter pages through its own rows, newest first (a rare status among 20
    // million would otherwise walk the whole creation-date index).
    index('registrations_status_created_idx').on(t.confirmationStatus, t.createdAt, t.id),
    index('registrations_end_user_email_idx').on(normalizedEmail(t.endUserEmail)),
    index('registrations_company_email_idx').on(normalizedEmail(t.installerCompanyEmail)),
    // Pattern ops: the company filter is a prefix (LIKE 'x%'), served whatever the collation.
    index('registrations_company_idx').on(sql`lower(${t.installerCompanyName}) text_pattern_ops`),
    // Trigrams: the name filter finds a part of a name anywhere in it (ILIKE '%x%').
    index('registrations_owner_name_idx').using(
      'gin',
      sql`${ownerName(t.endUserFirstName, t.endUserLastName)} gin_trgm_ops`,
    ),
    index('registrations_postal_code_idx').on(t.postalCode),
    index('registrations_company_id_idx').on(t.companyId),
    // A recall's selection starts from its products and, mostly, an installation period.
    index('registrations_product_installed_idx').on(t.productModel, t.installationDate),
    // The retention job's hourly look for what it may erase (issue 51): the rows not erased
    // yet, so that at 20 million it reads only what is due, never the whole table.
    index('registrations_erasable_idx')
      .on(t.confirmationStatus)
      .where(
        sql`${t.personalDataErasedAt} is null and ${t.confirmationStatus} in ('pending', 'superseded', 'cancelled')`,
      ),
    index('registrations_warranty_idx')
      .on(t.installationDate)
      .where(sql`${t.personalDataErasedAt} is null`),
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
