import { BULK_MAX_ROWS } from '@pr/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyBulkData, useBulkStore } from '../../../shared/form-state/bulk-store';
import { currentUrl, renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import {
  FRENCH_HEADER_LINE,
  giveTablesRoom,
  line,
  signInAs,
  TEMPLATE_MAPPING,
} from '../test/bulk-fixtures';

const DATA = [
  line('100000001', 'x', '15.03.2024', 'Rue de Rivoli', '10', '75001', 'Paris'),
  line('100000002', 'y', '16.03.2024', 'Place des Terreaux', '1', '69001', 'Lyon'),
].join('\n');

const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('bulk step 2', () => {
  beforeEach(async () => {
    giveTablesRoom();
    await signInAs('installer');
  });

  it('needs every required column before going on, each field once', async () => {
    const user = userEvent.setup();
    useBulkStore.setState({ ...emptyBulkData(), inputData: DATA });
    const { router } = renderApp('/fr-FR/partners/bulk/step/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Associer les colonnes d'en-tête" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Confirmez si chaque colonne est correctement associée'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Données collées' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Place des Terreaux')).toBeInTheDocument();
    expect(options('Colonne 1')).toEqual([
      'Sélectionner',
      'Numéro de série',
      "Date d'installation",
      'Nom de la rue',
      'Numéro de rue',
      'Code postal',
      'Ville',
      'Non pertinent',
    ]);

    const next = screen.getByRole('button', { name: 'Continuer' });
    const choices = [
      'Numéro de série',
      'Non pertinent',
      "Date d'installation",
      'Nom de la rue',
      'Numéro de rue',
      'Code postal',
    ];
    for (const [index, choice] of choices.entries()) {
      await user.selectOptions(
        screen.getByRole('combobox', { name: `Colonne ${index + 1}` }),
        choice,
      );
    }
    // Chosen elsewhere: hidden, except 'Not relevant'.
    expect(options('Colonne 7')).toEqual(['Sélectionner', 'Ville', 'Non pertinent']);
    expect(screen.getByText(/Encore à associer : Ville/)).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Colonne 7' }), 'Ville');
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/3'));
    // Once step 3 has checked it, the date is written as the page's locale does.
    await waitFor(() =>
      expect(useBulkStore.getState().parsedData[1]?.installationDate).toBe('16/03/2024'),
    );
    expect(useBulkStore.getState().parsedData[1]).toEqual({
      serialNumber: '100000002',
      productName: '',
      installationDate: '16/03/2024',
      street: 'Place des Terreaux',
      streetNumber: '1',
      zip: '69001',
      city: 'Lyon',
    });
  });

  it('pre-selects the columns a header row names, in any language, and skips that row', async () => {
    const user = userEvent.setup();
    const header = line(
      'Seriennummer',
      'Commentaire',
      'Installation date',
      'Nom de la rue',
      'Numéro de rue',
      'Code postal',
      'Ville',
    );
    useBulkStore.setState({ ...emptyBulkData(), inputData: `${header}\n${DATA}` });
    renderApp('/fr-FR/partners/bulk/step/2');
    expect(await screen.findByText(/La première ligne contient des en-têtes/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Colonne 1' })).toHaveValue('serialNumber');
    expect(screen.getByRole('combobox', { name: 'Colonne 2' })).toHaveValue('');
    expect(screen.getByText('2 lignes à importer', { exact: false })).toBeInTheDocument();
    // The header row is no row to import: its names stand under the columns' choices.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Colonne 1' })).toHaveAccessibleDescription(
      'Seriennummer',
    );

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByLabelText('Données du tableur')).toHaveValue(`${header}\n${DATA}`);
  });

  it('refuses more rows than one batch may hold', async () => {
    const rows = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) =>
      line(String(100000001 + i), 'x'),
    );
    useBulkStore.setState({ ...emptyBulkData(), inputData: rows.join('\n') });
    renderApp('/fr-FR/partners/bulk/step/2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Vous pouvez importer au maximum 10\s000 lignes à la fois\./,
    );
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });

  it('asks once in which order dates are written when every date reads both ways', async () => {
    const user = userEvent.setup();
    useBulkStore.setState({
      ...emptyBulkData(),
      inputData: [
        FRENCH_HEADER_LINE,
        line('100000001', '03/04/2024', 'Rue de Rivoli', '10', '75001', 'Paris'),
        line('100000002', '05/06/2024', 'Rue de Rivoli', '10', '75001', 'Paris'),
      ].join('\n'),
    });
    const { router } = renderApp('/fr-FR/partners/bulk/step/2');
    const question = await screen.findByRole('group', {
      name: 'Dans quel ordre les dates sont-elles écrites\u202f? Par exemple «\u00a003/04/2024\u00a0» signifie\u00a0:',
    });
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Indiquez dans quel ordre les dates sont écrites.',
    );
    expect(
      within(question).getByRole('radio', { name: 'Jour, mois, année\u00a0: 3 avril 2024' }),
    ).toHaveFocus();

    await user.click(
      within(question).getByRole('radio', { name: 'Mois, jour, année\u00a0: 4 mars 2024' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/3'));
    expect(useBulkStore.getState().dateOrder).toBe('monthFirst');
    // Step 3 then writes them as the page's locale does.
    await waitFor(() =>
      expect(useBulkStore.getState().parsedData.map((row) => row.installationDate)).toEqual([
        '04/03/2024',
        '06/05/2024',
      ]),
    );
  });

  it('reads a month-first column without asking, and says so', async () => {
    useBulkStore.setState({
      ...emptyBulkData(),
      inputData: [
        line('100000001', '03/15/2024', 'Rue de Rivoli', '10', '75001', 'Paris'),
        line('100000002', '2024-04-01', 'Rue de Rivoli', '10', '75001', 'Paris'),
      ].join('\n'),
      mappedColumns: TEMPLATE_MAPPING,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fr-FR/partners/bulk/step/2');
    expect(await screen.findByText(/Les dates sont écrites mois, jour, année/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/3'));
    await waitFor(() =>
      expect(useBulkStore.getState().parsedData.map((row) => row.installationDate)).toEqual([
        '15/03/2024',
        '01/04/2024',
      ]),
    );
  });
  it('proposes the mapping confirmed last for the same column names, and remembers the new one', async () => {
    const user = userEvent.setup();
    const own = line('N° série', 'Pose', 'Adresse', 'N°', 'CP', 'Commune', 'Client');
    const stored: unknown[] = [];
    stubFetch((url, init) => {
      if (!url.startsWith('/api/me/bulk-mappings/')) return new Response('', { status: 404 });
      if (init?.method === 'PUT') {
        stored.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}'));
        return new Response(null, { status: 204 });
      }
      return Response.json({
        mapping: { ...TEMPLATE_MAPPING, '6': 'notRelevant' },
      });
    });
    useBulkStore.setState({
      ...emptyBulkData(),
      inputData: [
        own,
        line('100000001', '15.03.2024', 'Rue de Rivoli', '10', '75001', 'Paris', 'Dupont'),
      ].join('\n'),
    });
    const { router } = renderApp('/fr-FR/partners/bulk/step/2');
    expect(
      await screen.findByText(/Association reprise de votre dernier import/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('La première ligne contient les noms des colonnes')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Colonne 5' })).toHaveValue('zip');
    expect(screen.getByText('1 ligne à importer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/3'));
    expect(stored).toEqual([{ mapping: { ...TEMPLATE_MAPPING, '6': 'notRelevant' } }]);
    expect(useBulkStore.getState().parsedData).toHaveLength(1);
    expect(useBulkStore.getState().headerRow).toBe(true);
  });

  it('takes an unnamed first line as a row until the user says it names the columns', async () => {
    const user = userEvent.setup();
    stubFetch(() => Response.json({ mapping: null }));
    useBulkStore.setState({
      ...emptyBulkData(),
      inputData: [line('Série', 'Pose'), line('100000001', '15.03.2024')].join('\n'),
    });
    renderApp('/fr-FR/partners/bulk/step/2');
    const named = await screen.findByLabelText('La première ligne contient les noms des colonnes');
    expect(named).not.toBeChecked();
    expect(screen.getByText('2 lignes à importer', { exact: false })).toBeInTheDocument();
    await user.click(named);
    expect(screen.getByText('1 ligne à importer', { exact: false })).toBeInTheDocument();
  });
});
