import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { RegistrationPage } from '@pr/contracts/console';
import { endUserCommand } from './commands';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { useCaller } from './tokens';

describe.each(databaseKinds)('console exports on %s', (kind) => {
  const t = useTestApp(kind, { REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000' });
  const staff = useCaller(t);

  const register = async (
    serial: string,
    body: object,
    headers: Record<string, string> = csrfHeaders(),
  ) => t.app.inject({ method: 'PUT', url: `/api/${serial}?locale=fr-FR`, headers, payload: body });

  it('exports the filter for scripts (header=keys) as CSV and XLSX, neutralising cells a spreadsheet would run', async () => {
    await register('100000071', {
      ...endUserCommand('100000071', 'export@example.com'),
      enduser: {
        email: 'export@example.com',
        firstName: '=HYPERLINK("x")',
        lastName: 'Petit, "Jr"',
      },
    });
    await register('100000072', endUserCommand('100000072', 'export@example.com'));
    const csv = await t.app.inject({
      url: '/api/console/registrations/export?format=csv&header=keys&email=export%40example.com',
      headers: staff,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="registrations-.*\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"registered_at","serial_number","product_name","product_model","status","channel","registrant_type","email","name","company","postal_code","city","country","installation_date","reference"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('100000072');
    // The formula is text, and quotes and commas stay in their cell.
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") Petit, ""Jr"""`);

    const xlsx = await t.app.inject({
      url: '/api/console/registrations/export?format=xlsx&header=keys&email=export%40example.com',
      headers: staff,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([xlsx.rawPayload]));
    const names: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => names.push(row.getCell(9).value));
    expect(names).toEqual(['name', 'Claire Petit', `'=HYPERLINK("x") Petit, "Jr"`]);

    const audit = await t.app.inject({ url: '/api/console/audit?action=export', headers: staff });
    expect(audit.json<{ items: unknown[] }>().items.length).toBeGreaterThanOrEqual(2);
  });

  it('exports for people in the console’s language: headers, status, channel, dates in its format', async () => {
    await register('100000073', endUserCommand('100000073', 'export-fr@example.com'));
    const filter = 'email=export-fr%40example.com';
    const csv = await t.app.inject({
      url: `/api/console/registrations/export?format=csv&locale=fr-FR&timeZone=Europe/Paris&${filter}`,
      headers: staff,
    });
    expect(csv.statusCode).toBe(200);
    const [header, line] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Every cell is quoted (a separator inside stays in its cell).
    const cellsOf = (text = '') => text.slice(1, -1).split('","');
    expect(cellsOf(header)).toEqual(
      'Enregistré le,Numéro de série,Produit,Modèle,Statut,Canal,Titulaire,E-mail,Nom,Entreprise,Code postal,Ville,Pays,Date d’installation,Référence'.split(
        ',',
      ),
    );
    const cells = cellsOf(line);
    // The product by its name in the export's language, then its catalog code.
    expect(cells.slice(2, 4)).toEqual(['Radiateur Linea 900', 'CAL-RAD-LINEA-900']);
    expect(cells.slice(4, 7)).toEqual(['En attente', 'Web', 'Client final']);
    // Paris wall-clock time, day first: 27/11/2026 15:04.
    const registeredAt = new Date(
      (
        await t.app.inject({ url: `/api/console/registrations?${filter}`, headers: staff })
      ).json<RegistrationPage>().items[0]?.createdAt ?? '',
    );
    expect(cells[0]).toBe(
      new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(registeredAt),
    );
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells[13]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // The short reference as the registrant reads it out.
    expect(cells[14]).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);

    const xlsx = await t.app.inject({
      url: `/api/console/registrations/export?format=xlsx&locale=de-DE&timeZone=Europe/Berlin&${filter}`,
      headers: staff,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([xlsx.rawPayload]));
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Registrierungen');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Registriert am');
    expect(sheet?.getRow(2).getCell(3).value).toBe('Heizkörper Linea 900');
    expect(sheet?.getRow(2).getCell(5).value).toBe('Ausstehend');
    // Real date cells in the German order, the time as Berlin's clock shows it.
    const registered = sheet?.getRow(2).getCell(1);
    expect(registered?.value).toBeInstanceOf(Date);
    expect(registered?.numFmt).toBe('dd"."mm"."yyyy", "hh":"mm');
    const berlin = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      hourCycle: 'h23',
      hour: '2-digit',
    }).format(registeredAt);
    expect((registered?.value as Date).getUTCHours()).toBe(Number(berlin));
    const installed = sheet?.getRow(2).getCell(14);
    expect(installed?.value).toBeInstanceOf(Date);
    expect(installed?.numFmt).toBe('dd"."mm"."yyyy');
  });

  it.each(['locale=xx-XX', 'timeZone=Mars/Olympus', 'header=columns'])(
    'answers an export asked with %s 400, not 500',
    async (query) => {
      const res = await t.app.inject({
        url: `/api/console/registrations/export?format=csv&${query}`,
        headers: staff,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('invalid_input');
    },
  );
});
