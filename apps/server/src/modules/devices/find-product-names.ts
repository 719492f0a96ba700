import { eq, inArray } from 'drizzle-orm';
import { isSerialNumber } from '@pr/contracts';
import type { Database } from '../../db/client';
import { devices, products } from '../../db/schema';
import { localize } from '../catalog/localize';

/** Product name and type of each known serial of a page, in one query. */
export async function findProductNames(
  db: Database,
  serialNumbers: readonly string[],
  language: string,
  defaultLanguage: string,
): Promise<Record<string, { name: string; deviceType: string }>> {
  const digits = [...new Set(serialNumbers.filter(isSerialNumber))];
  if (digits.length === 0) return {};
  const rows = await db
    .select({ serial: devices.serialNumber, name: products.name, deviceType: products.deviceType })
    .from(devices)
    .innerJoin(products, eq(products.model, devices.productModel))
    .where(inArray(devices.serialNumber, digits));
  return Object.fromEntries(
    rows.map((row) => [
      row.serial,
      { name: localize(row.name, language, defaultLanguage), deviceType: row.deviceType },
    ]),
  );
}
