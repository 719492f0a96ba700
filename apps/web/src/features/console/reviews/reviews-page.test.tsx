import type { ReviewItem } from '@pr/contracts/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { signInAsStaff } from '../test/console-fixtures';

const flagged: ReviewItem = {
  id: 'reg-9',
  serialNumber: '100000201',
  productModel: 'CAL-RAD-AURA-600',
  registrantType: 2,
  company: 'Dubois Chauffage SARL',
  installationDate: '2025-06-02T00:00:00.000Z',
  registeredAt: '2026-11-28T09:30:00.000Z',
  heldPoints: 50,
  flags: [
    {
      id: 'flag-1',
      rule: 'before_manufacture',
      params: { installedOn: '2025-06-02', date: '2026-01-01' },
      state: 'open',
      createdAt: '2026-11-28T09:30:00.000Z',
      decidedAt: null,
      decidedBy: null,
      decisionReason: null,
    },
    {
      id: 'flag-2',
      rule: 'company_volume',
      params: { count: 42, usual: 3.5, limit: 30 },
      state: 'open',
      createdAt: '2026-11-28T09:30:00.000Z',
      decidedAt: null,
      decidedBy: null,
      decisionReason: null,
    },
  ],
};

/** The queue answers one flagged registration until a decision is sent; decisions are kept. */
function stubReviewRoutes() {
  const sent: { url: string; body: unknown }[] = [];
  const queries: string[] = [];
  stubFetch((url, init) => {
    if (url.startsWith('/api/console/reviews') && init?.method !== 'POST') {
      queries.push(url);
      return Response.json({ items: sent.length === 0 ? [flagged] : [], next: null });
    }
    if (init?.method === 'POST' && url.startsWith('/api/console/reviews/reg-9/')) {
      sent.push({
        url,
        body: JSON.parse(typeof init.body === 'string' ? init.body : '{}') as unknown,
      });
      return Response.json({ registrationId: 'reg-9', flags: [] });
    }
    return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
  });
  return { sent, queries };
}

describe('the review queue', () => {
  beforeEach(signInAsStaff);

  it('words each reason in the console’s language, with its days and numbers', async () => {
    stubReviewRoutes();
    renderApp('/fr-FR/console/reviews');
    const card = (await screen.findByRole('link', { name: 'N° de série 100000201' })).closest('li');
    const item = within(card ?? document.body);
    expect(item.getByText('Installé avant sa fabrication')).toBeVisible();
    expect(item.getByText('Installé le 2 juin 2025, fabriqué le 1 janv. 2026.')).toBeVisible();
    expect(
      item.getByText(
        'Enregistrements de l’entreprise aujourd’hui : 42 ; moyenne par jour sur les 30 jours précédents : 3,5 ; seuil : 30.',
      ),
    ).toBeVisible();
    expect(item.getByText('50 points en attente')).toBeVisible();
    expect(item.getByRole('link', { name: 'N° de série 100000201' })).toHaveAttribute(
      'href',
      '/fr-FR/console/registrations/reg-9',
    );
    expect(screen.getByRole('link', { name: 'À vérifier' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters by rule through the URL', async () => {
    const { queries } = stubReviewRoutes();
    renderApp('/fr-FR/console/reviews');
    await screen.findByText('Installé avant sa fabrication');
    await userEvent.selectOptions(screen.getByLabelText('Règle'), 'serial_churn');
    await waitFor(() => expect(queries.at(-1)).toBe('/api/console/reviews?rule=serial_churn'));
  });

  it('accepts after asking, then shows the queue without it', async () => {
    const { sent } = stubReviewRoutes();
    renderApp('/fr-FR/console/reviews');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accepter l’enregistrement 100000201' }),
    );
    expect(
      screen.getByText(
        'Accepter l’enregistrement 100000201 ? Ses points en attente deviennent disponibles.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Oui, accepter' }));
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/api/console/reviews/reg-9/accept', body: {} }]),
    );
    expect(await screen.findByText('Enregistrement 100000201 accepté.')).toBeVisible();
    expect(await screen.findByText('Rien à vérifier.')).toBeVisible();
  });

  it('cancels only with a reason, then after asking', async () => {
    const { sent } = stubReviewRoutes();
    renderApp('/fr-FR/console/reviews');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Annuler l’enregistrement 100000201' }),
    );
    const reason = screen.getByLabelText('Motif de l’annulation de 100000201');
    expect(reason).toHaveFocus();
    await userEvent.click(
      screen.getByRole('button', { name: 'Annuler l’enregistrement 100000201' }),
    );
    expect(await screen.findByText('Indiquez un motif d’au moins 3 caractères.')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(reason, 'Installé avant sa fabrication');
    await userEvent.click(
      screen.getByRole('button', { name: 'Annuler l’enregistrement 100000201' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Oui, annuler l’enregistrement' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/console/reviews/reg-9/cancel',
          body: { reason: 'Installé avant sa fabrication' },
        },
      ]),
    );
    expect(await screen.findByText('Enregistrement 100000201 annulé.')).toBeVisible();
  });
});
