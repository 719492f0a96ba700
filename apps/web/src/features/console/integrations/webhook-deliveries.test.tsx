import { recoverWebhookSchema } from '@pr/contracts/webhooks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  ENDPOINT_ID,
  signInAsStaff,
  webhookDelivery,
  webhookEndpoint,
} from '../test/console-fixtures';
import { stubConsoleRoutes } from '../test/stub-console-routes';

const ENDPOINT = `/api/console/webhooks/endpoints/${ENDPOINT_ID}`;
const FAILING = webhookDelivery({
  id: '6e2f0d8b-3c4a-4b7e-9d0f-1a2b3c4d5e6f',
  eventId: '1b2c3d4e-5f6a-4b8c-9d0e-1f2a3b4c5d6e',
  eventType: 'registration.created',
  status: 'pending',
  attempts: 3,
  nextAttemptAt: '2024-03-16T10:04:00Z',
  lastAttempt: {
    at: '2024-03-16T10:02:00Z',
    outcome: 'failed',
    statusCode: 503,
    durationMs: 1250,
    response: 'Service Unavailable',
  },
});

function stubDeliveryRoutes() {
  return stubConsoleRoutes(({ method, url }) => {
    if (method === 'GET' && url === '/api/console/webhooks/endpoints') {
      return Response.json({ endpoints: [webhookEndpoint()] });
    }
    if (method === 'GET' && url === `${ENDPOINT}/deliveries?limit=50`) {
      return Response.json({ deliveries: [webhookDelivery(), FAILING] });
    }
    if (method === 'POST' && url.endsWith('/resend')) {
      return Response.json({ status: 'queued' }, { status: 202 });
    }
    if (method === 'POST' && url === `${ENDPOINT}/recover`) return Response.json({ queued: 12 });
    return undefined;
  });
}

async function openDeliveries() {
  renderApp('/fr-FR/console/webhooks');
  const card = within(await screen.findByRole('region', { name: webhookEndpoint().url }));
  await userEvent.click(card.getByRole('button', { name: 'Voir les livraisons' }));
  return within(await card.findByRole('region', { name: 'Livraisons récentes' }));
}

describe('an endpoint’s deliveries', () => {
  beforeEach(signInAsStaff);

  it('lists each delivery: event, webhook-id, status, attempts, last answer and next attempt', async () => {
    stubDeliveryRoutes();
    const deliveries = await openDeliveries();
    const rows = await deliveries.findAllByRole('row');

    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(
      /Enregistrement confirmé.*9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.*Livrée.*1 tentative.*204 · 42 ms/,
    );
    expect(rows[2]).toHaveTextContent(
      /Enregistrement créé.*En attente.*3 tentatives.*503 · 1 250 ms.*Service Unavailable.*16 mars 2024/,
    );
  });

  it('sends one delivery again', async () => {
    const sent = stubDeliveryRoutes();
    const deliveries = await openDeliveries();
    await userEvent.click(
      await deliveries.findByRole('button', {
        name: 'Renvoyer la livraison 1b2c3d4e-5f6a-4b8c-9d0e-1f2a3b4c5d6e',
      }),
    );

    expect(await deliveries.findByText('Renvoi en file d’attente.')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `/api/console/webhooks/deliveries/${FAILING.id}/resend`,
        body: undefined,
      },
    ]);
  });

  it('offers to recover since the time a failing endpoint began to fail', async () => {
    stubConsoleRoutes(({ method, url }) => {
      if (method === 'GET' && url === '/api/console/webhooks/endpoints') {
        const failingSince = new Date(2024, 2, 10, 8, 30).toISOString();
        return Response.json({
          endpoints: [webhookEndpoint({ status: 'disabled', failingSince })],
        });
      }
      if (method === 'GET' && url === `${ENDPOINT}/deliveries?limit=50`) {
        return Response.json({ deliveries: [] });
      }
      return undefined;
    });
    const deliveries = await openDeliveries();

    expect(await deliveries.findByText('Aucune livraison pour l’instant.')).toBeVisible();
    expect(deliveries.getByLabelText('Depuis le (heure locale)')).toHaveValue('2024-03-10T08:30');
  });

  it('recovers everything since a local date and time, saying how many were queued', async () => {
    const sent = stubDeliveryRoutes();
    const deliveries = await openDeliveries();
    const send = deliveries.getByRole('button', { name: 'Tout renvoyer' });
    await userEvent.click(send);
    expect(await deliveries.findByText('Indiquez une date et une heure passées.')).toBeVisible();
    expect(deliveries.getByLabelText('Depuis le (heure locale)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);

    fireEvent.change(deliveries.getByLabelText('Depuis le (heure locale)'), {
      target: { value: '2024-03-01T08:00' },
    });
    await userEvent.click(send);

    expect(await deliveries.findByText('12 événements remis en file d’attente.')).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: `${ENDPOINT}/recover`,
      body: { since: new Date('2024-03-01T08:00').toISOString() },
    });
    expect(recoverWebhookSchema.safeParse(sent[0]?.body).success).toBe(true);
  });
});
