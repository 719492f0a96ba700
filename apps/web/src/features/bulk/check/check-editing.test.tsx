import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBulkStore } from '../../../shared/form-state/bulk-store';
import { renderApp } from '../../../test/render-app';
import { bulkRow } from '../test/bulk-fixtures';
import {
  cell,
  HOLDERS,
  prepareCheckStep,
  storeRows,
  stubCheckEndpoints,
} from '../test/check-fixtures';

const row = bulkRow;

describe('bulk step 3: editing the rows', () => {
  beforeEach(prepareCheckStep);

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
});
