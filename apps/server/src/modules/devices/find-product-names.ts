import { and, eq, inArray, sql } from 'drizzle-orm';
import { isSerialNumber, RECIPIENT_TYPE } from '@pr/contracts';
import type { Database } from '../../db/client';
import { devices, products, registrations } from '../../db/schema';
import { localize, type TextFallback } from '../catalog/localize';
import { holdingCondition } from '../../db/holding';
import { installerHoldOf, type InstallerHold } from '../registrations/whose-registration';

export interface SerialLookupAnswer {
  name: string;
  deviceType: string;
  /** Registered by an installer already: the caller's company, or another. */
  registered: InstallerHold | null;
}

/**
 * Product name and type of each known serial of a page, and whether an installer company
 * holds it already (`companyId`'s own, or another's), in one query.
 */
export async function findProductNames(
  db: Database,
  serialNumbers: readonly string[],
  {
    language,
    textFallback,
    companyId,
  }: {
    language: string;
    textFallback: TextFallback;
    companyId: string | null;
  },
): Promise<Record<string, SerialLookupAnswer>> {
  const digits = [...new Set(serialNumbers.filter(isSerialNumber))];
  if (digits.length === 0) return {};
  const rows = await db
    .select({
      serial: devices.serialNumber,
      name: products.name,
      deviceType: products.deviceType,
      companyId: registrations.companyId,
      held: sql<boolean>`${registrations.id} is not null`,
    })
    .from(devices)
    .innerJoin(products, eq(products.model, devices.productModel))
    .leftJoin(
      registrations,
      and(
        eq(registrations.serialNumber, devices.serialNumber),
        eq(registrations.registrantType, RECIPIENT_TYPE.installer),
        holdingCondition(registrations.confirmationStatus),
      ),
    )
    .where(inArray(devices.serialNumber, digits));
  return Object.fromEntries(
    rows.map((row) => [
      row.serial,
      {
        name: localize(row.name, language, textFallback),
        deviceType: row.deviceType,
        registered: row.held ? installerHoldOf(row, companyId) : null,
      },
    ]),
  );
}
