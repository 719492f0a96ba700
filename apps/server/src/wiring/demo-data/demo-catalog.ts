import type { Catalog } from '../../modules/catalog/catalog-schema';
import { demoIncentives } from './demo-incentives';
import { AURA, demoProducts, FLOW } from './demo-products';

/** Serials 100000001–100000200 spread over every product, for bulk tests. */
const bulkDevices = Array.from({ length: 200 }, (_, index) => ({
  serialNumber: String(100000001 + index),
  productModel: demoProducts[index % demoProducts.length]?.model ?? AURA,
}));

/**
 * The demo catalog of docs/architecture.md §8 — a contract that tests and first-time users rely on.
 */
export const demoCatalog: Catalog = {
  products: demoProducts,
  devices: [
    { serialNumber: '908765401', productModel: AURA },
    { serialNumber: '908765402', productModel: FLOW },
    ...bulkDevices,
    // Made on 1 January 2026 and shipped on 15 January: installing one earlier is flagged for
    // review (e2e/tests/console/reviews.spec.ts).
    ...['100000201', '100000202', '100000203'].map((serialNumber) => ({
      serialNumber,
      productModel: AURA,
      manufacturedOn: '2026-01-01',
      shippedOn: '2026-01-15',
    })),
  ],
  incentives: demoIncentives,
};
