import type { z } from './zod';
import { registrationExportSchema, registrationSearchSchema } from './console';

/** The console's filters that make sense for an installer company's own registrations. */
const FILTERS = {
  serial: true,
  name: true,
  postalCode: true,
  city: true,
  status: true,
  channel: true,
  batch: true,
  from: true,
  to: true,
} as const;

/** "Mes installations": the search of an installer company's registrations (single and bulk). */
export const installationSearchSchema = registrationSearchSchema.pick({
  ...FILTERS,
  sort: true,
  after: true,
  limit: true,
});
export type InstallationSearch = z.input<typeof installationSearchSchema>;

/** The export of the current filter, as CSV or XLSX. */
export const installationExportSchema = registrationExportSchema.pick({
  ...FILTERS,
  format: true,
  header: true,
  locale: true,
  timeZone: true,
});
