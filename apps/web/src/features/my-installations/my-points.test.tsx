import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STATEMENT_ITEMS } from '../../test/points-fixtures';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { INSTALLER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';

const statement = (url: string) =>
  Response.json({
    balance: { available: 1234, held: 50 },
    items: url.includes('kind=reversal')
      ? STATEMENT_ITEMS.filter((entry) => entry.kind === 'reversal')
      : STATEMENT_ITEMS,
    next: null,
  });

describe('the points of "Mes installations"', () => {
  it('shows the balance, what held means, and the statement in words', async () => {
    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/installations/points')
        ? statement(url)
        : Response.json({ items: [], next: null }),
    );
    renderApp('/fr-FR/partners/installations?view=points');

    const tabs = await screen.findByRole('navigation', { name: 'Vues de Mes installations' });
    expect(within(tabs).getByRole('link', { name: 'Points' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', { name: 'Relevé de points' });
    const balance = screen.getByText('Points disponibles').closest('div') as HTMLElement;
    expect(balance).toHaveTextContent(/1\s234/);
    expect(screen.getByText(/attendent la confirmation par e-mail/)).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/22 nov\. 2026.*Ajustement\+25—Salon Batimat/),
      expect.stringMatching(
        /Annulation[-−]50100000126Radiateur design Aura 600CAL-RAD-AURA-600Remplacé par un autre enregistrement/,
      ),
      expect.stringMatching(/CréditRetenus\+50100000131/),
      expect.stringMatching(/Crédit\+50100000121Radiateur design Aura 600CAL-RAD-AURA-600—/),
    ]);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/installations/points?limit=50');
  });

  it('filters by period and kind through the URL, and exports what it shows', async () => {
    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/installations/points/export')
        ? new Response('"at"\r\n', {
            headers: { 'content-disposition': 'attachment; filename="points-2026-11-28.csv"' },
          })
        : statement(url),
    );
    const createObjectURL = vi.fn((_file: Blob) => 'blob:points');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp('/fr-FR/partners/installations?view=points');

    const form = within(await screen.findByRole('form', { name: 'Filtrer le relevé' }));
    await userEvent.selectOptions(form.getByLabelText('Type'), 'reversal');
    // Typed the French way, sent as an ISO day.
    await userEvent.type(form.getByLabelText('Du'), '01/11/2026');
    await userEvent.click(form.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
      '/api/installations/points?from=2026-11-01&kind=reversal&limit=50',
    );
    // The tab stays the points' one.
    expect(screen.getByRole('link', { name: 'Points' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exported = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(exported).toMatch(
      /^\/api\/installations\/points\/export\?from=2026-11-01&kind=reversal&format=csv&locale=fr-FR&timeZone=/,
    );
  });
});
