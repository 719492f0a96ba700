import type { Funnel } from '@pr/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { conversions, funnelSearch } from './funnel-panel';
import { stubConsoleRoutes } from './test/stub-console-routes';
import { signInAsStaff } from './test/console-fixtures';

const overview = {
  days: [],
  confirmation: { needed: 0, confirmed: 0, rate: null },
  topProducts: [],
  countries: [],
  pendingCompanies: 0,
  webVitals: [],
};

const funnel = (channel: string | null): Funnel => ({
  from: '2026-01-01',
  to: '2026-01-30',
  bars: [
    { stage: 'qr_opened', step: null, count: channel === null ? 200 : null },
    { stage: 'lookup_found', step: null, count: channel === null ? 160 : null },
    ...[1, 2, 3, 4, 5].map((step) => ({
      stage: 'step_reached' as const,
      step,
      count: 100 - step * 10,
    })),
    { stage: 'submitted', step: null, count: 40 },
    { stage: 'confirmed', step: null, count: 30 },
  ],
  qrViaGs1: channel === null ? 25 : null,
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
      within(table.getByRole('rowheader', { name }).closest('tr') ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(row('Code QR ouvert')).toEqual(['200', '—', '—']);
    expect(row('Numéro de série trouvé')).toEqual(['160', '80 %', '80 %']);
    expect(row('Enregistrement confirmé')).toEqual(['30', '75 %', '15 %']);
    expect(screen.getByText('Dont ouverts par un lien GS1 Digital Link : 25')).toBeVisible();
    expect(screen.getByText('Liens de confirmation expirés : 4')).toBeVisible();
    expect(reads.at(-1)).toMatch(
      /^\/api\/console\/funnel\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
    );

    await userEvent.selectOptions(screen.getByLabelText('Canal'), 'Installateur');
    await waitFor(() => expect(row('Code QR ouvert')).toEqual(['—', '—', '—']));
    // The first stage with a figure is the base of the rates.
    expect(row('Étape 1 atteinte')).toEqual(['90', '—', '—']);
    expect(row('Étape 2 atteinte')).toEqual(['80', '88,9 %', '88,9 %']);
    expect(
      screen.getByText('— : ces étapes précèdent le choix du profil et n’ont pas de canal.'),
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
  it('asks for the period of the URL, 30 days by default, today included', () => {
    const now = Date.parse('2026-03-31T12:00:00Z');
    expect(funnelSearch(new URLSearchParams(), now)).toBe('from=2026-03-02&to=2026-03-31');
    expect(
      funnelSearch(new URLSearchParams('funnelDays=7&funnelLocale=fr-FR&funnelChannel=api'), now),
    ).toBe('from=2026-03-25&to=2026-03-31&locale=fr-FR&channel=api');
    expect(funnelSearch(new URLSearchParams('funnelDays=12'), now)).toContain('from=2026-03-02');
  });

  it('has no rate where the stage before has no figure or none at all', () => {
    const rows = conversions([
      { stage: 'qr_opened', step: null, count: 0 },
      { stage: 'lookup_found', step: null, count: 5 },
      { stage: 'submitted', step: null, count: null },
      { stage: 'confirmed', step: null, count: 4 },
    ]);
    expect(rows.map((row) => [row.fromPrevious, row.fromFirst])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [0.8, null],
    ]);
  });
});
