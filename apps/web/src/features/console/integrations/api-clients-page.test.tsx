import { createApiClientSchema } from '@pr/contracts/api-clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { apiClient, pendingCompany, signInAsStaff } from '../test/console-fixtures';
import { stubConsoleRoutes } from '../test/stub-console-routes';

const CLIENTS = '/api/console/api-clients';
const COMPANY = pendingCompany({
  id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  name: 'Dubois Chauffage SARL',
  status: 'approved',
});
const CREATED = apiClient({ id: 'pr_client_new', name: 'ERP Dubois' });

function stubClientRoutes() {
  return stubConsoleRoutes(({ method, url }) => {
    if (method === 'GET' && url === CLIENTS) {
      return Response.json({
        clients: [
          apiClient({ lastUsedAt: '2024-03-17T09:30:00Z' }),
          apiClient({
            id: 'pr_client_old',
            name: 'Old CRM',
            companyId: null,
            companyName: null,
            scopes: ['catalog:write'],
            revokedAt: '2024-03-18T12:00:00Z',
          }),
        ],
      });
    }
    if (method === 'GET' && url === '/api/console/companies?status=approved&limit=200') {
      return Response.json({ items: [COMPANY] });
    }
    if (method === 'POST' && url === CLIENTS) {
      return Response.json({ client: CREATED, clientSecret: 'pcs_s3cr3t' }, { status: 201 });
    }
    if (method === 'POST' && url === `${CLIENTS}/pr_client_dubois/revoke`) {
      return Response.json({ client: apiClient({ revokedAt: '2024-03-19T08:00:00Z' }) });
    }
    return undefined;
  });
}

async function openForm() {
  renderApp('/fr-FR/console/api-clients');
  await userEvent.click(await screen.findByRole('button', { name: 'Créer un client' }));
  return within(screen.getByRole('region', { name: 'Créer un client' }));
}

describe('the API clients page', () => {
  beforeEach(signInAsStaff);

  it('lists the clients: whom they act for, their scopes, when used, revoked ones too', async () => {
    stubClientRoutes();
    renderApp('/fr-FR/console/api-clients');
    const list = within(await screen.findByRole('region', { name: 'Clients API' }));
    const rows = await list.findAllByRole('row');

    expect(rows[1]).toHaveTextContent(
      /ERP Dubois.*Dubois Chauffage SARL.*Lire les enregistrements.*16 mars 2024.*17 mars 2024.*Actif/,
    );
    expect(rows[2]).toHaveTextContent(
      /Old CRM.*Le fabricant.*Importer le catalogue.*Jamais.*Révoqué le 18 mars 2024/,
    );
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuses a short name and no scope at their fields, without asking the server', async () => {
    const sent = stubClientRoutes();
    const form = await openForm();
    await userEvent.type(form.getByLabelText('Nom'), 'ab');
    await userEvent.click(form.getByRole('button', { name: 'Créer le client' }));

    expect(await form.findByText('Indiquez un nom d’au moins 3 caractères.')).toBeVisible();
    expect(form.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Nom')).toHaveFocus();
    expect(form.getByRole('group', { name: 'Droits' })).toHaveAccessibleDescription(
      'Choisissez au moins un droit.',
    );
    expect(sent).toEqual([]);
  });

  it('offers the catalog scope to the manufacturer’s clients only, registering to a company’s', async () => {
    stubClientRoutes();
    const form = await openForm();
    const catalog = form.getByRole('checkbox', { name: /Importer le catalogue/ });
    const register = form.getByRole('checkbox', { name: /Enregistrer des appareils/ });
    expect(register).toBeDisabled();
    await userEvent.click(catalog);
    expect(catalog).toBeChecked();

    await userEvent.selectOptions(
      form.getByLabelText('Agit pour'),
      await form.findByRole('option', { name: 'Dubois Chauffage SARL' }),
    );
    expect(catalog).toBeDisabled();
    expect(catalog).not.toBeChecked();
    expect(register).toBeEnabled();
  });

  it('creates a client for an approved company and shows its id and secret once', async () => {
    const sent = stubClientRoutes();
    const form = await openForm();
    await userEvent.type(form.getByLabelText('Nom'), ' ERP Dubois ');
    await userEvent.selectOptions(
      form.getByLabelText('Agit pour'),
      await form.findByRole('option', { name: 'Dubois Chauffage SARL' }),
    );
    await userEvent.click(form.getByRole('checkbox', { name: /Lire les enregistrements/ }));
    await userEvent.click(form.getByRole('checkbox', { name: /Enregistrer des appareils/ }));
    await userEvent.click(form.getByRole('button', { name: 'Créer le client' }));

    const secret = await form.findByRole('region', { name: 'Client créé\u00a0: ses identifiants' });
    expect(within(secret).getByLabelText('Identifiant (client_id)')).toHaveValue('pr_client_new');
    expect(within(secret).getByLabelText('Secret (client_secret)')).toHaveValue('pcs_s3cr3t');
    expect(secret).toHaveTextContent('il ne sera plus affiché');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: CLIENTS,
        body: {
          name: 'ERP Dubois',
          companyId: COMPANY.id,
          scopes: ['registrations:read', 'registrations:write'],
        },
      },
    ]);
    expect(createApiClientSchema.safeParse(sent[0]?.body).success).toBe(true);

    await userEvent.click(within(secret).getByRole('button', { name: 'J’ai copié le secret' }));
    expect(screen.queryByDisplayValue('pcs_s3cr3t')).not.toBeInTheDocument();
  });

  it('shows a company the server refuses at its field, keeping what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubConsoleRoutes(({ method, url }) => {
      if (method === 'GET' && url === CLIENTS) return Response.json({ clients: [] });
      if (method === 'GET' && url.startsWith('/api/console/companies?')) {
        return Response.json({ items: [COMPANY] });
      }
      if (method === 'POST' && url === CLIENTS) {
        const message = 'The company is not approved.';
        return Response.json(
          { code: 'company_not_approved', message, details: [{ path: 'body/companyId', message }] },
          { status: 409 },
        );
      }
      return undefined;
    });
    const form = await openForm();
    await userEvent.type(form.getByLabelText('Nom'), 'ERP Dubois');
    await userEvent.selectOptions(
      form.getByLabelText('Agit pour'),
      await form.findByRole('option', { name: 'Dubois Chauffage SARL' }),
    );
    await userEvent.click(form.getByRole('checkbox', { name: /Lire les enregistrements/ }));
    await userEvent.click(form.getByRole('button', { name: 'Créer le client' }));

    expect(
      await form.findByText(
        'Cette entreprise n’est pas (ou plus) vérifiée : choisissez-en une autre.',
      ),
    ).toBeVisible();
    expect(form.getByLabelText('Agit pour')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Nom')).toHaveValue('ERP Dubois');
  });

  it('creates a manufacturer client with the catalog scope', async () => {
    const sent = stubClientRoutes();
    const form = await openForm();
    await userEvent.type(form.getByLabelText('Nom'), 'PIM');
    await userEvent.click(form.getByRole('checkbox', { name: /Importer le catalogue/ }));
    await userEvent.click(form.getByRole('button', { name: 'Créer le client' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          url: CLIENTS,
          body: { name: 'PIM', companyId: null, scopes: ['catalog:write'] },
        },
      ]),
    );
  });

  it('revokes a client only after confirming', async () => {
    const sent = stubClientRoutes();
    renderApp('/fr-FR/console/api-clients');
    await userEvent.click(await screen.findByRole('button', { name: 'Révoquer ERP Dubois' }));
    const question = screen.getByRole('group', { name: 'Révoquer ERP Dubois' });
    expect(question).toHaveTextContent(
      'Les jetons de ERP Dubois cessent de fonctionner immédiatement.',
    );
    expect(sent).toEqual([]);
    await userEvent.click(
      within(question).getByRole('button', { name: 'Révoquer définitivement' }),
    );

    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', url: `${CLIENTS}/pr_client_dubois/revoke`, body: undefined },
      ]),
    );
  });
});
