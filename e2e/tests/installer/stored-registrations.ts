import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export interface StoredRegistration {
  serial_number: string;
  registrant_type: number;
  installer_company_name: string | null;
  installer_company_email: string | null;
  account_subject: string | null;
  /** ISO timestamp as PostgreSQL prints it in UTC. */
  installation_date: string;
  street: string;
  locality: string;
  channel: string;
}

/**
 * The registrations of `serial` as the server stored them. The server keeps its embedded
 * database open, so this reads a copy of the data folder, taken after the submission
 * was answered (every commit is on disk by then).
 */
export async function storedRegistrations(serial: string): Promise<StoredRegistration[]> {
  return storedRegistrationsOf([serial]);
}

/** The registrations of all `serials`, by serial then registrant type, from one copy. */
export async function storedRegistrationsOf(
  serials: readonly string[],
): Promise<StoredRegistration[]> {
  const source = path.join(process.env.E2E_DATA_DIR ?? '', 'pglite');
  const copy = mkdtempSync(path.join(tmpdir(), 'pr-e2e-db-'));
  try {
    cpSync(source, copy, { recursive: true });
    const db = await PGlite.create(copy);
    try {
      const result = await db.query<StoredRegistration>(
        `select serial_number, registrant_type, installer_company_name, installer_company_email, account_subject,
                to_char(installation_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
                  as installation_date,
                street, locality, channel
           from registrations where serial_number = any($1)
          order by serial_number, registrant_type`,
        [serials],
      );
      return result.rows;
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
