import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { registrations } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import type { RegistrationRow } from './registration-row';

function notFound(): HttpError {
  return new HttpError(404, 'registration_not_found', 'No registration has this id.');
}

/** The registration staff name by its id, or a 404 (an id that is no UUID included). */
export async function registrationById(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<RegistrationRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!row) throw notFound();
  return row;
}
