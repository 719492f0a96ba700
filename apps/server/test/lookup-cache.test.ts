import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { demoCatalog } from '../src/wiring/demo-data/demo-catalog';
import { upsertCatalog } from '../src/modules/catalog/upsert-catalog';
import { createTestDatabase, databaseKinds, type DatabaseKind } from './test-app';

const URL = '/api/devices/908765401/FR/fr';
const AURA = 'CAL-RAD-AURA-600';

/** The demo catalog with the radiator renamed in French. */
const renamed = (name: string) => ({
  ...demoCatalog,
  products: demoCatalog.products.map((product) =>
    product.model === AURA ? { ...product, name: { ...product.name, fr: name } } : product,
  ),
});

describe.each(databaseKinds)('serial look-up answers kept in memory (%s)', (kind: DatabaseKind) => {
  let replicas: Awaited<ReturnType<typeof buildApp>>[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    cleanup = database.cleanup;
    const config = loadConfig({ LOG_LEVEL: 'silent', ...database.env });
    // Two replicas over one PostgreSQL; PGlite belongs to one process.
    replicas = [await buildApp(config)];
    if (kind === 'postgres') replicas.push(await buildApp({ ...config, seedDemo: false }));
  });
  afterAll(async () => {
    for (const app of replicas) await app.close();
    await cleanup();
  });

  const nameOn = async (index: number) => {
    const app = replicas[index];
    if (app === undefined) throw new Error(`no replica ${index}`);
    return (await app.inject(URL)).json<{ name: string }>().name;
  };

  it('answers a repeat from memory, without asking the database', async () => {
    const [app] = replicas;
    if (app === undefined) throw new Error('no replica');
    expect(await nameOn(0)).toBe('Radiateur design Aura 600');
    // Changed behind the server's back (no import): the kept answer still holds.
    await app.database.db.execute(
      sql`update products set name = jsonb_set(name, '{fr}', '"changed unseen"') where model = ${AURA}`,
    );
    expect(await nameOn(0)).toBe('Radiateur design Aura 600');
  });

  it('drops the kept answers on every replica when a catalog import commits', async () => {
    const [app] = replicas;
    if (app === undefined) throw new Error('no replica');
    for (let index = 0; index < replicas.length; index++) await nameOn(index);
    await upsertCatalog(app.database.db, renamed('Aura 600 (nouveau nom)'));
    for (let index = 0; index < replicas.length; index++) {
      await expect.poll(() => nameOn(index)).toBe('Aura 600 (nouveau nom)');
    }
  });

  it('keeps answers when an import is rolled back', async () => {
    const [app] = replicas;
    if (app === undefined) throw new Error('no replica');
    const before = await nameOn(0);
    await app.database.db.execute(
      sql`update products set name = jsonb_set(name, '{fr}', '"changed unseen again"') where model = ${AURA}`,
    );
    const broken = {
      ...renamed('never lands'),
      devices: [{ serialNumber: '1', productModel: 'NO-SUCH-MODEL' }],
    };
    await expect(upsertCatalog(app.database.db, broken)).rejects.toThrow();
    expect(await nameOn(0)).toBe(before);
  });

  it('sets no cookie, so a shared cache may keep the answer', async () => {
    const res = await replicas[0]?.inject(URL);
    expect(res?.headers['set-cookie']).toBeUndefined();
    expect(res?.headers['cache-control']).toBe('public, max-age=300');
  });
});
