import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import {
  readCatalogFiles,
  readCatalogTexts,
  type CatalogFiles,
  type CatalogRowError,
  type CatalogText,
} from './read-catalog-files';
import { upsertCatalog } from './upsert-catalog';

export type ImportResult =
  | { ok: true; products: number; devices: number; incentives: number }
  | { ok: false; errors: CatalogRowError[] };

/** Imports catalog files of the disk (`npm run catalog:import`). */
export async function importCatalog(db: Database, files: readonly string[]): Promise<ImportResult> {
  return importRead(db, await readCatalogFiles(files));
}

/** Imports catalog files uploaded as texts (the console): the same rules, all or nothing. */
export async function importCatalogTexts(
  db: Database,
  files: readonly CatalogText[],
): Promise<ImportResult> {
  return importRead(db, readCatalogTexts(files));
}

/**
 * Validates every row of every file, checks that each referenced product exists in the
 * files or the database, then upserts everything in one transaction — or nothing at all.
 */
async function importRead(
  db: Database,
  { catalog, locations, errors }: CatalogFiles,
): Promise<ImportResult> {
  if (errors.length > 0) return { ok: false, errors };

  const modelsInFiles = new Set(catalog.products.map((p) => p.model));
  const referenced = new Set<string>();
  for (const device of catalog.devices) referenced.add(device.productModel);
  for (const incentive of catalog.incentives) {
    if (incentive.productModel) referenced.add(incentive.productModel);
  }
  const missing = [...referenced].filter((model) => !modelsInFiles.has(model));
  const known = new Set<string>();
  if (missing.length > 0) {
    const rows = await db
      .select({ model: products.model })
      .from(products)
      .where(inArray(products.model, missing));
    for (const row of rows) known.add(row.model);
  }
  const exists = (model: string) => modelsInFiles.has(model) || known.has(model);
  const referenceErrors: CatalogRowError[] = [];
  catalog.devices.forEach((device, index) => {
    if (!exists(device.productModel)) {
      const at = locations.devices[index];
      referenceErrors.push({
        file: at?.file ?? '',
        line: at?.line ?? 0,
        message: `productModel: unknown product ${device.productModel}`,
      });
    }
  });
  catalog.incentives.forEach((incentive, index) => {
    if (incentive.productModel && !exists(incentive.productModel)) {
      const at = locations.incentives[index];
      referenceErrors.push({
        file: at?.file ?? '',
        line: at?.line ?? 0,
        message: `productModel: unknown product ${incentive.productModel}`,
      });
    }
  });
  referenceErrors.push(...(await gtinErrors(db, catalog, locations)));
  if (referenceErrors.length > 0) return { ok: false, errors: referenceErrors };

  await upsertCatalog(db, catalog);
  return {
    ok: true,
    products: catalog.products.length,
    devices: catalog.devices.length,
    incentives: catalog.incentives.length,
  };
}

/**
 * A GTIN names one product: refused when two rows of the files give it, or when the database
 * holds it for a product the files leave as it is.
 */
async function gtinErrors(
  db: Database,
  catalog: CatalogFiles['catalog'],
  locations: CatalogFiles['locations'],
): Promise<CatalogRowError[]> {
  const errors: CatalogRowError[] = [];
  const given = new Map<string, number>();
  catalog.products.forEach((product, index) => {
    if (!product.gtin) return;
    const first = given.get(product.gtin);
    if (first === undefined) {
      given.set(product.gtin, index);
      return;
    }
    const at = locations.products[index];
    const firstAt = locations.products[first];
    errors.push({
      file: at?.file ?? '',
      line: at?.line ?? 0,
      message: `gtin: ${product.gtin} is also given to ${catalog.products[first]?.model ?? ''} in ${firstAt?.file ?? ''}:${firstAt?.line ?? 0}`,
    });
  });
  if (given.size === 0) return errors;
  const modelsInFiles = new Set(catalog.products.map((p) => p.model));
  const held = await db
    .select({ model: products.model, gtin: products.gtin })
    .from(products)
    .where(inArray(products.gtin, [...given.keys()]));
  for (const row of held) {
    const index = row.gtin === null ? undefined : given.get(row.gtin);
    if (index === undefined || modelsInFiles.has(row.model)) continue;
    const at = locations.products[index];
    errors.push({
      file: at?.file ?? '',
      line: at?.line ?? 0,
      message: `gtin: ${row.gtin ?? ''} belongs to product ${row.model} already`,
    });
  }
  return errors;
}
