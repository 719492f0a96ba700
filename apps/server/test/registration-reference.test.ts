import { describe, expect, it } from 'vitest';
import { formatReference, registrationResultSchema } from '@pr/contracts';
import type { RegistrationPage } from '@pr/contracts/console';
import { endUserCommand } from './commands';
import { mailsTo } from './outbox';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { useCaller } from './tokens';

/** Eight characters of the alphabet without look-alikes (no 0, O, 1, I, L or U). */
const REFERENCE = /^[2-9A-HJKMNP-TV-Z]{8}$/;

describe.each(databaseKinds)('a registration’s short reference on %s (issue 47)', (kind) => {
  const t = useTestApp(kind);
  const staff = useCaller(t);

  const register = async (serial: string, email: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers: csrfHeaders(),
      payload: endUserCommand(serial, email),
    });
    expect(res.statusCode).toBe(201);
    return registrationResultSchema.parse(res.json());
  };

  it('is given with the answer, one of its own per registration, and said in the mail', async () => {
    const first = await register('100000121', 'reference-one@example.com');
    const second = await register('100000122', 'reference-two@example.com');
    expect(first.reference).toMatch(REFERENCE);
    expect(second.reference).toMatch(REFERENCE);
    expect(first.reference).not.toBe(second.reference);

    const [mail] = await mailsTo(t, 'reference-one@example.com');
    expect(mail).toContain(`Votre référence, à indiquer si vous contactez notre service client`);
    expect(mail).toContain(formatReference(first.reference));
  });

  it('finds the registration for staff however the caller reads it out', async () => {
    const { reference, registrationId } = await register('100000123', 'reference-3@example.com');
    // Lower case, a space for the hyphen: as staff type what they hear.
    const typed = `${reference.slice(0, 4)} ${reference.slice(4)}`.toLowerCase();
    const res = await t.app.inject({
      url: `/api/console/registrations?reference=${encodeURIComponent(typed)}`,
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<RegistrationPage>();
    expect(items.map((item) => [item.id, item.reference])).toEqual([[registrationId, reference]]);
  });

  it('answers 400 naming the field for a reference that cannot be one', async () => {
    // An O is never in a reference: it would be read as a zero.
    const res = await t.app.inject({
      url: '/api/console/registrations?reference=K7QM-3XHO',
      headers: staff,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('reference');
  });
});
