import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import {
  labelPages,
  LABELS_MAX,
  type LabelQrCode,
  type LabelSheet,
  type LabelSheetPreview,
} from '@pr/contracts/labels';
import type { Database } from '../../db/client';
import { devices, products } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import { localize, type TextFallback } from '../catalog/localize';
import { recordStaffAction } from '../console/audit-log';
import { labelPayload, sheetQrCode } from './label-payload';
import { labelSheetPdf } from './label-pdf';

export interface LabelOptions {
  publicBaseUrl: string;
  /** LABEL_QR_CODE */
  qrCode: LabelQrCode;
  /** The product name's language when the request names none. */
  defaultLanguage: string;
  textFallback: TextFallback;
}

/**
 * The devices a sheet labels: the catalog's devices of its product whose serials lie in its
 * range, compared as numbers. A label is only worth printing for a serial the registration
 * knows: another would open a registration that refuses it.
 */
function inRange(sheet: LabelSheet): SQL | undefined {
  const serial = sql`${devices.serialNumber}::numeric`;
  return and(
    eq(devices.productModel, sheet.productModel),
    sql`${serial} >= ${sheet.serialFrom}::numeric`,
    sql`${serial} <= ${sheet.serialTo}::numeric`,
  );
}

async function productOf(db: Database, model: string) {
  const [product] = await db
    .select({ model: products.model, name: products.name, gtin: products.gtin })
    .from(products)
    .where(eq(products.model, model));
  if (product === undefined) {
    throw new HttpError(422, 'unknown_product', `The catalog has no product ${model}.`);
  }
  return product;
}

/** How many labels a sheet holds, on how many pages, and what their QR codes hold. */
export async function previewLabelSheet(
  db: Database,
  sheet: LabelSheet,
  options: LabelOptions,
): Promise<LabelSheetPreview> {
  const product = await productOf(db, sheet.productModel);
  const [counted] = await db
    .select({
      labels: count(),
      longest: sql<string | null>`max(length(${devices.serialNumber}))::text`,
    })
    .from(devices)
    .where(inRange(sheet));
  const labels = counted?.labels ?? 0;
  // The GS1 rule looks at the serials' lengths only: the longest stands for them all.
  const longest = '0'.repeat(Number(counted?.longest ?? 0));
  const qrCode = sheetQrCode(options.qrCode, product.gtin, [longest]);
  return { labels, pages: labelPages(labels), max: LABELS_MAX, qrCode };
}

/**
 * The PDF of a sheet, audited (`labels_print`). Refused (422) for a product not in the
 * catalog, a range without any of its devices, or with more than LABELS_MAX.
 */
export async function printLabelSheet(
  db: Database,
  sheet: LabelSheet,
  staff: Pick<CurrentUser, 'subject' | 'email'>,
  options: LabelOptions,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const product = await productOf(db, sheet.productModel);
  const rows = await db
    .select({ serialNumber: devices.serialNumber })
    .from(devices)
    .where(inRange(sheet))
    .orderBy(asc(sql`${devices.serialNumber}::numeric`))
    .limit(LABELS_MAX + 1);
  const range = `${sheet.serialFrom} to ${sheet.serialTo}`;
  if (rows.length === 0) {
    throw new HttpError(
      422,
      'no_devices',
      `No device of ${product.model} has a serial number from ${range}.`,
    );
  }
  if (rows.length > LABELS_MAX) {
    const [counted] = await db.select({ labels: count() }).from(devices).where(inRange(sheet));
    const labels = counted?.labels ?? rows.length;
    throw new HttpError(
      422,
      'too_many_labels',
      `At most ${LABELS_MAX} labels make one sheet: ${product.model} has ${labels} devices from ${range}. Print the range in parts.`,
      { labels, max: LABELS_MAX },
    );
  }
  const serials = rows.map((row) => row.serialNumber);
  const qrCode = sheetQrCode(options.qrCode, product.gtin, serials);
  const language = sheet.language ?? options.defaultLanguage;
  const productName = localize(product.name, language, options.textFallback);
  const pdf = await labelSheetPdf(
    serials.map((serialNumber) => ({
      serialNumber,
      productName,
      qrText: labelPayload(qrCode, options.publicBaseUrl, product.gtin, serialNumber),
    })),
    { title: `${productName} – ${sheet.serialFrom}–${sheet.serialTo}`, language },
  );
  await recordStaffAction(db, staff, {
    action: 'labels_print',
    targetType: 'product',
    targetId: product.model,
    details: {
      serialFrom: sheet.serialFrom,
      serialTo: sheet.serialTo,
      labels: serials.length,
      qrCode,
    },
  });
  const safeModel = product.model.replace(/[^A-Za-z0-9._-]/g, '-');
  return { filename: `labels-${safeModel}-${sheet.serialFrom}-${sheet.serialTo}.pdf`, pdf };
}
