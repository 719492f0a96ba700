import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationPageSchema } from '@pr/contracts/console';
import { installerCommand, lyonAddress } from './commands';
import { databaseKinds, useTestApp } from './test-app';
import { installerClaims, ownerClaims, useCaller } from './tokens';

const batchRow = (serial: string) => ({
  serialNumber: serial,
  productModel: 'Aura 600',
  installationDate: '2026-02-03T00:00:00.000Z',
  installerCompany: { name: 'Ignored Name', email: 'ignored@example.com' },
  installationAddress: lyonAddress,
});

describe.each(databaseKinds)('"Mes installations" on %s', (kind) => {
  const t = useTestApp(kind, { BATCH_RATE_LIMIT_PER_MINUTE: '1000' });
  const installer = useCaller(t, { claims: installerClaims, subject: 'installer-subject' });
  const otherCompany = useCaller(t, {
    claims: { ...installerClaims, email: 'b@martin.example', company_name: 'Martin Thermique SAS' },
    subject: 'installer-b',
  });
  const owner = useCaller(t, {
    claims: { ...ownerClaims, email_verified: true },
    subject: 'owner-subject',
  });
  beforeAll(async () => {
    for (const serial of ['100000031', '100000032']) {
      const single = await t.app.inject({
        method: 'PUT',
        url: `/api/${serial}?locale=fr-FR`,
        headers: installer,
        payload: installerCommand(serial),
      });
      expect(single.statusCode, single.body).toBe(201);
    }
    const batch = await t.app.inject({
      method: 'PUT',
      url: '/api/devices/batch?locale=fr-FR',
      headers: installer,
      payload: {
        callerName: 'Dubois Chauffage SARL',
        confirmationEmail: 'contact@dubois-chauffage.example',
        countryCode: 'FR',
        productRegistrations: ['100000033', '100000034', '100000035'].map(batchRow),
      },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/100000036?locale=fr-FR',
      headers: otherCompany,
      payload: installerCommand('100000036', undefined, 'Martin Thermique SAS'),
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
  });

  const search = async (query: string, headers = installer) => {
    const res = await t.app.inject({ url: `/api/installations?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return registrationPageSchema.parse(res.json());
  };

  it('lists every registration of the company, single and bulk, and no other company’s', async () => {
    const page = await search('');
    expect(page.items.map((row) => row.serialNumber).sort()).toEqual([
      '100000031',
      '100000032',
      '100000033',
      '100000034',
      '100000035',
    ]);
    const bulk = page.items.filter((row) => row.channel === 'bulk');
    expect(new Set(bulk.map((row) => row.batchId)).size).toBe(1);
    expect(bulk[0]?.batchId).not.toBeNull();
    expect(page.items.filter((row) => row.channel === 'web').map((row) => row.batchId)).toEqual([
      null,
      null,
    ]);
    expect((await search('', otherCompany)).items.map((row) => row.serialNumber)).toEqual([
      '100000036',
    ]);
  });

  it('filters by serial, channel and status, and pages with a cursor', async () => {
    expect((await search('serial=100000032')).items.map((row) => row.serialNumber)).toEqual([
      '100000032',
    ]);
    expect((await search('channel=bulk')).items).toHaveLength(3);
    // One import's devices, as its finish page lists them; another company's batch finds none.
    const batchId = (await search('channel=bulk')).items[0]?.batchId ?? '';
    expect((await search(`batch=${batchId}`)).items.map((row) => row.serialNumber).sort()).toEqual([
      '100000033',
      '100000034',
      '100000035',
    ]);
    expect((await search(`batch=${batchId}`, otherCompany)).items).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/installations?batch=not-a-batch', headers: installer }))
        .statusCode,
    ).toBe(400);
    expect((await search('status=expired')).items).toEqual([]);
    const first = await search('limit=2');
    expect(first.items).toHaveLength(2);
    const second = await search(`limit=2&after=${first.next ?? ''}`);
    expect(second.items.map((row) => row.id)).not.toContain(first.items[0]?.id);
    expect(
      (await t.app.inject({ url: '/api/installations?from=2026-13-40', headers: installer }))
        .statusCode,
    ).toBe(400);
  });

  it('exports the filter as XLSX and CSV, the company’s rows only', async () => {
    const xlsx = await t.app.inject({
      url: '/api/installations/export?format=xlsx&channel=bulk',
      headers: installer,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="installations-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([xlsx.rawPayload]));
    const sheet = workbook.worksheets[0];
    const serials: string[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) serials.push(row.getCell(2).text);
    });
    expect(serials.sort()).toEqual(['100000033', '100000034', '100000035']);

    const csv = await t.app.inject({ url: '/api/installations/export', headers: installer });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('100000031');
    expect(csv.body).not.toContain('100000036');
  });

  it('is for installers only', async () => {
    expect((await t.app.inject('/api/installations')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/installations', headers: owner })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: '/api/installations/export', headers: owner })).statusCode,
    ).toBe(403);
  });
});
