import { startRecallSchema, type RecallCampaign } from '@pr/contracts/recalls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { signInAsStaff } from '../test/console-fixtures';
import { stubConsoleRoutes } from '../test/stub-console-routes';

const RECALLS = '/api/console/recalls';
const AURA = 'CAL-RAD-AURA-600';

const CATALOG = {
  products: [
    {
      model: AURA,
      deviceType: 'RAD',
      name: { fr: 'Radiateur design Aura 600', de: 'Designheizkörper Aura 600' },
      color: null,
      gtin: '04012345100013',
      devices: 41,
    },
    {
      model: 'CAL-VENT-FLOW-350',
      deviceType: 'VENT',
      name: { fr: 'Ventilation double flux Flow 350' },
      color: null,
      gtin: null,
      devices: 40,
    },
  ],
  incentives: [],
};

const campaign = (overrides: Partial<RecallCampaign> = {}): RecallCampaign => ({
  id: '7d0c4f57-0a7e-4a0c-9d57-1c2b3a4d5e6f',
  title: 'Aura 600 – thermostat',
  selection: { productModels: [AURA], serialFrom: '100000001', serialTo: '100000050' },
  noticeLanguages: ['de', 'fr'],
  startedAt: '2026-03-17T09:30:00Z',
  startedBy: 'staff@example.com',
  recipients: 3,
  delivery: { pending: 0, delivered: 2, bounced: 1 },
  ...overrides,
});

function stubRecallRoutes(campaigns: RecallCampaign[] = []) {
  return stubConsoleRoutes(({ method, url, body }) => {
    if (method === 'GET' && url === RECALLS) return Response.json({ items: campaigns });
    if (method === 'GET' && url === '/api/console/catalog') return Response.json(CATALOG);
    if (method === 'POST' && url === `${RECALLS}/reach`) {
      return Response.json({
        registrations: 4,
        recipients: 3,
        languages: [
          { language: 'de', recipients: 1 },
          { language: 'fr', recipients: 2 },
        ],
      });
    }
    if (method === 'POST' && url === RECALLS) {
      const notices = (body as { notices: Record<string, unknown> }).notices;
      if (!('de' in notices)) {
        return Response.json(
          { code: 'notice_missing', message: 'no notice', details: { languages: ['de'] } },
          { status: 422 },
        );
      }
      return Response.json(campaign(), { status: 201 });
    }
    return undefined;
  });
}

async function openForm() {
  renderApp('/fr-FR/console/recalls');
  await userEvent.click(await screen.findByRole('button', { name: 'Préparer un rappel' }));
  return within(screen.getByRole('form', { name: 'Nouveau rappel de sécurité' }));
}

describe('the recalls page', () => {
  beforeEach(signInAsStaff);

  it('lists the campaigns with what they named and their delivery', async () => {
    stubRecallRoutes([campaign()]);
    renderApp('/fr-FR/console/recalls');
    const title = await screen.findByRole('heading', { name: 'Aura 600 – thermostat' });
    const card = title.closest('li');
    expect(card).toHaveTextContent('3 destinataires');
    await waitFor(() => expect(card).toHaveTextContent(/Produits :\s*Radiateur design Aura 600/));
    expect(card).toHaveTextContent(/Numéros de série :\s*100000001 – 100000050/);
    expect(card).toHaveTextContent(/Avis en :\s*allemand, français/);
    expect(card).toHaveTextContent(/Livrés : 2.*Rejetés : 1.*En attente : 0/);
  });

  it('asks for a product before counting, and a range the right way round', async () => {
    const sent = stubRecallRoutes();
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Compter les destinataires' }));
    expect(form.getByRole('group', { name: 'Produits concernés' })).toHaveAccessibleDescription(
      'Choisissez au moins un produit.',
    );
    await userEvent.click(await form.findByRole('checkbox', { name: /Radiateur design Aura 600/ }));
    await userEvent.type(form.getByLabelText('Numéro de série, à partir de'), '200');
    await userEvent.type(form.getByLabelText('Numéro de série, jusqu’à'), '100');
    await userEvent.click(form.getByRole('button', { name: 'Compter les destinataires' }));
    expect(form.getByLabelText('Numéro de série, jusqu’à')).toHaveAccessibleDescription(
      'La fin doit venir après le début.',
    );
    expect(sent).toEqual([]);
  });

  it('takes the installation period typed in the locale’s way and counts with ISO days', async () => {
    const sent = stubRecallRoutes();
    const form = await openForm();
    await userEvent.click(await form.findByRole('checkbox', { name: /Radiateur design Aura 600/ }));
    const from = form.getByLabelText('Installé à partir du');
    const to = form.getByLabelText('Installé jusqu’au');
    await userEvent.type(from, '5/3/2025');
    await userEvent.type(to, '31/02/2025');
    await userEvent.click(form.getByLabelText('Nom du rappel'));

    // Written the locale's way once left; the impossible day is kept as typed and refused.
    expect(from).toHaveValue('05/03/2025');
    expect(to).toHaveValue('31/02/2025');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(
      /Veuillez saisir une date valide au format JJ\/MM\/AAAA\.$/,
    );
    await userEvent.click(form.getByRole('button', { name: 'Compter les destinataires' }));
    expect(sent).toEqual([]);
    expect(to).toHaveValue('31/02/2025');

    await userEvent.clear(to);
    await userEvent.type(to, '30.06.2025');
    await userEvent.click(form.getByRole('button', { name: 'Compter les destinataires' }));
    expect(await form.findByText('3 destinataires (enregistrements : 4)')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: `${RECALLS}/reach`,
      body: {
        selection: {
          productModels: [AURA],
          installedFrom: '2025-03-05',
          installedTo: '2025-06-30',
        },
      },
    });
  });

  it('counts whom it reaches per language, then sends a notice per language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = stubRecallRoutes();
    const form = await openForm();
    await userEvent.type(form.getByLabelText('Nom du rappel'), 'Aura 600 – thermostat');
    await userEvent.click(await form.findByRole('checkbox', { name: /Radiateur design Aura 600/ }));
    await userEvent.click(form.getByRole('button', { name: 'Compter les destinataires' }));
    expect(await form.findByText('3 destinataires (enregistrements : 4)')).toBeInTheDocument();
    expect(form.getByText('allemand : 1 destinataire')).toBeInTheDocument();

    await userEvent.type(form.getByLabelText('Objet (français)'), 'Rappel Aura 600');
    await userEvent.type(form.getByLabelText('Texte de l’avis (français)'), 'Coupez l’appareil.');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer le rappel' }));
    await userEvent.click(form.getByRole('button', { name: 'Envoyer maintenant' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Aucun avis lisible pour ces langues : allemand.',
    );

    await userEvent.type(form.getByLabelText('Objet (allemand)'), 'Rückruf Aura 600');
    await userEvent.type(form.getByLabelText('Texte de l’avis (allemand)'), 'Gerät ausschalten.');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer le rappel' }));
    await userEvent.click(form.getByRole('button', { name: 'Envoyer maintenant' }));
    expect(await screen.findByRole('button', { name: 'Préparer un rappel' })).toBeInTheDocument();
    const started = sent.at(-1);
    expect(started).toEqual({
      method: 'POST',
      url: RECALLS,
      body: {
        title: 'Aura 600 – thermostat',
        selection: { productModels: [AURA] },
        notices: {
          fr: { subject: 'Rappel Aura 600', body: 'Coupez l’appareil.' },
          de: { subject: 'Rückruf Aura 600', body: 'Gerät ausschalten.' },
        },
      },
    });
    expect(startRecallSchema.safeParse(started?.body).success).toBe(true);
  });
});
