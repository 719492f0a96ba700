import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
