import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import { deleteItem, readItems, ROWS_TO_FIX } from '../../../shared/outbox/outbox-db';
import { useBulkStore } from '../../../shared/form-state/bulk-store';
import { useBulkCheckStore } from './check-store';
import { bulkRow } from '../test/bulk-fixtures';
import { prepareCheckStep, storeRows, stubCheckEndpoints } from '../test/check-fixtures';

describe('bulk step 3’s “register the valid rows” (issue 47)', () => {
  beforeEach(async () => {
    await prepareCheckStep();
    for (const item of await readItems()) await deleteItem(item.id);
  });

  it('sends the valid rows on and keeps the others, marked, in the outbox to fix later', async () => {
    const user = userEvent.setup();
    stubCheckEndpoints();
    storeRows([
      bulkRow('100000001'),
      bulkRow('999999999', { installationDate: '31.02.2024' }),
      bulkRow('100000002'),
    ]);
    const { router } = renderApp('/fr-FR/partners/bulk/step/3');
    await screen.findByText('1 les lignes contiennent une erreur');
    // The spec's submit still waits for every row.
    expect(screen.getByRole('button', { name: 'Soumettre des données' })).toBeDisabled();
    const registerValid = screen.getByRole('button', { name: 'Enregistrer les 2 lignes valides' });
    expect(registerValid).toHaveAccessibleDescription(
      'Les lignes en erreur sont gardées dans «\u00a0Envois en attente\u00a0», pour être corrigées plus tard.',
    );

    await user.click(registerValid);
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/4'));
    const { parsedData, rowsKeptToFix, batchKey } = useBulkStore.getState();
    expect(parsedData.map((row) => row.serialNumber)).toEqual(['100000001', '100000002']);
    expect(rowsKeptToFix).toBe(1);
    expect(batchKey).not.toBe('');

    const [kept, ...others] = await readItems();
    expect(others).toEqual([]);
    expect(kept?.kind).toBe('batch');
    expect(kept?.outcome).toEqual({
      kind: 'toFix',
      code: ROWS_TO_FIX,
      rowErrors: [
        { row: 0, serialNumber: '999999999', field: 'serialNumber', code: 'invalidSerialNumber' },
        { row: 0, serialNumber: '999999999', field: 'installationDate', code: 'invalidDate' },
      ],
    });
    expect(kept?.kind === 'batch' && kept.draft?.parsedData).toEqual([
      expect.objectContaining({ serialNumber: '999999999', installationDate: '31.02.2024' }),
    ]);
  });

  it('lists the kept rows in the outbox by their count, and takes them back to step 3 to fix', async () => {
    const user = userEvent.setup();
    stubCheckEndpoints();
    storeRows([bulkRow('100000001'), bulkRow('999999999', { installationDate: '31.02.2024' })]);
    const { router } = renderApp('/fr-FR/partners/bulk/step/3');
    await user.click(await screen.findByRole('button', { name: 'Enregistrer 1 ligne valide' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/4'));

    await act(() => router.navigate('/fr-FR/partners/outbox'));
    // One row with two errors is one row to fix.
    expect(await screen.findByText('1 ligne à corriger')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Corriger' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/3'));
    expect(useBulkStore.getState().parsedData.map((row) => row.serialNumber)).toEqual([
      '999999999',
    ]);
    // Checked again from scratch: the browser's own errors, not a stale copy of them.
    await screen.findByText('1 les lignes contiennent une erreur');
    expect(useBulkCheckStore.getState().serverErrors).toEqual({});
    expect(await readItems()).toEqual([]);
  });

  it('is not offered when every row has an error', async () => {
    stubCheckEndpoints();
    storeRows([bulkRow('999999999')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    await screen.findByText('1 les lignes contiennent une erreur');
    expect(screen.queryByRole('button', { name: /lignes? valides?/ })).toBeNull();
  });
});
