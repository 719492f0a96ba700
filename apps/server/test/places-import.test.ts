import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { places } from '../src/db/schema';
import { importPlaces, PlacesImportError } from '../src/modules/places/import-places';
import { createTestDatabase, useTestApp } from './test-app';

const example = (name: string) =>
  fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url));

describe('loading address data into the embedded address search', () => {
  const t = useTestApp('pglite');

  const search = async (q: string) =>
    (await t.app.inject(`/api/places/search?q=${encodeURIComponent(q)}&language=fr`)).json<{
      places: { formattedAddress: string }[];
    }>().places;
  const stored = async (source: string) =>
    (
      await t.app.database.db.select({ n: count() }).from(places).where(eq(places.source, source))
    )[0]?.n;

  it('loads a Base Adresse Nationale file, skipping rows that are no full address', async () => {
    const result = await importPlaces(t.app.database.db, example('places/ban-sample.csv'), {
      language: 'fr',
    });
    expect(result).toEqual({
      format: 'ban',
      imported: 4,
      skipped: 1,
      examples: [{ line: 6, reason: 'no street' }],
    });
    expect((await search('Place Kléber 3')).map((p) => p.formattedAddress)).toContain(
      'Place Kléber 3, 67000 Strasbourg, France',
    );
    // "12" and "bis" are two addresses, written as on a letter.
    expect((await search('Rue de la République 12 13002')).map((p) => p.formattedAddress)).toEqual(
      expect.arrayContaining([
        'Rue de la République 12, 13002 Marseille, France',
        'Rue de la République 12 bis, 13002 Marseille, France',
      ]),
    );
  });

  it('loads an OpenAddresses file for the country given, quoted commas and units included', async () => {
    const result = await importPlaces(
      t.app.database.db,
      example('places/openaddresses-sample.csv'),
      {
        country: 'ch',
        language: 'fr',
      },
    );
    expect(result).toMatchObject({ format: 'openaddresses', imported: 4, skipped: 1 });
    expect((await search('Bundesplatz 1 Bern')).map((p) => p.formattedAddress)).toContain(
      'Bundesplatz 1, 3011 Bern, Suisse',
    );
    expect((await search('Rue du Rhône, Quai 4')).map((p) => p.formattedAddress)).toContain(
      'Rue du Rhône, Quai 4, 1204 Genève, Suisse',
    );
  });

  it('adds nothing twice when a file is loaded again', async () => {
    const before = await stored('ban');
    await importPlaces(t.app.database.db, example('places/ban-sample.csv'), { language: 'fr' });
    expect(await stored('ban')).toBe(before);
  });

  it('refuses an OpenAddresses file without a country, and a file of another kind', async () => {
    await expect(
      importPlaces(t.app.database.db, example('places/openaddresses-sample.csv'), {
        language: 'fr',
      }),
    ).rejects.toThrow(/--country/);
    await expect(
      importPlaces(t.app.database.db, example('catalog/products.csv'), { language: 'fr' }),
    ).rejects.toBeInstanceOf(PlacesImportError);
  });

  it('runs as npm run places:import, saying what it loaded and skipped', async () => {
    const cli = fileURLToPath(
      new URL('../src/modules/places/import-places-cli.ts', import.meta.url),
    );
    // A database of its own: an embedded PGlite is opened by one process at a time.
    const database = await createTestDatabase('pglite');
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', cli, '--country', 'CH', example('places/openaddresses-sample.csv')],
        { env: { ...process.env, ...database.env, LOG_LEVEL: 'silent' } },
      );
      expect(stdout).toMatch(/4 addresses loaded, 1 rows skipped/);
      expect(stdout).toMatch(/openaddresses-sample\.csv:6: skipped, no street/);
    } finally {
      await database.cleanup();
    }
  });
});
