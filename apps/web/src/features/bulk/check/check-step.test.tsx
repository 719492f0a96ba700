import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBulkStore } from '../../../shared/form-state/bulk-store';
import { onProblem, type Problem } from '../../../shared/telemetry/report-problem';
import { currentUrl, renderApp } from '../../../test/render-app';
import { bulkRow, LYON } from '../test/bulk-fixtures';
import { stubFetch } from '../../../test/stub-fetch';
import { pause } from '../../../test/pause';
import { cell, prepareCheckStep, storeRows, stubCheckEndpoints } from '../test/check-fixtures';

const row = bulkRow;

describe('bulk step 3', () => {
  beforeEach(prepareCheckStep);

  it('checks every row on arrival, a page per request, and marks the invalid cells', async () => {
    const calls = stubCheckEndpoints();
    storeRows([
      row('100000001'),
      row('999999999'),
      row('100000002', { installationDate: '31.02.2024' }),
      row('100000003', { street: 'Rue Inconnue', zip: '999' }),
    ]);
    renderApp('/fr-FR/partners/bulk/step/3');

    expect(await screen.findByText('3 les lignes contiennent une erreur')).toBeInTheDocument();
    expect(calls.serials).toEqual([['100000001', '999999999', '100000002', '100000003']]);
    expect(calls.addresses).toEqual([
      ['Rue de Rivoli 10, 75001 Paris', 'Rue Inconnue 10, 999 Paris'],
    ]);

    const table = screen.getByRole('table', { name: 'Données à importer' });
    expect(within(table).getByText('Radiateur design Aura 600')).toBeInTheDocument();
    expect(cell('Numéro de série', 1)).toHaveAttribute('aria-invalid', 'false');
    expect(cell('Numéro de série', 2)).toHaveAccessibleDescription('Numéro de série incorrect');
    expect(cell("Date d'installation", 3)).toHaveAccessibleDescription(/Date invalide/);
    for (const column of ['Nom de la rue', 'Numéro de rue', 'Code postal', 'Ville']) {
      expect(cell(column, 4)).toHaveAccessibleDescription("L'adresse fournie est invalide");
    }
    expect(cell('Ville', 3)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByTestId('error-icon')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Soumettre des données' })).toBeDisabled();
    expect(useBulkStore.getState().parsedData[0]?.productName).toBe('Radiateur design Aura 600');
  });

  it('says when a postal code lost its leading zero, without asking the address search', async () => {
    const user = userEvent.setup();
    const calls = stubCheckEndpoints();
    storeRows([
      row('100000001', LYON),
      row('100000002', {
        street: 'Rue de la Paix',
        streetNumber: '3',
        zip: '1000',
        city: 'Bourg-en-Bresse',
      }),
    ]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    expect(cell('Code postal', 2)).toHaveAccessibleDescription(/a perdu son zéro initial/);
    expect(calls.addresses).toEqual([['Place des Terreaux 1, 69001 Lyon']]);

    await user.clear(cell('Code postal', 2));
    await user.type(cell('Code postal', 2), '01000');
    await waitFor(() =>
      expect(cell('Code postal', 2)).toHaveAccessibleDescription("L'adresse fournie est invalide"),
    );
    expect(calls.addresses.at(-1)).toEqual(['Rue de la Paix 3, 01000 Bourg-en-Bresse']);
  });

  it('re-checks only the edited kind of field, 500 ms after the last change, then submits', async () => {
    const user = userEvent.setup();
    const calls = stubCheckEndpoints();
    storeRows([
      row('999999999', { installationDate: '1.1.24' }),
      row('100000002', { city: 'Pari' }),
    ]);
    const { router } = renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('2 les lignes contiennent une erreur')).toBeInTheDocument();
    calls.serials.length = 0;
    calls.addresses.length = 0;

    await user.clear(cell('Numéro de série', 1));
    await user.type(cell('Numéro de série', 1), '100000001');
    // The date error stays with the row whose serial changed.
    expect(cell("Date d'installation", 1)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(cell('Numéro de série', 1)).toHaveAttribute('aria-invalid', 'false'),
    );
    expect(calls.serials).toEqual([['100000001']]);
    expect(calls.addresses).toEqual([]);
    expect(screen.getByText('Radiateur design Aura 600')).toBeInTheDocument();

    await user.clear(cell("Date d'installation", 1));
    await user.type(cell("Date d'installation", 1), '01/01/2024');
    await waitFor(() =>
      expect(cell("Date d'installation", 1)).toHaveAttribute('aria-invalid', 'false'),
    );
    expect(calls.serials).toHaveLength(1);
    expect(calls.addresses).toEqual([]);

    await user.type(cell('Ville', 2), 's');
    expect(screen.getByRole('button', { name: 'Soumettre des données' })).toBeDisabled();
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();
    // Row 1 has the same address: its answer is reused, not asked again.
    expect(calls.addresses).toEqual([]);
    expect(useBulkStore.getState().parsedData[1]?.city).toBe('Paris');

    await user.click(screen.getByRole('button', { name: 'Soumettre des données' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/4'));
    expect(useBulkStore.getState().batchKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks the server about an edited address it has not seen, as a page of one', async () => {
    const user = userEvent.setup();
    const calls = stubCheckEndpoints();
    storeRows([
      row('100000001', {
        street: 'Place des Terreaux',
        streetNumber: '1',
        zip: '69001',
        city: 'Lyo',
      }),
    ]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    await user.type(cell('Ville', 1), 'n');
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();
    expect(calls.addresses).toEqual([
      ['Place des Terreaux 1, 69001 Lyo'],
      ['Place des Terreaux 1, 69001 Lyon'],
    ]);
    expect(calls.serials).toHaveLength(1);
  });

  it('marks a serial that an earlier row already has', async () => {
    stubCheckEndpoints();
    storeRows([row('100000001'), row('100000002'), row('100000001')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    expect(cell('Numéro de série', 3)).toHaveAccessibleDescription(
      'Ce numéro de série figure déjà sur une autre ligne.',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Associer les colonnes d'en-tête" }),
    ).toBeInTheDocument();
  });

  it('shows the progress while checking', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    storeRows([row('100000001'), row('100000002')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    const progress = await screen.findByRole('progressbar', { name: 'Vérification des données' });
    // The bar may appear a render before it knows how many rows there are.
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuemax', '2'));
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 / 2 lignes vérifiées')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    answer(new Response('', { status: 503 }));
  });

  it('counts a failed look-up as invalid and offers to check again', async () => {
    const user = userEvent.setup();
    const calls = stubCheckEndpoints({ failLookups: 1 });
    storeRows([row('100000001')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(
      await screen.findByText(/Certaines valeurs n’ont pas pu être vérifiées/),
    ).toBeInTheDocument();
    expect(cell('Numéro de série', 1)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();
    expect(calls.serials).toHaveLength(2);
    // The address answer was kept: only the serial is asked again.
    expect(calls.addresses).toHaveLength(1);
  });

  it('has its heading, a read-only product column and an error count that closes', async () => {
    const user = userEvent.setup();
    stubCheckEndpoints();
    storeRows([row('100000001'), row('999999999')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vérifier les valeurs des données' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Modifier les valeurs en cliquant sur la cellule')).toBeInTheDocument();
    const flash = await screen.findByRole('alert');
    expect(flash).toHaveTextContent('1 les lignes contiennent une erreur');

    const table = screen.getByRole('table', { name: 'Données à importer' });
    expect(within(table).getByRole('columnheader', { name: 'Nom du produit' })).toBeInTheDocument();
    // The product name is the look-up's answer: shown, never an input.
    expect(within(table).getByText('Radiateur design Aura 600').closest('input')).toBeNull();
    expect(screen.queryByLabelText('Nom du produit, ligne 1')).toBeNull();

    await user.click(within(flash).getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByText('1 les lignes contiennent une erreur')).toBeNull();
    // Closing the message hides it; the error itself still blocks the submission.
    expect(screen.getByRole('button', { name: 'Soumettre des données' })).toBeDisabled();
  });

  it('waits 500 ms after the last change before checking the edited cell', async () => {
    const user = userEvent.setup();
    const calls = stubCheckEndpoints();
    storeRows([row('999999999')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    calls.serials.length = 0;

    await user.clear(cell('Numéro de série', 1));
    await user.type(cell('Numéro de série', 1), '10000000');
    // Measured from before the last key press: the wait starts with it, not when typing returns.
    const lastChangeAt = performance.now();
    await user.type(cell('Numéro de série', 1), '1');
    await pause(300);
    expect(calls.serials).toEqual([]);
    await waitFor(() => expect(calls.serials).toEqual([['100000001']]), { timeout: 3000 });
    // Node's timers run on the event loop's clock, which counts whole milliseconds.
    expect(performance.now() - lastChangeAt).toBeGreaterThanOrEqual(500 - 1);
  });

  it('marks the address cells and reports the failure when the address search fails', async () => {
    const problems: Problem[] = [];
    const stopListening = onProblem((problem) => problems.push(problem));
    stubCheckEndpoints({ failAddresses: 1 });
    storeRows([row('100000001')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(
      await screen.findByText(/Certaines valeurs n’ont pas pu être vérifiées/),
    ).toBeInTheDocument();
    stopListening();
    for (const column of ['Nom de la rue', 'Numéro de rue', 'Code postal', 'Ville']) {
      expect(cell(column, 1)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(cell('Numéro de série', 1)).toHaveAttribute('aria-invalid', 'false');
    expect(problems.map((problem) => problem.detail).join('\n')).toMatch(/places\/check.*503/);
    expect(screen.getByRole('button', { name: 'Soumettre des données' })).toBeDisabled();
  });

  it('renders only the rows in view of a long table', async () => {
    stubCheckEndpoints();
    storeRows(Array.from({ length: 1000 }, () => row('100000001')));
    renderApp('/fr-FR/partners/bulk/step/3');
    const table = await screen.findByRole(
      'table',
      { name: 'Données à importer' },
      { timeout: 5000 },
    );
    // 600 px of room (giveTablesRoom): a screenful of rows and a few more, not a thousand.
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(table).toHaveAttribute('aria-rowcount', '1001');
  });
});
