import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations, webhookAttempts, webhookDeliveries } from '../../db/schema';

type Tx = Pick<Database, 'select' | 'update'>;

/** What of a person a registration carried: what a copy of it may still carry. */
export interface PersonOnRegistration {
  id: string;
  endUserFirstName: string | null;
  endUserLastName: string | null;
  street: string;
  houseNumber: string;
  additionalAddressLine1: string | null;
}

export const personOnRegistration = {
  id: registrations.id,
  endUserFirstName: registrations.endUserFirstName,
  endUserLastName: registrations.endUserLastName,
  street: registrations.street,
  houseNumber: registrations.houseNumber,
  additionalAddressLine1: registrations.additionalAddressLine1,
};

/** The person's values a copy still holds, emptied; null when it holds none. */
function emptiedCopy(
  copy: PersonOnRegistration,
  person: PersonOnRegistration,
): Partial<PersonOnRegistration> | null {
  const same = (a: string | null, b: string | null) => a !== null && a !== '' && a === b;
  const emptied: Partial<PersonOnRegistration> = {
    ...(same(copy.endUserFirstName, person.endUserFirstName) && { endUserFirstName: null }),
    ...(same(copy.endUserLastName, person.endUserLastName) && { endUserLastName: null }),
    ...(same(copy.street, person.street) && { street: '', houseNumber: '' }),
    ...(same(copy.additionalAddressLine1, person.additionalAddressLine1) && {
      additionalAddressLine1: null,
    }),
  };
  return Object.keys(emptied).length === 0 ? null : emptied;
}

/**
 * Follows the person's registrations into those that replaced them (moves and transfers made
 * before moves stopped copying the previous owner) and empties what they copied of the person.
 * Answers the registrations it changed.
 */
export async function eraseCopiesOf(
  tx: Tx,
  carriers: PersonOnRegistration[],
  now: Date,
): Promise<string[]> {
  const changed: string[] = [];
  // Each step goes one move further; the person's own values travel down the chain.
  let frontier = new Map(carriers.map((row) => [row.id, row]));
  while (frontier.size > 0) {
    const copies = await tx
      .select({ ...personOnRegistration, replacesId: registrations.replacesId })
      .from(registrations)
      .where(inArray(registrations.replacesId, [...frontier.keys()]));
    const next = new Map<string, PersonOnRegistration>();
    for (const copy of copies) {
      const person = copy.replacesId === null ? undefined : frontier.get(copy.replacesId);
      const emptied = person && emptiedCopy(copy, person);
      if (!person || !emptied) continue;
      await tx
        .update(registrations)
        .set({ ...emptied, updatedAt: now })
        .where(eq(registrations.id, copy.id));
      changed.push(copy.id);
      next.set(copy.id, { ...person, id: copy.id });
    }
    frontier = next;
  }
  return changed;
}

/** Events about one of the registrations, a transfer's two sides included. */
const aboutRegistrations = (ids: string[]): SQL | undefined => {
  if (ids.length === 0) return undefined;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${events.payload}->>'registrationId' in (${list})
    or ${events.payload}->'from'->>'registrationId' in (${list})
    or ${events.payload}->'to'->>'registrationId' in (${list}))`;
};

/**
 * Empties the personal part of the events about the registrations or naming `email`, and the
 * receivers' answers to their deliveries or quoting `email` (a receiver may echo a body).
 */
export async function eraseEventTraces(
  tx: Tx,
  registrationIds: string[],
  email: string | null,
): Promise<void> {
  const naming =
    email === null ? undefined : sql`position(${email} in lower(${events.personal}::text)) > 0`;
  const about = or(aboutRegistrations(registrationIds), naming);
  if (about === undefined) return;
  const emptied = await tx
    .update(events)
    .set({ personal: null })
    .where(about)
    .returning({ id: events.id });
  const deliveries =
    emptied.length === 0
      ? undefined
      : inArray(
          webhookAttempts.deliveryId,
          tx
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .where(
              inArray(
                webhookDeliveries.eventId,
                emptied.map((row) => row.id),
              ),
            ),
        );
  const quoting =
    email === null ? undefined : sql`position(${email} in lower(${webhookAttempts.response})) > 0`;
  const answers = or(deliveries, quoting);
  if (answers === undefined) return;
  await tx
    .update(webhookAttempts)
    .set({ response: ERASED_ANSWER })
    .where(and(answers, sql`${webhookAttempts.response} <> ${ERASED_ANSWER}`));
}

/** What staff see instead of an answer that held a person's data. */
export const ERASED_ANSWER = '(erased with the personal data it held)';
