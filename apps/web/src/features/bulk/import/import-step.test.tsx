import 'fake-indexeddb/auto';
import type { ConsoleRegistration } from '@pr/contracts/console';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyBulkData, useBulkStore } from '../../../shared/form-state/bulk-store';
import { onProblem, type Problem } from '../../../shared/telemetry/report-problem';
import { currentUrl, renderApp } from '../../../test/render-app';
import { bulkRow, giveTablesRoom, signInAs, TEMPLATE_MAPPING } from '../test/bulk-fixtures';
import { useBulkCheckStore } from '../check/check-store';
import { stubFetch } from '../../../test/stub-fetch';
import { testInstallation } from '../../../test/test-installation';

type Answer = () => Promise<Response>;

/** What "Mes installations" answers for the batch just stored. */
let installations: ConsoleRegistration[] = [];
let installationRequests: string[] = [];

const BATCH_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

const installation = (serial: string) => testInstallation(serial, BATCH_ID);

/** Asks for the batch of a key (a reloaded step 4), as the server records them. */
let lookups: string[] = [];

/**
 * The batch endpoint answering `answers` in turn; asked for a key's batch, it knows the one
 * `stored` names; the check endpoints find everything valid.
 */
function stubServer(...answers: Answer[]) {
  return stubServerWith({ stored: null }, ...answers);
}

function stubServerWith(
  { stored }: { stored: { key: string; registered: number } | null },
  ...answers: Answer[]
) {
  const batches: { key: string | null; body: { productRegistrations: unknown[] } }[] = [];
  lookups = [];
  stubFetch((url: string, init?: RequestInit) => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const lookup = /^\/api\/devices\/batch\/([^/?]+)$/.exec(url);
    if (lookup?.[1] !== undefined) {
      lookups.push(lookup[1]);
      return Promise.resolve(
        stored?.key === lookup[1]
          ? Response.json({ batchId: 'b0', registered: stored.registered, alreadyRegistered: 0 })
          : Response.json({ code: 'batch_not_found', message: 'None' }, { status: 404 }),
      );
    }
    if (url.startsWith('/api/devices/batch')) {
      batches.push({
        key: new Headers(init?.headers).get('Idempotency-Key'),
        body: body as { productRegistrations: unknown[] },
      });
      return (answers[batches.length - 1] ?? answers[answers.length - 1])!();
    }
    if (url === '/api/devices/lookup') {
      const { serialNumbers } = body as { serialNumbers: string[] };
      return Promise.resolve(
        Response.json({
          products: Object.fromEntries(
            serialNumbers.map((s) => [
              s,
              { name: `Produit ${s}`, deviceType: 'RAD', registered: null },
            ]),
          ),
        }),
      );
    }
    if (url.startsWith('/api/installations?')) {
      installationRequests.push(url);
      return Promise.resolve(Response.json({ items: installations, next: null }));
    }
    if (url.startsWith('/api/places/check')) {
      const { addresses } = body as { addresses: string[] };
      return Promise.resolve(
        Response.json({ results: Object.fromEntries(addresses.map((a) => [a, 'valid'])) }),
      );
    }
    return Promise.resolve(new Response('', { status: 404 }));
  });
  return batches;
}

const registered: Answer = () =>
  Promise.resolve(
    Response.json({ batchId: 'b1', registered: 2, alreadyRegistered: 0 }, { status: 201 }),
  );
const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
const serverError: Answer = () =>
  Promise.resolve(Response.json({ code: 'internal', message: 'Oops' }, { status: 500 }));

/** Checked rows on their way to step 4; `batchKey` stored when they were sent before. */
function storeCheckedRows(batchKey = 'key-of-these-rows') {
  useBulkStore.setState({
    ...emptyBulkData(),
    inputData: 'pasted',
    mappedColumns: TEMPLATE_MAPPING,
    parsedData: [
      bulkRow('100000001', { productName: 'Produit 100000001' }),
      bulkRow('100000002', { productName: 'Produit 100000002' }),
    ],
    batchKey,
  });
}

describe('bulk step 4', () => {
  beforeEach(async () => {
    giveTablesRoom();
    useBulkCheckStore.getState().reset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInAs('installer');
  });

  it('sends the batch once with its key, clears the data and shows the finish page', async () => {
    const batches = stubServer(registered);
    storeCheckedRows();
    const { router } = renderApp('/fr-FR/partners/bulk/step/4');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/finish'));
    expect(batches).toHaveLength(1);
    expect(batches[0]?.key).toBe('key-of-these-rows');
    expect(batches[0]?.body.productRegistrations).toHaveLength(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visitez notre Service Cloud/ })).toHaveAttribute(
      'href',
      'https://cloud.example/',
    );
    expect(screen.getByText('2 produits enregistrés')).toBeInTheDocument();
    expect(screen.queryByText(/déjà enregistré/)).toBeNull();
    expect(useBulkStore.getState().parsedData).toEqual([]);
    expect(sessionStorage.getItem('bulkData')).toBeNull();
  });

  it('lists on the finish page the devices the import registered, each a way to Mes installations', async () => {
    installations = [installation('100000001'), installation('100000002')];
    stubServer(() =>
      Promise.resolve(
        Response.json({ batchId: BATCH_ID, registered: 2, alreadyRegistered: 0 }, { status: 201 }),
      ),
    );
    installationRequests = [];
    storeCheckedRows();
    renderApp('/fr-FR/partners/bulk/step/4');
    const list = within(
      await screen.findByRole('region', { name: 'Appareils enregistrés par cet import' }),
    );
    expect(list.getAllByText('Radiateur design Aura 600')).toHaveLength(2);
    expect(list.getAllByText('Confirmé')).toHaveLength(2);
    expect(list.getByRole('link', { name: '100000002' })).toHaveAttribute(
      'href',
      '/fr-FR/partners/installations?serial=100000002',
    );
    expect(installationRequests).toEqual([`/api/installations?batch=${BATCH_ID}&limit=50`]);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Mes installations' }),
    ).toHaveAttribute('href', '/fr-FR/partners/installations');
  });

  it('says on the finish page how many rows the company had registered before', async () => {
    stubServer(() =>
      Promise.resolve(
        Response.json({ batchId: 'b2', registered: 0, alreadyRegistered: 2 }, { status: 201 }),
      ),
    );
    storeCheckedRows();
    renderApp('/fr-FR/partners/bulk/step/4');
    expect(await screen.findByText('2 déjà enregistrés par votre entreprise')).toBeInTheDocument();
    // Nothing new was stored: no "0 registered" line.
    expect(screen.queryByText(/produits? enregistrés?$/)).toBeNull();
  });

  it('says on the finish page how many rows with errors wait in the outbox, linking to it', async () => {
    stubServer(() =>
      Promise.resolve(
        Response.json({ batchId: 'b3', registered: 2, alreadyRegistered: 0 }, { status: 201 }),
      ),
    );
    storeCheckedRows();
    useBulkStore.setState({ rowsKeptToFix: 3 });
    renderApp('/fr-FR/partners/bulk/step/4');
    expect(
      await screen.findByRole('link', {
        // French quotes hold their words with no-break spaces.
        name: /^3 lignes en erreur sont gardées dans «\u00a0Envois en attente\u00a0», à corriger\.$/,
      }),
    ).toHaveAttribute('href', '/fr-FR/partners/outbox');
  });

  it('keeps the rows on the phone when the upload gets no answer, and sends them with the signal', async () => {
    const user = userEvent.setup();
    // The upload fails, and so does the outbox's first try as the rows are kept.
    const batches = stubServer(offline, offline, registered);
    storeCheckedRows();
    const { router } = renderApp('/fr-FR/partners/bulk/step/4');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/outbox'));
    expect(await screen.findByText('Import en masse : 2 lignes')).toBeInTheDocument();
    expect(screen.getByText('1 enregistrement à envoyer')).toBeInTheDocument();
    // The rows now wait in the list, not in the form.
    expect(useBulkStore.getState().parsedData).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Envoyer maintenant' }));
    expect(
      await screen.findByText('2 appareils enregistrés · 0 déjà enregistré par vous'),
    ).toBeInTheDocument();
    // Every send of rows sent before asked the server for the batch first, and each went
    // with the same key.
    expect(lookups).toEqual(Array(3).fill('key-of-these-rows'));
    expect(batches.map((batch) => batch.key)).toEqual(Array(3).fill('key-of-these-rows'));
    await user.click(screen.getByRole('button', { name: 'Retirer de la liste' }));
    expect(await screen.findByText('Rien n’attend d’être envoyé.')).toBeInTheDocument();
  });

  it('shows a French error with a retry instead of an endless spinner, keeping the data', async () => {
    const user = userEvent.setup();
    const batches = stubServer(serverError, registered);
    storeCheckedRows();
    const { router } = renderApp('/fr-FR/partners/bulk/step/4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’importation n’a pas pu aboutir. Vos données sont conservées : veuillez réessayer.',
    );
    expect(screen.queryByText('Importation des données...')).toBeNull();
    expect(useBulkStore.getState().parsedData).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/finish'));
    // The retry carries the same key: had the first send arrived, it would not count twice.
    expect(batches.map((batch) => batch.key)).toEqual(['key-of-these-rows', 'key-of-these-rows']);
  });

  it('reports a failed send, and closing its message returns to the checked rows', async () => {
    const user = userEvent.setup();
    const problems: Problem[] = [];
    const stopListening = onProblem((problem) => problems.push(problem));
    stubServer(() =>
      Promise.resolve(Response.json({ code: 'unavailable', message: 'Down' }, { status: 503 })),
    );
    storeCheckedRows();
    const { router } = renderApp('/fr-FR/partners/bulk/step/4');
    const flash = await screen.findByRole('alert');
    expect(problems.map((problem) => problem.detail)).toContainEqual(
      'PUT /devices/batch?locale=fr-FR → 503 unavailable',
    );
    stopListening();
    await user.click(within(flash).getByRole('button', { name: 'Fermer le message' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/3'));
    expect(useBulkStore.getState().parsedData).toHaveLength(2);
  });

  it('takes rows the server refuses back to step 3, marked', async () => {
    stubServer(() =>
      Promise.resolve(
        Response.json(
          {
            code: 'invalid_rows',
            message: '1 row(s) are invalid.',
            details: [
              {
                row: 1,
                serialNumber: '100000002',
                field: 'serialNumber',
                code: 'alreadyRegistered',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    storeCheckedRows();
    const { router } = renderApp('/fr-FR/partners/bulk/step/4');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/3'));
    expect(await screen.findByText('1 les lignes contiennent une erreur')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de série, ligne 2')).toHaveAccessibleDescription(
      'Ce produit a déjà été enregistré par une autre entreprise. Contactez notre service client avec son numéro de série.',
    );
    expect(screen.getByRole('button', { name: 'Soumettre des données' })).toBeDisabled();
  });

  it('joins the send on its way when step 4 is left and entered again, instead of sending twice', async () => {
    let answer: (response: Response) => void = () => undefined;
    const batches = stubServer(
      () => new Promise<Response>((resolve) => (answer = resolve)),
      registered,
    );
    storeCheckedRows();
    const { router } = renderApp('/fr-FR/partners/bulk/step/4');
    await waitFor(() => expect(batches).toHaveLength(1));

    await router.navigate('/fr-FR/partners/bulk/step/3');
    await screen.findByRole('button', { name: 'Soumettre des données' });
    // Within act, the step's arrival effect (the join) has run before the answer comes.
    await act(() => router.navigate('/fr-FR/partners/bulk/step/4'));
    expect(screen.getByText('Importation des données...')).toBeInTheDocument();

    answer(Response.json({ batchId: 'b1', registered: 2, alreadyRegistered: 0 }, { status: 201 }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/finish'));
    expect(batches).toHaveLength(1);
  });

  it('shows the spinner and its text while sending', async () => {
    stubServer(() => new Promise<Response>(() => undefined));
    storeCheckedRows();
    renderApp('/fr-FR/partners/bulk/step/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Importer des données' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Importation en cours')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Importation des données...');
  });

  it('sends rows arriving for the first time without asking for an earlier send', async () => {
    const batches = stubServer(registered);
    storeCheckedRows('');
    const { router } = renderApp('/fr-FR/partners/bulk/step/4');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/finish'));
    expect(lookups).toEqual([]);
    expect(batches).toHaveLength(1);
  });

  it('after a reload during the send, reports the stored batch without sending the rows again', async () => {
    const batches = stubServerWith({ stored: { key: 'key-of-these-rows', registered: 2 } });
    storeCheckedRows();
    renderApp('/fr-FR/partners/bulk/step/4');
    expect(await screen.findByText('2 produits enregistrés')).toBeInTheDocument();
    expect(lookups).toEqual(['key-of-these-rows']);
    expect(batches).toEqual([]);
  });

  it('says how many rows are sent, then that the server is storing them', async () => {
    stubServer(() => new Promise<Response>(() => undefined));
    storeCheckedRows('');
    renderApp('/fr-FR/partners/bulk/step/4');
    expect(
      await screen.findByText('2 lignes envoyées : enregistrement en cours…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Importation des données...');
  });
});
