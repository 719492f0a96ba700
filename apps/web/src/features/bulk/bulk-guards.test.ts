import { describe, expect, it } from 'vitest';
import { emptyBulkData, type BulkData, type BulkRow } from '../../shared/form-state/bulk-store';
import { testInstaller } from '../../test/test-users';
import { bulkGuard } from './bulk-guards';

const installer = testInstaller();
const row: BulkRow = {
  serialNumber: '100000001',
  productName: '',
  installationDate: '01.03.2024',
  street: 'Rue de Rivoli',
  streetNumber: '10',
  zip: '75001',
  city: 'Paris',
};
const mapped: BulkData['mappedColumns'] = {
  '0': 'serialNumber',
  '1': 'installationDate',
  '2': 'street',
  '3': 'streetNumber',
  '4': 'zip',
  '5': 'city',
};

describe('bulkGuard', () => {
  it('sends users without company or input back to the paste step', () => {
    expect(bulkGuard(2, emptyBulkData(), installer)).toBe('paste');
    expect(
      bulkGuard(2, { ...emptyBulkData(), inputData: 'x' }, { ...installer, company: null }),
    ).toBe('paste');
    expect(bulkGuard(2, { ...emptyBulkData(), inputData: 'x' }, installer)).toBeNull();
  });

  it('needs parsed rows and all required columns for step 3', () => {
    const pasted = { ...emptyBulkData(), inputData: 'x' };
    expect(bulkGuard(3, pasted, installer)).toBe(2);
    expect(
      bulkGuard(
        3,
        { ...pasted, parsedData: [row], mappedColumns: { '0': 'serialNumber' } },
        installer,
      ),
    ).toBe(2);
    expect(
      bulkGuard(3, { ...pasted, parsedData: [row], mappedColumns: mapped }, installer),
    ).toBeNull();
  });

  it('needs a product name on every row for step 4', () => {
    const checked = { inputData: 'x', parsedData: [row], mappedColumns: mapped };
    expect(bulkGuard(4, checked, installer)).toBe(3);
    expect(
      bulkGuard(4, { ...checked, parsedData: [{ ...row, productName: 'Aura' }] }, installer),
    ).toBeNull();
  });
});
