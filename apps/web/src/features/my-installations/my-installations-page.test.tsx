import type { ConsoleRegistration } from '@pr/contracts/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { testInstallation } from '../../test/test-installation';
import { INSTALLER_CLAIMS, OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';

const row = (serial: string, batchId: string | null, status = 'confirmed') =>
  testInstallation(serial, batchId, status as ConsoleRegistration['status']);

describe('"Mes installations"', () => {
  it('groups a bulk import’s rows, filters through the URL and offers each certificate', async () => {
    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    const batch = 'b0000000-0000-4000-8000-000000000001';
    const fetchMock = stubFetch((url) =>
      Response.json({
        items: url.includes('status=pending')
          ? [row('100000040', null, 'pending')]
          : [row('100000041', batch), row('100000042', batch), row('100000043', null)],
        next: null,
      }),
    );
    renderApp('/fr-FR/partners/installations');

    const table = await screen.findByRole('table');
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    expect(groups.map((group) => within(group).getAllByRole('row').length)).toEqual([3, 2]);
    // The product by its name, the catalog code under it.
    const firstRow = within(groups[0] as HTMLElement).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('cell')[1]).toHaveTextContent(
      /^Radiateur design Aura 600Aura 600$/,
    );
    expect(
      within(groups[0] as HTMLElement).getByText('Import en masse du 20 nov. 2026'),
    ).toBeInTheDocument();
    expect(within(groups[1] as HTMLElement).getByText('Enregistrés un par un')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Certificat de 100000041 (PDF)' }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'pending');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('100000040')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByRole('button')).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/installations?status=pending&limit=50'),
    );
  });

  it('tells an owner that the page is for installers', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    const fetchMock = stubFetch(() => Response.json({ items: [], next: null }));
    renderApp('/fr-FR/partners/installations');
    expect(
      await screen.findByText(
        'Votre profil utilisateur n’est pas configuré en tant qu’installateur.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/installations'))).toEqual(
      [],
    );
  });
});
