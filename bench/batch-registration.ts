// PUT /api/devices/batch with the largest batch (BULK_MAX_ROWS, 10,000 rows), through the
// real app (in process, app.inject), three times per database, on PGlite and — when
// BENCH_DATABASE_URL is set — PostgreSQL. Targets: under 4 s on PGlite, under 2 s on PostgreSQL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { BULK_MAX_ROWS } from '@pr/contracts';
import { buildApp } from '../apps/server/src/app';
import { companies } from '../apps/server/src/db/schema';
import { loadConfig } from '../apps/server/src/config';
import { importCatalog } from '../apps/server/src/modules/catalog/import-catalog';
import { loadIdentitySecrets } from '../apps/server/src/modules/idp/signing-keys';
import { batchRows } from './support/batch-rows';
import { median } from './support/server';
import { onEachDatabase } from './support/databases';

const ROWS = BULK_MAX_ROWS;
const RUNS = 3;

async function bench(label: string, env: Record<string, string>): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'pr-bench-batch-'));
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: work, ...env }));
  try {
    const devices = path.join(work, 'devices.csv');
    const lines = ['serialNumber,productModel'];
    for (let i = 0; i < ROWS * RUNS; i++) lines.push(`${600_000_000 + i},CAL-RAD-AURA-600`);
    writeFileSync(devices, `${lines.join('\n')}\n`);
    const imported = await importCatalog(app.database.db, [devices]);
    if (!imported.ok) throw new Error('catalog import failed');

    const { jwks } = await loadIdentitySecrets(app.database.db);
    const jwk = jwks.keys[0];
    if (!jwk?.kid) throw new Error('no key');
    // Installer claims carry the id of an approved company (issue 14).
    const [company] = await app.database.db
      .insert(companies)
      .values({ name: 'Dubois Chauffage SARL', status: 'approved' })
      .returning({ id: companies.id });
    const token = await new SignJWT({
      client_id: 'product-registration-spa',
      company_id: company?.id,
      company_name: 'Dubois Chauffage SARL',
      company_email: 'contact@dubois-chauffage.example',
      email: 'installer@example.com',
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
      .setSubject('bench-installer')
      .setIssuer('http://localhost:8080/idp')
      .setAudience('http://localhost:8080/api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'RS256'));

    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const rows = batchRows(
        Array.from({ length: ROWS }, (_, i) => String(600_000_000 + run * ROWS + i)),
      );
      const started = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: '/api/devices/batch',
        headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' },
        payload: {
          callerName: 'x',
          confirmationEmail: 'contact@dubois-chauffage.example',
          countryCode: 'FR',
          productRegistrations: rows,
        },
      });
      times.push(performance.now() - started);
      if (res.statusCode !== 201)
        throw new Error(`batch answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
    console.log(
      `PUT /api/devices/batch, ${ROWS} rows on ${label}: median ${Math.round(median(times))} ms (runs: ${times.map(Math.round).join(', ')} ms)`,
    );
  } finally {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await onEachDatabase(bench);
