import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { useBulkStore } from '../../../shared/form-state/bulk-store';
import { bulkRow } from '../test/bulk-fixtures';
import { cell, prepareCheckStep, storeRows, stubCheckEndpoints } from '../test/check-fixtures';
import { parseBulkDate } from './bulk-date';
import { storeCheckedRows } from './current-rows';

describe('bulk step 3’s dates in the locale’s form (issue 47)', () => {
  beforeEach(prepareCheckStep);

  it('writes every date it understood as the page’s locale does, and leaves the others as typed', async () => {
    stubCheckEndpoints();
    storeRows([
      bulkRow('100000001', { installationDate: '12.11.2024' }),
      bulkRow('100000002', { installationDate: '13/11/2024' }),
      bulkRow('100000003', { installationDate: '2024-11-14' }),
      bulkRow('100000001', { installationDate: '31.02.2024' }),
    ]);
    renderApp('/fr-FR/partners/bulk/step/3');
    await screen.findByText('1 les lignes contiennent une erreur');

    const dates = [1, 2, 3, 4].map((row) => cell("Date d'installation", row));
    expect(dates.map((input) => (input as HTMLInputElement).value)).toEqual([
      '12/11/2024',
      '13/11/2024',
      '14/11/2024',
      '31.02.2024',
    ]);
    expect(dates.map((input) => input.getAttribute('aria-invalid'))).toEqual([
      'false',
      'false',
      'false',
      'true',
    ]);
  });

  it('writes them year first in Hungary, and reads them back as the same days', () => {
    storeRows([bulkRow('100000001', { installationDate: '15.03.2024' })]);
    const names = useBulkStore.getState().parsedData.map((row) => row.productName);
    storeCheckedRows(names, 'hu-HU');
    const [row] = useBulkStore.getState().parsedData;
    expect(row?.installationDate).toBe('2024. 03. 15.');
    expect(parseBulkDate(row?.installationDate ?? '')?.toISOString()).toBe(
      '2024-03-15T00:00:00.000Z',
    );
  });
});
