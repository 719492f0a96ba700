import { z } from './zod';
import { CONSOLE_PAGE_MAX, CONSOLE_PAGE_SIZE, filterText } from './console-search';
import { plainText } from './plain-text';
import { STAFF_REASON_MAX_LENGTH, staffReasonSchema } from './staff-reason';
import { MESSAGE } from './validation-messages';

/** An installer company's verification state. */
export const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** An installer company as staff see it: an applicant's, or one a directory vouches for. */
export const consoleCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  /** `application`: an embedded-provider account applied; `directory`: an external provider's. */
  source: z.enum(['application', 'directory']),
  applicant: z.object({ name: z.string(), email: z.string() }).nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** Registrations made for the company. */
  registrations: z.number(),
});
export type ConsoleCompany = z.infer<typeof consoleCompanySchema>;

/** The companies list: pending applications first, oldest first, then the decided ones. */
export const companySearchSchema = z.object({
  status: z.enum(COMPANY_STATUSES).optional(),
  /** Company name, from its start. */
  name: filterText(100),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
});
export type CompanySearch = z.input<typeof companySearchSchema>;
export type CompanyFilter = z.output<typeof companySearchSchema>;

export const companyPageSchema = z.object({ items: z.array(consoleCompanySchema) });

/** An approval may say why; a rejection must (the applicant is told). */
export const approveCompanySchema = z.object({
  reason: plainText().max(STAFF_REASON_MAX_LENGTH, { error: MESSAGE.maxLength }).optional(),
});
export const rejectCompanySchema = z.object({ reason: staffReasonSchema });
