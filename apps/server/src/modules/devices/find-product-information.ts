import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { ProductInformation, RecipientTypeId } from '@pr/contracts';
import type { Database } from '../../db/client';
import { devices, incentives, products } from '../../db/schema';
import { localize } from '../catalog/localize';

export interface LookupLocale {
  country: string;
  language: string;
  defaultLanguage: string;
}

/** The spec's look-up answer for a serial, texts in the requested language; undefined if unknown. */
export async function findProductInformation(
  db: Database,
  serialNumber: string,
  { country, language, defaultLanguage }: LookupLocale,
): Promise<ProductInformation | undefined> {
  const productOfSerial = db
    .select({ model: devices.productModel })
    .from(devices)
    .where(eq(devices.serialNumber, serialNumber));
  // Both queries depend only on the serial, so they run side by side.
  const [productRows, incentiveRows] = await Promise.all([
    db
      .select({
        model: products.model,
        deviceType: products.deviceType,
        name: products.name,
        color: products.color,
        imageUrl: products.imageUrl,
        productUrl: products.productUrl,
      })
      .from(devices)
      .innerJoin(products, eq(products.model, devices.productModel))
      .where(eq(devices.serialNumber, serialNumber)),
    db
      .select({ recipientType: incentives.recipientType, description: incentives.description })
      .from(incentives)
      .where(
        and(
          or(
            isNull(incentives.productModel),
            sql`${incentives.productModel} in (${productOfSerial})`,
          ),
          or(isNull(incentives.country), eq(incentives.country, country)),
        ),
      )
      .orderBy(asc(incentives.recipientType), asc(incentives.sortOrder), asc(incentives.key)),
  ]);
  const product = productRows[0];
  if (!product) return undefined;
  return {
    name: localize(product.name, language, defaultLanguage),
    // The maps key stays on the server (docs/architecture.md §9); the field is kept for the spec's shape.
    googleMapsApiKey: '',
    imageUrl: product.imageUrl,
    productUrl: product.productUrl,
    color: product.color ? localize(product.color, language, defaultLanguage) : null,
    deviceType: product.deviceType,
    incentives: incentiveRows.map((row) => ({
      recipientType: { id: row.recipientType as RecipientTypeId },
      descriptions: [{ description: localize(row.description, language, defaultLanguage) }],
    })),
  };
}
