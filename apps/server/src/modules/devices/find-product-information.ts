import { eq, sql } from 'drizzle-orm';
import type { ProductInformation, RecipientTypeId } from '@pr/contracts';
import type { Database } from '../../db/client';
import { devices, incentives, products, type LocalizedText } from '../../db/schema';
import { localize, type TextFallback } from '../catalog/localize';

export interface LookupLocale {
  country: string;
  language: string;
  textFallback: TextFallback;
}

interface IncentiveRow {
  recipientType: number;
  description: LocalizedText;
  registrationWindowDays: number | null;
}

/**
 * The product of a serial with its incentives (its own and those of all products, for the
 * country or all countries) gathered beside it: one round trip, prepared once per database
 * so PostgreSQL plans it once, not on every QR scan.
 */
function prepareLookup(db: Database) {
  const country = sql.placeholder('country');
  const incentivesOfProduct = sql<IncentiveRow[]>`coalesce((
    select json_agg(
      json_build_object(
        'recipientType', ${incentives.recipientType},
        'description', ${incentives.description},
        'registrationWindowDays', ${incentives.registrationWindowDays}
      )
      order by ${incentives.recipientType}, ${incentives.sortOrder}, ${incentives.key}
    )
    from ${incentives}
    where (${incentives.productModel} is null or ${incentives.productModel} = ${products.model})
      and (${incentives.country} is null or ${incentives.country} = ${country})
  ), '[]'::json)`;
  return db
    .select({
      deviceType: products.deviceType,
      name: products.name,
      color: products.color,
      imageUrl: products.imageUrl,
      productUrl: products.productUrl,
      incentives: incentivesOfProduct,
    })
    .from(devices)
    .innerJoin(products, eq(products.model, devices.productModel))
    .where(eq(devices.serialNumber, sql.placeholder('serialNumber')))
    .prepare('find_product_information');
}

const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

/** The spec's look-up answer for a serial, texts in the requested language; undefined if unknown. */
export async function findProductInformation(
  db: Database,
  serialNumber: string,
  { country, language, textFallback }: LookupLocale,
): Promise<ProductInformation | undefined> {
  let lookup = preparedLookups.get(db);
  if (lookup === undefined) {
    lookup = prepareLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [product] = await lookup.execute({ serialNumber, country });
  if (!product) return undefined;
  return {
    name: localize(product.name, language, textFallback),
    // The maps key stays on the server (docs/architecture.md §9); the field is kept for the spec's shape.
    googleMapsApiKey: '',
    imageUrl: product.imageUrl,
    productUrl: product.productUrl,
    color: product.color ? localize(product.color, language, textFallback) : null,
    deviceType: product.deviceType,
    incentives: product.incentives.map((row) => ({
      recipientType: { id: row.recipientType as RecipientTypeId },
      descriptions: [{ description: localize(row.description, language, textFallback) }],
      registrationWindowDays: row.registrationWindowDays,
    })),
  };
}
