import { describe, expect, it } from 'vitest';
import { emptyBulkData } from '../../shared/form-state/bulk-store';
import { testInstaller } from '../../test/test-users';
import { bulkGuard } from './bulk-guards';
import { bulkRow, TEMPLATE_MAPPING } from './test/bulk-fixtures';

const installer = testInstaller();
const row = bulkRow('100000001', { installationDate: '01.03.2024' });
const mapped = TEMPLATE_MAPPING;

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
    const checked = {
      ...emptyBulkData(),
      inputData: 'x',
      parsedData: [row],
      mappedColumns: mapped,
    };
    expect(bulkGuard(4, checked, installer)).toBe(3);
    expect(
      bulkGuard(4, { ...checked, parsedData: [{ ...row, productName: 'Aura' }] }, installer),
    ).toBeNull();
  });
});
