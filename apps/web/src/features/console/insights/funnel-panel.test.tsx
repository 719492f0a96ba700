import type { Funnel } from '@pr/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { conversions } from './funnel-figures';
import { funnelSearch } from './funnel-panel';
import { stubConsoleRoutes } from '../test/stub-console-routes';
import { signInAsStaff } from '../test/console-fixtures';

const overview = {
  days: [],
  confirmation: { from: '2026-01-01', to: '2026-03-31', submitted: 0, confirmed: 0, rate: null },
  topProducts: [],
  countries: [],
  pendingCompanies: 0,
  webVitals: [],
};

const step = (step: number, count: number) => ({
  stage: 'step_reached' as const,
  step,
  count,
  skippable: step === 4,
});

const funnel = (channel: string | null): Funnel => ({
  from: '2026-01-01',
  to: '2026-01-30',
  qrOpened: channel === null ? 200 : null,
  qrViaGs1: channel === null ? 25 : null,
  lookupsFound: channel === null ? 160 : null,
  // Step 4 is skipped by signed-in owners: step 5 is compared with step 3.
  bars: [
    step(1, 90),
    step(2, 80),
    step(3, 70),
    step(4, 35),
    step(5, 56),
    { stage: 'submitted', step: null, count: 40, skippable: false },
    { stage: 'confirmed', step: null, count: 30, skippable: false },
  ],
  withoutSteps: { submitted: 12, confirmed: 12 },
  registrations: { submitted: 52, confirmed: 42 },
  deadlineMissed: 4,
  products: ['Aura 600', 'Flow 350'],
});

describe('the overview’s funnel', () => {
  beforeEach(signInAsStaff);

  it('shows each stage with its conversion, filters by channel and product, and exports', async () => {
    const reads: string[] = [];
    stubConsoleRoutes(({ url }) => {
      if (url === '/api/console/overview') return Response.json(overview);
      if (url.startsWith('/api/console/funnel/export')) {
        reads.push(url);
        return new Response('"day"\r\n', {
          headers: { 'content-disposition': 'attachment; filename="funnel-2026-01-30.csv"' },
        });
      }
      if (url.startsWith('/api/console/funnel?')) {
        reads.push(url);
        return Response.json(funnel(new URL(url, 'http://x').searchParams.get('channel')));
      }
      return undefined;
    });
    renderApp('/fr-FR/console/overview');
    const table = within(await screen.findByRole('table', { name: 'Parcours d’enregistrement' }));
    const row = (name: string) =>
      within(
        table.getByRole('rowheader', { name: (text) => text.startsWith(name) }).closest('tr') ??
          document.body,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    // The chain starts at step 1; the ways into it are figures beside it.
    expect(row('Étape 1 atteinte')).toEqual(['90', '—', '—']);
    expect(row('Étape 2 atteinte')).toEqual(['80', '88,9 %', '88,9 %']);
    expect(row('Étape 4 atteinte')).toEqual(['35', '50 %', '38,9 %']);
    expect(row('Étape 5 atteinte')).toEqual(['56', '80 %', '62,2 %']);
    expect(row('Enregistrement confirmé')).toEqual(['30', '75 %', '33,3 %']);
    const entries = within(screen.getByRole('table', { name: 'Entrées du parcours' }));
    const entry = (name: string) =>
      within(
        entries.getByRole('rowheader', { name: (text) => text.startsWith(name) }).closest('tr') ??
          document.body,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(entry('Code QR ouvert')).toEqual(['200']);
    expect(entry('Dont par un lien GS1 Digital Link')).toEqual(['25']);
    expect(entry('Numéro de série trouvé')).toEqual(['160']);
    // Every figure says what it counts, in its row's header.
    expect(
      entries.getByRole('rowheader', {
        name: /^Numéro de série trouvé.*des recherches, pas des visites/,
      }),
    ).toBeVisible();
    const totals = within(screen.getByRole('table', { name: 'Enregistrements de la période' }));
    expect(
      within(
        totals.getByRole('rowheader', { name: /^Tous les canaux/ }).closest('tr') ?? document.body,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['52', '42']);
    expect(screen.getByText('Liens de confirmation expirés : 4')).toBeVisible();
    expect(screen.queryByText(/^\* Plus que l’étape précédente/)).toBeNull();
    expect(reads.at(-1)).toMatch(
      /^\/api\/console\/funnel\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
    );

    await userEvent.selectOptions(screen.getByLabelText('Canal'), 'Installateur');
    await waitFor(() => expect(entry('Code QR ouvert')).toEqual(['—']));
    expect(
      screen.getByText('— : ces entrées précèdent le choix du profil et n’ont pas de canal.'),
    ).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Produit'), 'Flow 350');
    await waitFor(() => expect(reads.at(-1)).toContain('productModel=Flow+350'));
    expect(reads.at(-1)).toContain('channel=installer');

    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(reads.at(-1)).toMatch(/^\/api\/console\/funnel\/export\?from=/));
    expect(reads.at(-1)).toContain('channel=installer');
  });
});

describe('funnel figures', () => {
  it('asks for the period of the URL, the overview’s 90 days by default, today included', () => {
    const now = Date.parse('2026-03-31T12:00:00Z');
    expect(funnelSearch(new URLSearchParams(), now)).toBe('from=2026-01-01&to=2026-03-31');
    expect(
      funnelSearch(new URLSearchParams('funnelDays=7&funnelLocale=fr-FR&funnelChannel=api'), now),
    ).toBe('from=2026-03-25&to=2026-03-31&locale=fr-FR&channel=api');
    expect(funnelSearch(new URLSearchParams('funnelDays=12'), now)).toContain('from=2026-01-01');
  });

  it('compares a stage with the last one no visit skips, never above 100 % without a flag', () => {
    const bar = (count: number, skippable = false) => ({
      stage: 'step_reached' as const,
      step: null,
      count,
      skippable,
    });
    const rows = conversions([bar(0), bar(5), bar(4), bar(2, true), bar(4), bar(6)]);
    expect(rows.map((row) => [row.fromPrevious, row.fromFirst])).toEqual([
      [null, null],
      [null, null],
      [{ value: 0.8, capped: false }, null],
      [{ value: 0.5, capped: false }, null],
      // Compared with the 4 before the skippable stage, not with its 2.
      [{ value: 1, capped: false }, null],
      [{ value: 1, capped: true }, null],
    ]);
  });
});
