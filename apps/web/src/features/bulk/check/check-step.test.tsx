import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyBulkData, useBulkStore, type BulkRow } from '../bulk-store';
import { onProblem, type Problem } from '../../../shared/telemetry/report-problem';
import { currentUrl, renderApp } from '../../../test/render-app';
import { bulkRow, giveTablesRoom, LYON, signInAs, TEMPLATE_MAPPING } from '../test/bulk-fixtures';
import { useBulkCheckStore } from './check-store';
import { stubFetch } from '../../../test/stub-fetch';
import { pause } from '../../../test/pause';

const PRODUCTS: Record<string, string> = {
  '100000001': 'Radiateur design Aura 600',
  '100000002': 'Ventilation double flux Flow 350',
  '100000003': 'Radiateur Linea 900',
};
/** Registered by an installer already: the signed-in installer's company, or another. */
const HOLDERS: Record<string, 'ours' | 'taken'> = {};
const VALID_ADDRESSES = new Set([
  'Rue de Rivoli 10, 75001 Paris',
  'Place des Terreaux 1, 69001 Lyon',
]);

const row = bulkRow;

interface Calls {
  serials: string[][];
  addresses: string[][];
}

/** The two page endpoints of the server, answering from the tables above. */
function stubCheckEndpoints({ failLookups = 0, failAddresses = 0 } = {}): Calls {
  const calls: Calls = { serials: [], addresses: [] };
  let failures = failLookups;
  let addressFailures = failAddresses;
  stubFetch((url: string, init?: RequestInit) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<
      string,
      string[]
    >;
    if (url === '/api/devices/lookup') {
      calls.serials.push(body.serialNumbers ?? []);
      if (failures-- > 0) return Promise.resolve(new Response('', { status: 503 }));
      const products = Object.fromEntries(
        (body.serialNumbers ?? [])
          .filter((serial) => PRODUCTS[serial] !== undefined)
          .map((serial) => [
            serial,
            { name: PRODUCTS[serial], deviceType: 'RAD', registered: HOLDERS[serial] ?? null },
          ]),
      );
      return Promise.resolve(Response.json({ products }));
    }
    if (url.startsWith('/api/places/check?country=FR')) {
      calls.addresses.push(body.addresses ?? []);
      if (addressFailures-- > 0) return Promise.resolve(new Response('', { status: 503 }));
      const results = Object.fromEntries(
        (body.addresses ?? []).map((a) => [a, VALID_ADDRESSES.has(a) ? 'valid' : 'invalid']),
      );
      return Promise.resolve(Response.json({ results }));
    }
    return Promise.resolve(new Response('', { status: 404 }));
  });
  return calls;
}

function storeRows(rows: BulkRow[]) {
  useBulkStore.setState({
    ...emptyBulkData(),
    inputData: 'pasted',
    mappedColumns: TEMPLATE_MAPPING,
    parsedData: rows,
    sourceLines: rows.map((_, line) => line),
  });
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column}, ligne ${row}`);

describe('bulk step 3', () => {
  beforeEach(async () => {
    giveTablesRoom();
    useBulkCheckStore.getState().reset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInAs('installer');
  });

  it('skips the rows the company registered before, and marks another company’s as an error', async () => {
    HOLDERS['100000001'] = 'ours';
    HOLDERS['100000003'] = 'taken';
    try {
      stubCheckEndpoints();
      storeRows([row('100000001'), row('100000002'), row('100000003')]);
      renderApp('/fr-FR/partners/bulk/step/3');

      expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
      expect(
        screen.getByText(
          '1 produit est déjà enregistré par votre entreprise : il ne sera pas enregistré une deuxième fois.',
        ),
      ).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Données à importer' });
      expect(within(table).getByText('Déjà enregistré')).toBeInTheDocument();
      expect(cell('Numéro de série', 1)).toHaveAttribute('aria-invalid', 'false');
      expect(cell('Numéro de série', 3)).toHaveAccessibleDescription(
        /déjà été enregistré par une autre entreprise/,
      );
    } finally {
      delete HOLDERS['100000001'];
      delete HOLDERS['100000003'];
    }
  });

  it('shows only the rows with an error when asked, and keeps a row in view while it is fixed', async () => {
    const user = userEvent.setup();
    stubCheckEndpoints();
    storeRows([
      row('100000001'),
      row('999999999'),
      row('100000002'),
      row('100000003', { installationDate: '31.02.2024' }),
    ]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('2 les lignes contiennent une erreur')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Données à importer' });
    const shownRows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((line) => within(line).getAllByRole('cell')[0]?.textContent);
    expect(shownRows()).toEqual(['1', '2', '3', '4']);

    await user.click(
      screen.getByRole('checkbox', { name: 'Afficher uniquement les lignes avec une erreur' }),
    );
    expect(shownRows()).toEqual(['2', '4']);
    // Fixed, the row stays where the user is working; the filter shows the rest anew.
    const date = cell("Date d'installation", 4);
    await user.clear(date);
    await user.type(date, '28.02.2024');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'false'));
    expect(shownRows()).toEqual(['2', '4']);
    const filter = screen.getByRole('checkbox', {
      name: 'Afficher uniquement les lignes avec une erreur',
    });
    await user.click(filter);
    await user.click(filter);
    expect(shownRows()).toEqual(['2']);
    await user.click(filter);
    expect(shownRows()).toEqual(['1', '2', '3', '4']);
  });

  it('deletes rows, working out the others’ errors again without asking the server', async () => {
    const user = userEvent.setup();
    const calls = stubCheckEndpoints();
    storeRows([row('100000001'), row('999999999'), row('100000001'), row('100000002')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('2 les lignes contiennent une erreur')).toBeInTheDocument();
    expect(cell('Numéro de série', 3)).toHaveAccessibleDescription(
      /figure déjà sur une autre ligne/,
    );

    // Without the first row, the third is no longer a duplicate.
    await user.click(screen.getByRole('button', { name: 'Supprimer la ligne 1' }));
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    // The focus goes to the row that took the deleted one's place.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Supprimer la ligne 1' })).toHaveFocus(),
    );
    expect(cell('Numéro de série', 2)).toHaveAttribute('aria-invalid', 'false');
    expect(cell('Numéro de série', 2)).toHaveValue('100000001');

    await user.click(screen.getByRole('button', { name: 'Supprimer la ligne 1' }));
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();
    expect(useBulkStore.getState().parsedData.map((r) => r.serialNumber)).toEqual([
      '100000001',
      '100000002',
    ]);
    expect(screen.getByRole('button', { name: 'Soumettre des données' })).toBeEnabled();
    expect(calls.serials).toHaveLength(1);
  });

  it('goes to the first error from the count, then from error to error with F8 and Shift+F8', async () => {
    const user = userEvent.setup();
    stubCheckEndpoints();
    storeRows([
      row('100000001'),
      row('999999999', { city: 'Nulle part' }),
      row('100000002'),
      row('100000003', { installationDate: '31.02.2024' }),
    ]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('2 les lignes contiennent une erreur')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Aller à la première erreur (ligne 2)' }));
    await waitFor(() => expect(cell('Numéro de série', 2)).toHaveFocus());
    await user.keyboard('{F8}');
    // An address error takes the focus at its street.
    await waitFor(() => expect(cell('Nom de la rue', 2)).toHaveFocus());
    await user.keyboard('{F8}');
    await waitFor(() => expect(cell("Date d'installation", 4)).toHaveFocus());
    await user.keyboard('{F8}');
    await waitFor(() => expect(cell('Numéro de série', 2)).toHaveFocus());
    await user.keyboard('{Shift>}{F8}{/Shift}');
    await waitFor(() => expect(cell("Date d'installation", 4)).toHaveFocus());
    // From a row's delete button, the next error is below that row.
    screen.getByRole('button', { name: 'Supprimer la ligne 2' }).focus();
    await user.keyboard('{F8}');
    await waitFor(() => expect(cell("Date d'installation", 4)).toHaveFocus());
    screen.getByRole('button', { name: 'Supprimer la ligne 4' }).focus();
    await user.keyboard('{Shift>}{F8}{/Shift}');
    await waitFor(() => expect(cell("Date d'installation", 4)).toHaveFocus());
    // The buttons do the same, from the cell that had the focus last.
    await user.click(screen.getByRole('button', { name: 'Erreur précédente' }));
    await waitFor(() => expect(cell('Nom de la rue', 2)).toHaveFocus());
  });

  it('undoes a cell’s edit with Ctrl+Z and makes it again with Ctrl+Y, checking it each time', async () => {
    const user = userEvent.setup();
    stubCheckEndpoints();
    storeRows([row('100000001'), row('100000002')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler la modification' })).toBeDisabled();

    await user.type(cell('Numéro de série', 2), '9');
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    await user.click(cell('Ville', 1));
    await user.keyboard('{Control>}z{/Control}');
    expect(cell('Numéro de série', 2)).toHaveValue('100000002');
    await waitFor(() => expect(cell('Numéro de série', 2)).toHaveFocus());
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();

    await user.keyboard('{Control>}y{/Control}');
    expect(cell('Numéro de série', 2)).toHaveValue('1000000029');
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler la modification' }));
    expect(cell('Numéro de série', 2)).toHaveValue('100000002');
    expect(screen.getByRole('button', { name: 'Rétablir la modification' })).toBeEnabled();
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();
  });

  it('adds an empty row to fill in, marked until it is complete', async () => {
    const user = userEvent.setup();
    stubCheckEndpoints();
    storeRows([row('100000001')]);
    renderApp('/fr-FR/partners/bulk/step/3');
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await waitFor(() => expect(cell('Numéro de série', 2)).toHaveFocus());
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre des données' })).toBeDisabled();

    await user.keyboard('100000002');
    for (const [column, value] of [
      ["Date d'installation", '15.03.2024'],
      ['Nom de la rue', 'Rue de Rivoli'],
      ['Numéro de rue', '10'],
      ['Code postal', '75001'],
      ['Ville', 'Paris'],
    ] as const) {
      await user.type(cell(column, 2), value);
    }
    expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();
    expect(useBulkStore.getState().sourceLines).toEqual([0, -1]);
    expect(useBulkStore.getState().parsedData[1]?.productName).toBe(
      'Ventilation double flux Flow 350',
    );
  });

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
      await screen.findByText(/Certaines valeurs n'ont pas pu être vérifiées/),
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
      await screen.findByText(/Certaines valeurs n'ont pas pu être vérifiées/),
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
