import { asc, count, eq } from 'drizzle-orm';
import type { CatalogOverview } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { devices, incentives, products } from '../../db/schema';

/** The catalog as staff check it: products with their device counts, and the incentives. */
export async function catalogOverview(db: Database): Promise<CatalogOverview> {
  const [productRows, incentiveRows] = await Promise.all([
    db
      .select({
        model: products.model,
        deviceType: products.deviceType,
        name: products.name,
        color: products.color,
        gtin: products.gtin,
        devices: count(devices.serialNumber),
      })
      .from(products)
      .leftJoin(devices, eq(devices.productModel, products.model))
      .groupBy(products.model)
      .orderBy(asc(products.model)),
    db
      .select()
      .from(incentives)
      .orderBy(asc(incentives.productModel), asc(incentives.country), asc(incentives.sortOrder)),
  ]);
  return {
    products: productRows,
    incentives: incentiveRows.map((row) => ({
      key: row.key,
      recipientType: row.recipientType === 2 ? 2 : 1,
      productModel: row.productModel,
      country: row.country,
      description: row.description,
      sortOrder: row.sortOrder,
    })),
  };
}
