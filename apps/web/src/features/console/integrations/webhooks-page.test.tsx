import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ENDPOINT_ID, signInAsStaff, webhookEndpoint } from '../test/console-fixtures';
import { stubConsoleRoutes } from '../test/stub-console-routes';

const ENDPOINTS = '/api/console/webhooks/endpoints';
const OTHER_ID = '7e6d5c4b-3a29-4187-9665-544332211000';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** The webhook routes, answering with `endpoints` and creating or failing as told. */
function stubWebhookRoutes({
  endpoints = [webhookEndpoint()],
  createAnswer,
}: {
  endpoints?: ReturnType<typeof webhookEndpoint>[];
  createAnswer?: Response;
} = {}) {
  return stubConsoleRoutes(({ method, url }) => {
    if (method === 'GET' && url === ENDPOINTS) return Response.json({ endpoints });
    if (method === 'POST' && url === ENDPOINTS) {
      return (
        createAnswer ??
        Response.json({ endpoint: webhookEndpoint(), secret: SECRET }, { status: 201 })
      );
    }
    if (method === 'POST' && url === `${ENDPOINTS}/${ENDPOINT_ID}/rotate-secret`) {
      return Response.json({ endpoint: webhookEndpoint(), secret: `${SECRET}rotated` });
    }
    if (method === 'POST' && url.startsWith(`${ENDPOINTS}/${ENDPOINT_ID}/`)) {
      return Response.json(
        webhookEndpoint({ status: url.endsWith('/pause') ? 'paused' : 'active' }),
      );
    }
    if (method === 'DELETE' && url === `${ENDPOINTS}/${ENDPOINT_ID}`) {
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

async function openForm() {
  renderApp('/fr-FR/console/webhooks');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un endpoint' }));
  return within(screen.getByRole('region', { name: 'Ajouter un endpoint' }));
}

async function endpointCard(url = webhookEndpoint().url) {
  return within(await screen.findByRole('region', { name: url }));
}

describe('the webhooks page', () => {
  beforeEach(signInAsStaff);

  it('lists the endpoints with their events, status and personal data', async () => {
    stubWebhookRoutes();
    renderApp('/fr-FR/console/webhooks');
    const card = await endpointCard();

    expect(card.getByText('Actif')).toBeVisible();
    expect(card.getByText('CRM (service desk)')).toBeVisible();
    expect(card.getByRole('list', { name: 'Événements' })).toHaveTextContent(
      'Enregistrement confirmé',
    );
    expect(card.getByText('Sans données personnelles')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells prominently that an endpoint was disabled, why and since when', async () => {
    stubWebhookRoutes({
      endpoints: [
        webhookEndpoint({
          status: 'disabled',
          disabledReason: 'Every delivery failed for 5 days.',
          failingSince: '2024-03-10T08:30:00Z',
        }),
      ],
    });
    renderApp('/fr-FR/console/webhooks');

    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(
      '1 endpoint est désactivé : il ne reçoit plus aucun événement.',
    );
    const card = await endpointCard();
    expect(card.getByRole('alert')).toHaveTextContent(
      /Désactivé : les livraisons échouent depuis le 10 mars 2024.*Motif : Every delivery failed for 5 days\./,
    );
    expect(card.getByRole('button', { name: 'Réactiver' })).toBeVisible();
  });

  it('refuses a wrong URL and no event at their fields, in French, without asking the server', async () => {
    const sent = stubWebhookRoutes();
    const form = await openForm();
    await userEvent.type(form.getByLabelText('URL'), 'ftp://crm.example.com');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter l’endpoint' }));

    expect(
      await form.findByText(
        'Saisissez une adresse http:// ou https:// sans identifiant ni mot de passe.',
      ),
    ).toBeVisible();
    expect(form.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('URL')).toHaveFocus();
    expect(form.getByRole('group', { name: 'Événements envoyés' })).toHaveAccessibleDescription(
      'Choisissez au moins un événement.',
    );
    expect(sent).toEqual([]);
  });

  it('adds an endpoint and shows its secret once, to copy', async () => {
    const user = userEvent.setup();
    const sent = stubWebhookRoutes();
    renderApp('/fr-FR/console/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un endpoint' }));
    const form = within(screen.getByRole('region', { name: 'Ajouter un endpoint' }));
    expect(form.getByLabelText('URL')).toHaveFocus();
    await user.type(form.getByLabelText('URL'), 'https://erp.example.com/hooks');
    await user.click(form.getByRole('checkbox', { name: /Enregistrement confirmé/ }));
    await user.click(form.getByRole('checkbox', { name: /Enregistrement créé/ }));
    await user.type(form.getByLabelText('Description'), '  ERP  ');
    await user.click(form.getByRole('checkbox', { name: /Inclure les données personnelles/ }));
    await user.click(form.getByRole('button', { name: 'Ajouter l’endpoint' }));

    const secret = await form.findByRole('region', {
      name: 'Endpoint ajouté\u00a0: son secret de signature',
    });
    expect(within(secret).getByLabelText('Secret (whsec_…)')).toHaveValue(SECRET);
    expect(secret).toHaveTextContent('il ne sera plus affiché');
    expect(within(secret).getByRole('heading')).toHaveFocus();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: ENDPOINTS,
        body: {
          url: 'https://erp.example.com/hooks',
          eventTypes: ['registration.created', 'registration.confirmed'],
          description: 'ERP',
          personalData: true,
        },
      },
    ]);

    await user.click(within(secret).getByRole('button', { name: 'Copier' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(secret).getByRole('button', { name: 'Copié' })).toBeVisible();

    await user.click(within(secret).getByRole('button', { name: 'J’ai copié le secret' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Ajouter un endpoint' })).toHaveFocus();
  });

  it('shows a URL the server refuses at its field and keeps what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubWebhookRoutes({
      createAnswer: Response.json(
        {
          code: 'webhook_target_refused',
          message: 'The host resolves to a private address.',
          details: [{ path: 'body/url', message: 'The host resolves to a private address.' }],
        },
        { status: 400 },
      ),
    });
    const form = await openForm();
    await userEvent.type(form.getByLabelText('URL'), 'http://10.0.0.5/hooks');
    await userEvent.click(form.getByRole('checkbox', { name: /Entreprise approuvée/ }));
    await userEvent.type(form.getByLabelText('Description'), 'Interne');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter l’endpoint' }));

    expect(
      await form.findByText('Le serveur refuse cette adresse : elle mène à un réseau interne.'),
    ).toBeVisible();
    expect(form.getByLabelText('URL')).toHaveValue('http://10.0.0.5/hooks');
    expect(form.getByLabelText('Description')).toHaveValue('Interne');
    expect(form.getByRole('checkbox', { name: /Entreprise approuvée/ })).toBeChecked();
  });

  it('says when adding failed, keeping the form as typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubWebhookRoutes({
      createAnswer: Response.json({ code: 'unavailable', message: 'Down' }, { status: 503 }),
    });
    const form = await openForm();
    await userEvent.type(form.getByLabelText('URL'), 'https://erp.example.com/hooks');
    await userEvent.click(form.getByRole('checkbox', { name: /Catalogue importé/ }));
    await userEvent.click(form.getByRole('button', { name: 'Ajouter l’endpoint' }));

    expect(await form.findByText('L’endpoint n’a pas pu être ajouté. Réessayez.')).toBeVisible();
    expect(form.getByLabelText('URL')).toHaveValue('https://erp.example.com/hooks');
  });

  it('rotates the secret after confirming, showing the new one once and the overlap', async () => {
    const sent = stubWebhookRoutes();
    renderApp('/fr-FR/console/webhooks');
    const card = await endpointCard();
    await userEvent.click(card.getByRole('button', { name: 'Renouveler le secret' }));
    const question = card.getByRole('group', { name: 'Renouveler le secret' });
    expect(question).toHaveTextContent('L’ancien signe encore 24 heures');
    expect(within(question).getByRole('button', { name: 'Renouveler' })).toHaveFocus();
    expect(sent).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Renouveler' }));

    const secret = await card.findByRole('region', { name: 'Nouveau secret de signature' });
    expect(within(secret).getByLabelText('Secret (whsec_…)')).toHaveValue(`${SECRET}rotated`);
    expect(secret).toHaveTextContent('L’ancien secret signe encore pendant 24 heures');
    expect(sent).toEqual([
      { method: 'POST', url: `${ENDPOINTS}/${ENDPOINT_ID}/rotate-secret`, body: undefined },
    ]);
  });

  it('pauses an active endpoint and resumes a paused one', async () => {
    const sent = stubWebhookRoutes({
      endpoints: [
        webhookEndpoint(),
        webhookEndpoint({ id: OTHER_ID, url: 'https://b.example', status: 'paused' }),
      ],
    });
    renderApp('/fr-FR/console/webhooks');
    await userEvent.click((await endpointCard()).getByRole('button', { name: 'Mettre en pause' }));
    await userEvent.click(
      (await endpointCard('https://b.example')).getByRole('button', { name: 'Reprendre' }),
    );

    await waitFor(() =>
      expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
        `POST ${ENDPOINTS}/${ENDPOINT_ID}/pause`,
        `POST ${ENDPOINTS}/${OTHER_ID}/resume`,
      ]),
    );
  });

  it('deletes only after confirming, and keeps the endpoint when the question is dropped', async () => {
    const sent = stubWebhookRoutes();
    renderApp('/fr-FR/console/webhooks');
    const card = await endpointCard();
    await userEvent.click(card.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(card.getByRole('button', { name: 'Annuler' }));
    expect(card.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    expect(sent).toEqual([]);

    await userEvent.click(card.getByRole('button', { name: 'Supprimer' }));
    expect(card.getByRole('group', { name: 'Supprimer' })).toHaveTextContent(
      'L’endpoint et ses livraisons seront supprimés',
    );
    await userEvent.click(card.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'DELETE', url: `${ENDPOINTS}/${ENDPOINT_ID}`, body: undefined },
      ]),
    );
  });
});
