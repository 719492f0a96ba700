import type { PointsEntry } from '@pr/contracts/points';

/** An entry of a statement as the API gives it. */
export function pointsEntry(
  overrides: Partial<PointsEntry> & Pick<PointsEntry, 'id'>,
): PointsEntry {
  return {
    at: '2026-11-20T09:30:00.000Z',
    kind: 'credit',
    state: 'available',
    points: 50,
    registrationId: '00000000-0000-4000-8000-000000000121',
    serialNumber: '100000121',
    productModel: 'CAL-RAD-AURA-600',
    productName: { fr: 'Radiateur design Aura 600', de: 'Designheizkörper Aura 600' },
    reason: null,
    ...overrides,
  };
}

/** A statement of four entries: a credit, a held one, its cancellation, staff's adjustment. */
export const STATEMENT_ITEMS: PointsEntry[] = [
  pointsEntry({
    id: 'e4',
    at: '2026-11-22T10:00:00.000Z',
    kind: 'adjustment',
    points: 25,
    registrationId: null,
    serialNumber: null,
    productModel: null,
    reason: 'Salon Batimat',
  }),
  pointsEntry({
    id: 'e3',
    at: '2026-11-21T10:00:00.000Z',
    kind: 'reversal',
    points: -50,
    serialNumber: '100000126',
    reason: 'superseded',
  }),
  pointsEntry({ id: 'e2', state: 'held', serialNumber: '100000131' }),
  pointsEntry({ id: 'e1' }),
];
