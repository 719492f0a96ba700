import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devices, incentives, products } from '../../db/schema';
import { CATALOG_CHANGED_CHANNEL } from '../devices/lookup-cache';
import type { Catalog } from './catalog-schema';
import { recordEvent } from '../events/record-event';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters, few round trips. */
const CHUNK_SIZE = 5000;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    result.push(rows.slice(start, start + CHUNK_SIZE));
  }
  return result;
}

/** Inserts or updates the whole catalog in one transaction: all of it lands, or nothing. */
export async function upsertCatalog(db: Database, catalog: Catalog): Promise<void> {
  await db.transaction(async (tx) => {
    // Delivered at commit to every server listening (their look-up caches), never on rollback.
    await tx.execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, '')`);
    // A GTIN may move from one product of the files to another: each product's is set anew
    // below, so none collides with the value it is about to lose.
    for (const rows of chunks(catalog.products)) {
      const models = rows.map((p) => p.model);
      await tx
        .update(products)
        .set({ gtin: null })
        .where(and(inArray(products.model, models), isNotNull(products.gtin)));
    }
    for (const rows of chunks(catalog.products)) {
      await tx
        .insert(products)
        .values(
          rows.map((p) => ({
            model: p.model,
            deviceType: p.deviceType,
            name: p.name,
            color: p.color ?? null,
            imageUrl: p.imageUrl ?? null,
            productUrl: p.productUrl ?? null,
            gtin: p.gtin ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: products.model,
          set: {
            deviceType: sql`excluded.device_type`,
            name: sql`excluded.name`,
            color: sql`excluded.color`,
            imageUrl: sql`excluded.image_url`,
            productUrl: sql`excluded.product_url`,
            gtin: sql`excluded.gtin`,
            updatedAt: sql`now()`,
          },
        });
    }
    for (const rows of chunks(catalog.devices)) {
      await tx
        .insert(devices)
        .values(
          rows.map((d) => ({
            serialNumber: d.serialNumber,
            productModel: d.productModel,
            manufacturedOn: d.manufacturedOn ?? null,
            shippedOn: d.shippedOn ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: devices.serialNumber,
          set: {
            productModel: sql`excluded.product_model`,
            manufacturedOn: sql`excluded.manufactured_on`,
            shippedOn: sql`excluded.shipped_on`,
            updatedAt: sql`now()`,
          },
          // Re-importing an unchanged device costs no write.
          setWhere: sql`(${devices.productModel}, ${devices.manufacturedOn}, ${devices.shippedOn})
            is distinct from (excluded.product_model, excluded.manufactured_on, excluded.shipped_on)`,
        });
    }
    for (const rows of chunks(catalog.incentives)) {
      await tx
        .insert(incentives)
        .values(
          rows.map((i) => ({
            key: i.key,
            recipientType: i.recipientType,
            productModel: i.productModel ?? null,
            country: i.country ?? null,
            description: i.description,
            sortOrder: i.sortOrder,
            registrationWindowDays: i.registrationWindowDays ?? null,
            points: i.points ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: incentives.key,
          set: {
            recipientType: sql`excluded.recipient_type`,
            productModel: sql`excluded.product_model`,
            country: sql`excluded.country`,
            description: sql`excluded.description`,
            sortOrder: sql`excluded.sort_order`,
            registrationWindowDays: sql`excluded.registration_window_days`,
            points: sql`excluded.points`,
          },
        });
    }
    await recordEvent(tx, {
      type: 'catalog.imported',
      payload: {
        products: catalog.products.length,
        devices: catalog.devices.length,
        incentives: catalog.incentives.length,
      },
      personal: null,
    });
  });
}
