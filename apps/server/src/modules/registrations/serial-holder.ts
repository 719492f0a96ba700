import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrations } from '../../db/schema';
import { holdingCondition } from '../../db/holding';

/** The registrations of a serial by one registrant type (a serial is held once per type). */
export const ofSerial = (serialNumber: string, registrantType: number) =>
  and(
    eq(registrations.serialNumber, serialNumber),
    eq(registrations.registrantType, registrantType),
  );

/** The registration that holds a serial for a registrant type, if one does. */
export async function findSerialHolder(
  db: Pick<Database, 'select'>,
  serialNumber: string,
  registrantType: number,
) {
  const [holder] = await db
    .select()
    .from(registrations)
    .where(
      and(
        ofSerial(serialNumber, registrantType),
        holdingCondition(registrations.confirmationStatus),
      ),
    );
  return holder;
}
