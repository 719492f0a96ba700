import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import { devices, incentives, products } from '../../db/schema';
import { importCatalog } from './import-catalog';

const examples = path.resolve(import.meta.dirname, '../../../../../examples/catalog');
const exampleFiles = ['products.csv', 'devices.csv', 'incentives.csv', 'catalog.json'].map((f) =>
  path.join(examples, f),
);

function writeTemp(name: string, content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pr-catalog-')), name);
  writeFileSync(file, content);
  return file;
}

describe.each(databaseKinds)('catalog import on %s', (kind) => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase(kind));
  });
  afterAll(async () => close());

  const countOf = async (table: typeof devices | typeof products | typeof incentives) =>
    (await handle.db.select({ n: count() }).from(table))[0]?.n;

  it('imports the documented CSV and JSON examples', async () => {
    const result = await importCatalog(handle.db, exampleFiles);
    expect(result).toEqual({ ok: true, products: 3, devices: 5, incentives: 3 });
    const [device] = await handle.db
      .select()
      .from(devices)
      .where(eq(devices.serialNumber, '770000003'));
    expect(device?.productModel).toBe('CAL-VENT-BRISE-200');
    const [solea] = await handle.db
      .select()
      .from(products)
      .where(eq(products.model, 'CAL-RAD-SOLEA-750'));
    expect(solea).toMatchObject({
      deviceType: 'RAD',
      name: { fr: 'Radiateur Soléa 750', de: 'Heizkörper Soléa 750', en: 'Soléa 750 radiator' },
      color: { fr: 'Gris galet', de: 'Kieselgrau', en: 'Pebble grey' },
    });
    const [brise] = await handle.db
      .select()
      .from(products)
      .where(eq(products.model, 'CAL-VENT-BRISE-200'));
    expect(brise?.color).toBeNull();
    expect(brise?.productUrl).toBeNull();
    // GTINs are kept as 14 digits whichever length the file gives.
    expect([solea?.gtin, brise?.gtin]).toEqual(['04012345200010', '04012345200027']);
    const [terra] = await handle.db
      .select()
      .from(products)
      .where(eq(products.model, 'CAL-HP-TERRA-12'));
    expect(terra?.gtin).toBe('04012345200034');
  });

  it('takes points on installer incentives only, as whole non-negative numbers', async () => {
    const points = await handle.db
      .select({ key: incentives.key, points: incentives.points })
      .from(incentives)
      .where(eq(incentives.key, 'ch-installer-bonus'));
    expect(points).toEqual([{ key: 'ch-installer-bonus', points: 30 }]);
    const [owners] = await handle.db
      .select({ points: incentives.points })
      .from(incentives)
      .where(eq(incentives.key, 'solea-owner-warranty'));
    expect(owners?.points).toBeNull();
    const json = writeTemp(
      'catalog.json',
      JSON.stringify(
        {
          incentives: [
            { key: 'owner-points', recipientType: 1, points: 5, description: { fr: 'Non' } },
            { key: 'negative', recipientType: 2, points: -5, description: { fr: 'Non' } },
            { key: 'half', recipientType: 2, points: 2.5, description: { fr: 'Non' } },
          ],
        },
        null,
        2,
      ),
    );
    const result = await importCatalog(handle.db, [json]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(3);
    expect(result.errors[0]?.message).toContain('installer incentives');
  });

  it('is idempotent and updates changed rows', async () => {
    const before = await countOf(devices);
    const moved = writeTemp(
      'devices.csv',
      'serialNumber,productModel\n770000001,CAL-VENT-BRISE-200\n',
    );
    expect(await importCatalog(handle.db, [...exampleFiles.slice(0, 1), moved])).toMatchObject({
      ok: true,
    });
    expect(await countOf(devices)).toBe(before);
    const [device] = await handle.db
      .select()
      .from(devices)
      .where(eq(devices.serialNumber, '770000001'));
    expect(device?.productModel).toBe('CAL-VENT-BRISE-200');
  });

  it('reports every invalid row with file and line and imports nothing', async () => {
    const before = await countOf(devices);
    const csv = writeTemp(
      'devices.csv',
      [
        'serialNumber,productModel',
        '660000001,CAL-RAD-AURA-600',
        '12,CAL-RAD-AURA-600',
        '66000000x,CAL-RAD-AURA-600',
        '660000002,',
      ].join('\n'),
    );
    const json = writeTemp(
      'catalog.json',
      '{\n  "incentives": [\n    { "key": "ok", "recipientType": 1, "description": { "fr": "Bien" } },\n    { "key": "bad", "recipientType": 3, "description": { "fr": "Mal" } }\n  ]\n}\n',
    );
    const result = await importCatalog(handle.db, [csv, json]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${path.basename(e.file)}:${e.line}`)).toEqual([
      'devices.csv:3',
      'devices.csv:4',
      'devices.csv:5',
      'catalog.json:4',
    ]);
    expect(result.errors[0]?.message).toContain('serialNumber');
    expect(await countOf(devices)).toBe(before);
    expect((await handle.db.select().from(incentives).where(eq(incentives.key, 'ok'))).length).toBe(
      0,
    );
  });

  it('rejects a device of an unknown product, pointing at its line', async () => {
    const csv = writeTemp(
      'devices.csv',
      'serialNumber,productModel\n660000003,CAL-RAD-AURA-600\n660000004,NO-SUCH-MODEL\n',
    );
    const result = await importCatalog(handle.db, [csv]);
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 3, message: 'productModel: unknown product NO-SUCH-MODEL' }],
    });
    expect(
      (await handle.db.select().from(devices).where(eq(devices.serialNumber, '660000003'))).length,
    ).toBe(0);
  });

  it('rejects a serial given twice', async () => {
    const csv = writeTemp(
      'devices.csv',
      'serialNumber,productModel\n660000005,CAL-RAD-AURA-600\n660000005,CAL-RAD-AURA-600\n',
    );
    const result = await importCatalog(handle.db, [csv]);
    expect(result).toMatchObject({ ok: false, errors: [{ line: 3 }] });
    if (!result.ok) expect(result.errors[0]?.message).toContain('duplicate 660000005');
  });

  it('rejects a GTIN with a wrong check digit or of the wrong length, naming its line', async () => {
    const csv = writeTemp(
      'products.csv',
      [
        'model,deviceType,name_fr,gtin',
        'CAL-GTIN-1,RAD,Un,4012345300017',
        'CAL-GTIN-2,RAD,Deux,4012345300016',
        'CAL-GTIN-3,RAD,Trois,40123453000',
      ].join('\n'),
    );
    const json = writeTemp(
      'catalog.json',
      '{\n  "products": [\n    { "model": "CAL-GTIN-4", "deviceType": "RAD", "name": { "fr": "Quatre" }, "gtin": "09506000134353" }\n  ]\n}\n',
    );
    const result = await importCatalog(handle.db, [csv, json]);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          file: csv,
          line: 3,
          message: 'gtin: wrong check digit 6: 4012345300016 would end in 7',
        },
        { file: csv, line: 4, message: 'gtin: a GTIN has 8, 12, 13 or 14 digits, not 11' },
        {
          file: json,
          line: 3,
          message: 'gtin: wrong check digit 3: 09506000134353 would end in 2',
        },
      ],
    });
    expect(
      (await handle.db.select().from(products).where(eq(products.model, 'CAL-GTIN-1'))).length,
    ).toBe(0);
  });

  it('gives a GTIN to one product only, and lets it move between products of one import', async () => {
    const twice = writeTemp(
      'products.csv',
      'model,deviceType,name_fr,gtin\nCAL-GTIN-5,RAD,Cinq,4012345300024\nCAL-GTIN-6,RAD,Six,04012345300024\n',
    );
    expect(await importCatalog(handle.db, [twice])).toEqual({
      ok: false,
      errors: [
        {
          file: twice,
          line: 3,
          message: `gtin: 04012345300024 is also given to CAL-GTIN-5 in ${twice}:2`,
        },
      ],
    });
    // CAL-RAD-SOLEA-750 holds 04012345200010 since the first test.
    const taken = writeTemp(
      'products.csv',
      'model,deviceType,name_fr,gtin\nCAL-GTIN-7,RAD,Sept,4012345200010\n',
    );
    expect(await importCatalog(handle.db, [taken])).toEqual({
      ok: false,
      errors: [
        {
          file: taken,
          line: 2,
          message: 'gtin: 04012345200010 belongs to product CAL-RAD-SOLEA-750 already',
        },
      ],
    });
    const swapped = writeTemp(
      'products.csv',
      [
        'model,deviceType,name_fr,gtin',
        'CAL-RAD-SOLEA-750,RAD,Soléa,04012345200027',
        'CAL-VENT-BRISE-200,VENT,Brise,04012345200010',
      ].join('\n'),
    );
    expect(await importCatalog(handle.db, [swapped])).toMatchObject({ ok: true });
    const gtins = await handle.db
      .select({ model: products.model, gtin: products.gtin })
      .from(products)
      .where(inArray(products.model, ['CAL-RAD-SOLEA-750', 'CAL-VENT-BRISE-200']))
      .orderBy(products.model);
    expect(gtins).toEqual([
      { model: 'CAL-RAD-SOLEA-750', gtin: '04012345200027' },
      { model: 'CAL-VENT-BRISE-200', gtin: '04012345200010' },
    ]);
  });

  it('rejects an unknown file type and a CSV of unknown kind', async () => {
    const result = await importCatalog(handle.db, [
      writeTemp('catalog.xml', '<x/>'),
      writeTemp('other.csv', 'foo,bar\n1,2\n'),
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.message)).toEqual([
        expect.stringContaining('unsupported file type'),
        expect.stringContaining('unknown CSV kind'),
      ]);
    }
  });
});
