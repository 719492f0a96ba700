import type { Database } from '../../db/client';
import type { registrations } from '../../db/schema';

export type RegistrationRow = typeof registrations.$inferSelect;

/** A transaction of the database, as the services that must run inside one take it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
