import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelSheetPreview } from '@pr/contracts/labels';
import { devices, products, staffActions } from '../src/db/schema';
import { pdfQrCodes } from './pdf-qr-codes';
import { pdfText } from './pdf-text';
import { createTestApp, databaseKinds, type TestApp } from './test-app';
import { staffHeaders } from './tokens';

// The demo catalog's Aura 600 radiator: every fifth bulk serial from 100000001 (40 devices).
const AURA = 'CAL-RAD-AURA-600';
const AURA_GTIN = '04012345100013';
const AURA_SERIALS = Array.from({ length: 40 }, (_, index) => String(100000001 + index * 5));
// Products the tests add: one without a GTIN, one with more devices than a sheet holds.
const NO_GTIN = 'TEST-LABEL-NO-GTIN';
const MANY = 'TEST-LABEL-MANY';

const pageCount = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

describe.each(databaseKinds)('label sheets (%s)', (kind) => {
  let deepLinks: TestApp;
  let gs1: TestApp;
  const staff = new Map<TestApp, Record<string, string>>();
  const post = (t: TestApp, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/labels${url}`,
      headers: staff.get(t),
      payload,
    });
  const aura = { productModel: AURA, serialFrom: '100000001', serialTo: '100000200' };

  beforeAll(async () => {
    deepLinks = await createTestApp(kind);
    gs1 = await createTestApp(kind, { LABEL_QR_CODE: 'gs1-digital-link' });
    for (const t of [deepLinks, gs1]) {
      staff.set(t, await staffHeaders(t.app));
      const { db } = t.app.database;
      await db.insert(products).values([
        { model: NO_GTIN, deviceType: 'radiator', name: { fr: 'Radiateur sans GTIN' } },
        { model: MANY, deviceType: 'radiator', name: { fr: 'Radiateur de série' } },
      ]);
      await db.insert(devices).values([
        { serialNumber: '700000001', productModel: NO_GTIN },
        { serialNumber: '700000002', productModel: NO_GTIN },
        ...Array.from({ length: 1001 }, (_, index) => ({
          serialNumber: String(800000000 + index),
          productModel: MANY,
        })),
      ]);
    }
    // Two apps and a thousand devices each: more than a hook is given on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await deepLinks?.close();
    await gs1?.close();
  });

  it('says how many labels and pages a range makes, and what the codes hold', async () => {
    const preview = await post(deepLinks, '/preview', aura);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<LabelSheetPreview>()).toEqual({
      labels: 40,
      pages: 2,
      max: 1000,
      qrCode: 'deep-link',
    });
    const narrowed = await post(gs1, '/preview', { ...aura, serialTo: '100000024' });
    expect(narrowed.json<LabelSheetPreview>()).toEqual({
      labels: 5,
      pages: 1,
      max: 1000,
      qrCode: 'gs1-digital-link',
    });
    // Serials compare as numbers: 999 comes before 100000001, not after it.
    const numeric = await post(deepLinks, '/preview', { ...aura, serialFrom: '999' });
    expect(numeric.json<LabelSheetPreview>().labels).toBe(40);
    const many = await post(deepLinks, '/preview', {
      productModel: MANY,
      serialFrom: '800000000',
      serialTo: '800001000',
    });
    expect(many.json<LabelSheetPreview>()).toMatchObject({ labels: 1001, pages: 42 });
  });

  it('refuses a malformed or reversed range (400) and names the field', async () => {
    const reversed = await post(deepLinks, '', {
      ...aura,
      serialFrom: '100000200',
      serialTo: '1000',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ path: 'body/serialTo', message: 'rangeReversed' }],
    });
    for (const payload of [
      { ...aura, serialFrom: '12a' },
      { ...aura, serialTo: '12' },
      { productModel: AURA, serialFrom: '100000001' },
      { ...aura, productModel: '' },
      { ...aura, language: 'french' },
    ]) {
      const refused = await post(deepLinks, '', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('refuses a product not in the catalog, a range without its devices, and more than 1000 labels (422)', async () => {
    const unknown = await post(deepLinks, '', { ...aura, productModel: 'CAL-NO-SUCH' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'unknown_product' });
    expect((await post(deepLinks, '/preview', { ...aura, productModel: 'X' })).statusCode).toBe(
      422,
    );

    const empty = await post(deepLinks, '', { ...aura, serialFrom: '900', serialTo: '999' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'no_devices',
      message: `No device of ${AURA} has a serial number from 900 to 999.`,
    });

    const tooMany = await post(deepLinks, '', {
      productModel: MANY,
      serialFrom: '800000000',
      serialTo: '800001000',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      code: 'too_many_labels',
      details: { labels: 1001, max: 1000 },
    });
    expect(tooMany.json<{ message: string }>().message).toBe(
      `At most 1000 labels make one sheet: ${MANY} has 1001 devices from 800000000 to 800001000. Print the range in parts.`,
    );
    // One fewer is a sheet of 42 pages.
    const most = await post(deepLinks, '', {
      productModel: MANY,
      serialFrom: '800000001',
      serialTo: '800001000',
    });
    expect(most.statusCode).toBe(200);
    expect(await pageCount(most.rawPayload)).toBe(42);
  }, 120_000);

  it('prints the product’s devices of the range on A4 pages, 24 a page, audited', async () => {
    const sheet = await post(deepLinks, '', { ...aura, language: 'fr' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toBe(
      `attachment; filename="labels-${AURA}-100000001-100000200.pdf"`,
    );
    const pdf = sheet.rawPayload;
    expect(await pageCount(pdf)).toBe(2);
    const { width, height } = (await PDFDocument.load(pdf)).getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const text = pdfText(pdf, { layout: false }).replace(/\s+/g, ' ');
    for (const serial of AURA_SERIALS) expect(text).toContain(serial);
    expect(text).toContain('Radiateur design Aura 600');
    // Another product's serial in the range gets no label.
    expect(text).not.toContain('100000002');

    const german = await post(deepLinks, '', { ...aura, serialTo: '100000001', language: 'de' });
    expect(pdfText(german.rawPayload, { layout: false }).replace(/\s+/g, ' ')).toContain(
      'Designheizkörper Aura 600',
    );

    const [entry] = await deepLinks.app.database.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'labels_print'), eq(staffActions.targetId, AURA)));
    expect(entry).toMatchObject({
      actorEmail: 'staff@example.com',
      targetType: 'product',
      targetId: AURA,
      details: { serialFrom: '100000001', serialTo: '100000200', labels: 40, qrCode: 'deep-link' },
    });
  });

  it('prints QR codes of our deep link, or of the GS1 Digital Link when configured', async () => {
    const base = deepLinks.config.publicBaseUrl;
    const deep = await post(deepLinks, '', aura);
    expect(await pdfQrCodes(deep.rawPayload, 2)).toEqual(
      AURA_SERIALS.slice(24).map((serial) => `${base}/products/${serial}`),
    );

    const digital = await post(gs1, '', aura);
    expect(await pdfQrCodes(digital.rawPayload, 1)).toEqual(
      AURA_SERIALS.slice(0, 24).map(
        (serial) => `${gs1.config.publicBaseUrl}/01/${AURA_GTIN}/21/${serial}`,
      ),
    );
    // The resolver the codes name opens the registration of that serial.
    const resolved = await gs1.app.inject({ url: `/01/${AURA_GTIN}/21/100000001` });
    expect(resolved.statusCode).toBe(307);
    expect(resolved.headers.location).toContain('serialNumber=100000001');
  });

  it('gives a product without a GTIN our deep link, even when GS1 is configured', async () => {
    const range = { productModel: NO_GTIN, serialFrom: '700000001', serialTo: '700000002' };
    const preview = await post(gs1, '/preview', range);
    expect(preview.json<LabelSheetPreview>()).toMatchObject({ labels: 2, qrCode: 'deep-link' });
    const sheet = await post(gs1, '', range);
    expect(sheet.statusCode).toBe(200);
    expect(await pdfQrCodes(sheet.rawPayload)).toEqual([
      `${gs1.config.publicBaseUrl}/products/700000001`,
      `${gs1.config.publicBaseUrl}/products/700000002`,
    ]);
  });
});
