import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from './test-app';
import { useCaller } from './tokens';
import { DEMO_POINTS, pointsRequests, POINTS_TEST_ENV } from './points-requests';
import { xlsxRows } from './xlsx-rows';

/** A CSV's lines without its BOM, and each line's cells (quotes kept). */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe.each(databaseKinds)('points statement exports on %s', (kind) => {
  const t = useTestApp(kind, POINTS_TEST_ENV);
  const staff = useCaller(t);
  let companyA: string;
  let companyB: string;
  beforeAll(async () => {
    companyA = await p.companyId(0);
    companyB = await p.companyId(1);
    // Company A: two credits, one reversed by staff (a reason a spreadsheet would run), and
    // two adjustments; company B: one credit.
    expect((await p.registerAsInstaller('100000121', 0)).statusCode).toBe(201);
    const cancelled = await p.registerAsInstaller('100000126', 0);
    expect(cancelled.statusCode).toBe(201);
    const { registrationId } = cancelled.json<{ registrationId: string }>();
    expect((await p.cancel(registrationId, '=HYPERLINK("http://x"), returned')).statusCode).toBe(
      200,
    );
    expect((await p.adjust(companyA, 25, 'Salon, "Batimat"')).statusCode).toBe(204);
    expect((await p.adjust(companyA, -10, '-10: double credit')).statusCode).toBe(204);
    expect((await p.registerAsInstaller('100000131', 1)).statusCode).toBe(201);
  });
  const p = pointsRequests(() => t);

  const asInstaller = async (company: number, query: string) =>
    t.app.inject({
      url: `/api/installations/points/export?${query}`,
      headers: await p.installer(company),
    });

  it('exports the installer’s own statement for scripts as CSV: keys, numbers, formulas neutralised', async () => {
    const res = await asInstaller(0, 'format=csv&header=keys');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="points-.*\.csv"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      '"at","kind","state","points","serial_number","product_name","product_model","reason"',
    );
    // Newest first: the two adjustments, the reversal, the two credits; B's credit is not here.
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      '"adjustment"',
      '"adjustment"',
      '"reversal"',
      '"credit"',
      '"credit"',
    ]);
    expect(res.body).not.toContain('100000131');
    expect(lines[1]).toMatch(
      /^"\d{4}-\d\d-\d\dT[\d:.]+Z","adjustment","available",-10,"","","","'-10: double credit"$/,
    );
    expect(lines[2]).toContain(`,25,"","","","Salon, ""Batimat"""`);
    // The reason is text, never a formula, and its quotes and comma stay in its cell.
    expect(lines[3]).toContain(
      `"reversal","available",${-DEMO_POINTS},"100000126","Designheizkörper Aura 600","CAL-RAD-AURA-600","'=HYPERLINK(""http://x""), returned"`,
    );
    expect(lines[5]).toContain(`"credit","available",${DEMO_POINTS},"100000121"`);
  });

  it('exports in the reader’s language: headers, kinds, states and dates in its format', async () => {
    const res = await asInstaller(0, 'format=csv&locale=fr-FR&timeZone=Europe/Paris');
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      '"Date","Type","État","Points","Numéro de série","Produit","Modèle","Motif"',
    );
    expect(lines[1]).toMatch(/^"\d\d\/\d\d\/\d{4} \d\d:\d\d","Ajustement","Disponibles",-10,/);
    expect(lines[3]).toContain('"Annulation","Disponibles"');
    const german = csvLines((await asInstaller(0, 'format=csv&locale=de-DE')).body);
    expect(german[0]).toBe(
      '"Datum","Art","Status","Punkte","Seriennummer","Produkt","Modell","Grund"',
    );
    expect(german[5]).toMatch(/^"\d\d\.\d\d\.\d{4}, \d\d:\d\d","Gutschrift","Verfügbar",50,/);
  });

  it('exports the filters: a kind, a period', async () => {
    const adjustments = csvLines(
      (await asInstaller(0, 'format=csv&header=keys&kind=adjustment')).body,
    );
    expect(adjustments.slice(1).map((line) => line.split(',')[3])).toEqual(['-10', '25']);
    const today = new Date().toISOString().slice(0, 10);
    const current = csvLines(
      (await asInstaller(0, `format=csv&header=keys&from=${today}&to=${today}`)).body,
    );
    expect(current).toHaveLength(6);
    const past = csvLines((await asInstaller(0, 'format=csv&header=keys&to=2020-01-01')).body);
    expect(past).toHaveLength(1);
    const wrong = await asInstaller(0, 'format=csv&kind=bonus');
    expect(wrong.statusCode).toBe(400);
  });

  it('exports XLSX: a sheet in the reader’s language, points as numbers, dates as dates', async () => {
    const res = await asInstaller(0, 'format=xlsx&locale=fr-FR');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="points-.*\.xlsx"/);
    const { sheet, rows } = await xlsxRows(res.rawPayload, 8);
    expect(sheet).toBe('Relevé de points');
    expect(rows[0]).toEqual([
      'Date',
      'Type',
      'État',
      'Points',
      'Numéro de série',
      'Produit',
      'Modèle',
      'Motif',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[1]?.[0]).toBeInstanceOf(Date);
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      -10,
      25,
      -DEMO_POINTS,
      DEMO_POINTS,
      DEMO_POINTS,
    ]);
    expect(rows[3]?.slice(1)).toEqual([
      'Annulation',
      'Disponibles',
      -DEMO_POINTS,
      '100000126',
      'Radiateur design Aura 600',
      'CAL-RAD-AURA-600',
      `'=HYPERLINK("http://x"), returned`,
    ]);
    expect(rows[1]?.[7]).toBe("'-10: double credit");
  });

  it('gives an installer their own company’s statement only, whatever the query names', async () => {
    const res = await asInstaller(1, `format=csv&header=keys&companyId=${companyA}`);
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"credit","available",50,"100000131"');
  });

  it('gives staff any company’s statement, on record in the audit log', async () => {
    const res = await t.app.inject({
      url: `/api/console/points/export?format=xlsx&header=keys&companyId=${companyB}`,
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    const { sheet, rows } = await xlsxRows(res.rawPayload, 8);
    expect(sheet).toBe('Points');
    expect(rows.map((row) => row[4])).toEqual(['serial_number', '100000131']);
    const audit = await t.app.inject({
      url: `/api/console/audit?action=export&targetId=${companyB}`,
      headers: staff,
    });
    expect(audit.json<{ items: unknown[] }>().items).toMatchObject([
      { action: 'export', targetType: 'points', targetId: companyB },
    ]);
    const unknown = await t.app.inject({
      url: '/api/console/points/export?format=csv&companyId=00000000-0000-4000-8000-000000000000',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/console/points/export', headers: staff });
    expect(missing.statusCode).toBe(400);
  });
});
