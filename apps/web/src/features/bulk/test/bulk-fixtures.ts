import { vi } from 'vitest';
import type { BulkData, BulkRow } from '../../../shared/form-state/bulk-store';
import { INSTALLER_CLAIMS, OWNER_CLAIMS, oidcUser, startTestAuth } from '../../../test/test-auth';

/** Signs the demo installer (or the owner, who has no company) in before the app renders. */
export async function signInAs(account: 'installer' | 'owner'): Promise<void> {
  await startTestAuth({
    user: oidcUser(account === 'installer' ? INSTALLER_CLAIMS : OWNER_CLAIMS),
  });
}

/**
 * jsdom lays nothing out, so a virtual table would see no room for rows: give every
 * element a viewport-sized box.
 */
export function giveTablesRoom(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}

/** One pasted line: cells joined by tabs, as a spreadsheet copies them. */
export const line = (...cells: string[]) => cells.join('\t');

/** The French template's header row, as pasted. */
export const FRENCH_HEADER_LINE = line(
  'Numéro de série',
  "Date d'installation",
  'Nom de la rue',
  'Numéro de rue',
  'Code postal',
  'Ville',
);

/** The demo address in Lyon that the embedded address search knows. */
export const LYON = {
  street: 'Place des Terreaux',
  streetNumber: '1',
  zip: '69001',
  city: 'Lyon',
} as const;

/** The six required columns mapped in the template's order. */
export const TEMPLATE_MAPPING: BulkData['mappedColumns'] = {
  '0': 'serialNumber',
  '1': 'installationDate',
  '2': 'street',
  '3': 'streetNumber',
  '4': 'zip',
  '5': 'city',
};

/** A checked-looking row at the demo address Rue de Rivoli 10, 75001 Paris. */
export function bulkRow(serialNumber: string, overrides: Partial<BulkRow> = {}): BulkRow {
  return {
    serialNumber,
    productName: '',
    installationDate: '15.03.2024',
    street: 'Rue de Rivoli',
    streetNumber: '10',
    zip: '75001',
    city: 'Paris',
    ...overrides,
  };
}
