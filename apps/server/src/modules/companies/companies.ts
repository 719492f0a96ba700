import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { installerCompanyOf, normalizeEmail, splitLocale, type CurrentUser } from '@pr/contracts';
import type { CompanyFilter, CompanyStatus, ConsoleCompany } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { accounts, companies, registrations } from '../../db/schema';
import { fill } from '../../pages/fill-placeholders';
import { HttpError } from '../../infrastructure/error-handler';
import { asInstaller } from '../auth/authentication';
import { recordStaffAction } from '../console/audit-log';
import { enqueueMail } from '../mail/outbox';
import { companyTexts } from './company-texts';
import { companyDecided } from '../events/domain-events';
import { recordEvent } from '../events/record-event';

export type Company = typeof companies.$inferSelect;

/** What an applicant says about their company on the sign-up or profile page. */
export interface CompanyDetails {
  name: string;
  email: string | null;
  registrationNumber: string | null;
  phone: string | null;
  address: string | null;
}

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const sameDetails = (company: Company, details: CompanyDetails) =>
  company.name === details.name &&
  company.email === details.email &&
  company.registrationNumber === details.registrationNumber &&
  company.phone === details.phone &&
  company.address === details.address;

/**
 * Files what an account says about its company. New or changed details are an application
 * staff must approve before the account counts as an installer: a pending or rejected one
 * is updated and waits again; an approved company keeps its registrations and the account
 * applies anew. No details withdraw a pending application.
 */
export async function fileCompanyDetails(
  db: Writer,
  accountId: string,
  current: Company | null,
  details: CompanyDetails | null,
): Promise<string | null> {
  if (details === null) {
    if (current?.status === 'pending')
      await db.delete(companies).where(eq(companies.id, current.id));
    return null;
  }
  if (current && sameDetails(current, details)) return current.id;
  const application = {
    ...details,
    status: 'pending' as const,
    appliedAt: new Date(),
    decidedAt: null,
    decidedBy: null,
    decisionReason: null,
    updatedAt: new Date(),
  };
  if (current && current.status !== 'approved') {
    await db.update(companies).set(application).where(eq(companies.id, current.id));
    return current.id;
  }
  const [created] = await db
    .insert(companies)
    .values({ ...application, applicantAccountId: accountId })
    .returning({ id: companies.id });
  if (!created) throw new Error('company application not stored');
  return created.id;
}

export async function findCompany(
  db: Pick<Database, 'select'>,
  id: string | null,
): Promise<Company | null> {
  if (id === null || !isUuid(id)) return null;
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  return company ?? null;
}

/** The directory key of an external provider's company: its name and e-mail as claimed. */
const directoryKeyOf = (company: { name: string; email: string | null }) =>
  `${company.name.trim().toLowerCase()}|${normalizeEmail(company.email ?? '')}`;

/**
 * The company an installer registers for. The embedded provider's token names an approved
 * company of ours, checked again here so that a company staff rejected since stops at once;
 * an external directory's claims are trusted as they are, its company stored on first use.
 */
export async function installerCompanyId(
  db: Pick<Database, 'select' | 'insert'>,
  installer: CurrentUser & { company: NonNullable<CurrentUser['company']> },
): Promise<string> {
  const { company } = installer;
  if (company.id !== null) {
    const [row] = isUuid(company.id)
      ? await db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, company.id), eq(companies.status, 'approved')))
      : [];
    if (!row) {
      throw new HttpError(
        403,
        'company_not_approved',
        'Your company is not verified (any more): you cannot register devices as its installer.',
      );
    }
    return row.id;
  }
  const directoryKey = directoryKeyOf(company);
  const [row] = await db
    .insert(companies)
    .values({ name: company.name, email: company.email, status: 'approved', directoryKey })
    // A no-op update, so that the existing row's id is returned.
    .onConflictDoUpdate({ target: companies.directoryKey, set: { directoryKey } })
    .returning({ id: companies.id });
  if (!row) throw new Error('directory company not stored');
  return row.id;
}

/**
 * The installer company of any signed-in user, as registrations resolve it; null for a user
 * who is not an installer.
 */
export async function callerCompanyId(
  db: Pick<Database, 'select' | 'insert'>,
  user: CurrentUser,
): Promise<string | null> {
  return installerCompanyOf(user) === null ? null : installerCompanyId(db, asInstaller(user));
}

const registrationCount = sql<number>`(select count(*)::int from ${registrations} where ${registrations.companyId} = ${companies.id})`;

type ListedRow = {
  company: Company;
  applicantName: string | null;
  applicantEmail: string | null;
  registrations: number;
};

function toConsoleCompany({
  company,
  applicantName,
  applicantEmail,
  registrations: count,
}: ListedRow): ConsoleCompany {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    registrationNumber: company.registrationNumber,
    phone: company.phone,
    address: company.address,
    status: company.status as CompanyStatus,
    source: company.directoryKey === null ? 'application' : 'directory',
    applicant:
      applicantEmail === null ? null : { name: applicantName ?? '', email: applicantEmail },
    appliedAt: company.appliedAt.toISOString(),
    decidedAt: company.decidedAt?.toISOString() ?? null,
    decidedBy: company.decidedBy,
    decisionReason: company.decisionReason,
    registrations: count,
  };
}

function listQuery(db: Pick<Database, 'select'>) {
  return db
    .select({
      company: companies,
      applicantName: sql<string | null>`${accounts.givenName} || ' ' || ${accounts.familyName}`,
      applicantEmail: accounts.email,
      registrations: registrationCount,
    })
    .from(companies)
    .leftJoin(accounts, eq(accounts.id, companies.applicantAccountId));
}

/** Companies for staff: pending applications first, the oldest first, then the newest decided. */
export async function listCompanies(
  db: Database,
  filter: CompanyFilter,
): Promise<ConsoleCompany[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(companies.status, filter.status));
  if (filter.name) {
    const prefix = filter.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(sql`lower(${companies.name}) like ${`${prefix}%`}`);
  }
  const rows = await listQuery(db)
    .where(and(...conditions))
    .orderBy(
      sql`${companies.status} <> 'pending'`,
      sql`case when ${companies.status} = 'pending' then ${companies.appliedAt} end asc`,
      desc(sql`coalesce(${companies.decidedAt}, ${companies.appliedAt})`),
      asc(companies.id),
    )
    .limit(filter.limit);
  return rows.map(toConsoleCompany);
}

async function consoleCompany(db: Pick<Database, 'select'>, id: string): Promise<ConsoleCompany> {
  const [row] = await listQuery(db).where(eq(companies.id, id));
  if (!row) throw companyNotFound();
  return toConsoleCompany(row);
}

function companyNotFound(): HttpError {
  return new HttpError(404, 'company_not_found', 'No company has this id.');
}

/**
 * Staff approve or reject a company: its applicant is told by mail, in their language, and
 * counts as its installer (or not) from their next token refresh. Recorded in the audit log.
 */
export async function decideCompany(
  db: Database,
  id: string,
  staff: CurrentUser,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  defaultLanguage: string,
): Promise<ConsoleCompany> {
  if (!isUuid(id)) throw companyNotFound();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .update(companies)
      .set({
        status: decision.status,
        decisionReason: decision.reason,
        decidedAt: new Date(),
        decidedBy: staff.email ?? staff.subject,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, id))
      .returning();
    if (!company) throw companyNotFound();
    await recordEvent(tx, companyDecided(company));
    await recordStaffAction(tx, staff, {
      action: decision.status === 'approved' ? 'approve' : 'reject',
      targetType: 'company',
      targetId: company.id,
      reason: decision.reason,
      details: { name: company.name },
    });
    const [applicant] =
      company.applicantAccountId === null
        ? []
        : await tx.select().from(accounts).where(eq(accounts.id, company.applicantAccountId));
    if (applicant) {
      const language = applicant.locale ? splitLocale(applicant.locale).language : defaultLanguage;
      const t = companyTexts(language);
      const values = {
        name: applicant.givenName,
        company: company.name,
        reason: decision.reason ?? '',
      };
      const approved = decision.status === 'approved';
      await enqueueMail(tx, {
        to: applicant.email,
        language,
        subject: approved ? t.approvedSubject : t.rejectedSubject,
        text: fill(approved ? t.approvedBody : t.rejectedBody, values),
      });
    }
    return consoleCompany(tx, company.id);
  });
}
