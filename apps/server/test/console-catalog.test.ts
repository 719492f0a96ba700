import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, CatalogOverview, CatalogRefused } from '@pr/contracts/console';
import { useTestApp } from './test-app';
import { useCaller } from './tokens';

const example = (name: string) => ({
  name,
  text: readFileSync(new URL(`../../../examples/catalog/${name}`, import.meta.url), 'utf8'),
});

describe('catalog upload and overview in the console', () => {
  const t = useTestApp('pglite', { CATALOG_UPLOAD_LIMIT_BYTES: '200000' });
  const staff = useCaller(t);

  const upload = (files: { name: string; text: string }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/catalog/import',
      headers: staff,
      payload: { files },
    });
  const overview = async () =>
    (await t.app.inject({ url: '/api/console/catalog', headers: staff })).json<CatalogOverview>();

  it('imports nothing from files with a bad row, naming each problem’s file and line', async () => {
    const broken = {
      name: 'devices.csv',
      text: 'serialNumber,productModel\n780000001,CAL-RAD-SOLEA-750\nabc,CAL-RAD-SOLEA-750\n780000003,NO-SUCH-MODEL\n',
    };
    const refused = await upload([example('products.csv'), broken]);
    expect(refused.statusCode).toBe(422);
    const body = refused.json<CatalogRefused>();
    expect(body.code).toBe('invalid_catalog');
    expect(body.details.problems).toEqual([
      expect.objectContaining({ file: 'devices.csv', line: 3 }),
    ]);
    const catalog = await overview();
    expect(catalog.products.some((product) => product.model === 'CAL-RAD-SOLEA-750')).toBe(false);
  });

  it('refuses a GTIN with a wrong check digit, saying which digit it should be', async () => {
    const refused = await upload([
      {
        name: 'products.csv',
        text: 'model,deviceType,name_fr,gtin\nCAL-GTIN-BAD,RAD,Faux,4012345200011\n',
      },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<CatalogRefused>().details.problems).toEqual([
      {
        file: 'products.csv',
        line: 2,
        message: 'gtin: wrong check digit 1: 4012345200011 would end in 0',
      },
    ]);
  });

  it('imports the example files like npm run catalog:import and records it', async () => {
    const res = await upload([
      example('products.csv'),
      example('devices.csv'),
      example('incentives.csv'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ products: 2, devices: 3, incentives: 2 });

    const catalog = await overview();
    expect(catalog.products.find((product) => product.model === 'CAL-RAD-SOLEA-750')).toEqual({
      model: 'CAL-RAD-SOLEA-750',
      deviceType: 'RAD',
      name: { fr: 'Radiateur Soléa 750', de: 'Heizkörper Soléa 750', en: 'Soléa 750 radiator' },
      color: { fr: 'Gris galet', de: 'Kieselgrau', en: 'Pebble grey' },
      gtin: '04012345200010',
      devices: 2,
    });
    expect(
      catalog.incentives.find((incentive) => incentive.key === 'ch-installer-bonus'),
    ).toMatchObject({ recipientType: 2, productModel: null, country: 'CH' });

    const audit = await t.app.inject({ url: '/api/console/audit?action=import', headers: staff });
    expect(audit.json<{ items: AuditEntry[] }>().items[0]).toMatchObject({
      action: 'import',
      targetType: 'catalog',
      targetId: 'products.csv, devices.csv, incentives.csv',
      actor: 'staff@example.com',
    });
  });

  it('answers 400 for a file that is neither CSV nor JSON and 413 past the upload limit', async () => {
    const pdf = await upload([{ name: 'catalog.pdf', text: '%PDF' }]);
    expect(pdf.statusCode).toBe(400);
    expect(JSON.stringify(pdf.json())).toContain('files');
    const huge = await upload([{ name: 'devices.csv', text: 'x'.repeat(300_000) }]);
    expect(huge.statusCode).toBe(413);
  });
});
