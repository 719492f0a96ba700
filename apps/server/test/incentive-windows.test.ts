import { describe, expect, it } from 'vitest';
import { myRegistrationsSchema, productInformationSchema } from '@pr/contracts';
import { endUserCommand } from './commands';
import { databaseKinds, useTestApp } from './test-app';
import { ownerClaims, useCaller } from './tokens';

const VOUCHER = 'Bon de 50 € pour votre premier entretien';
const daysAgo = (days: number) => {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString();
};

describe.each(databaseKinds)('incentives with a registration window on %s', (kind) => {
  const t = useTestApp(kind);
  const owner = useCaller(t, {
    claims: { ...ownerClaims, email_verified: true },
    subject: 'owner-subject',
  });

  it('says the window in the look-up', async () => {
    const res = await t.app.inject('/api/devices/100000161/FR/fr');
    const incentives = productInformationSchema.parse(res.json()).incentives;
    expect(
      incentives.map((i) => [i.descriptions[0]?.description, i.registrationWindowDays ?? null]),
    ).toContainEqual([VOUCHER, 30]);
    expect(incentives.filter((i) => i.registrationWindowDays != null)).toHaveLength(1);
  });

  it('grants an incentive to a registration within its window, and not to a later one', async () => {
    for (const [serial, installed] of [
      ['100000161', daysAgo(30)],
      ['100000162', daysAgo(31)],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/${serial}?locale=fr-FR`,
        headers: owner,
        payload: { ...endUserCommand(serial, 'owner@example.com'), installationDate: installed },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const mine = myRegistrationsSchema.parse(
      (await t.app.inject({ url: '/api/me/registrations?language=fr', headers: owner })).json(),
    ).registrations;
    const rewardsOf = (serial: string) => mine.find((r) => r.serialNumber === serial)?.rewards;
    expect(rewardsOf('100000161')).toContain(VOUCHER);
    expect(rewardsOf('100000162')).toEqual([]);
  });
});
