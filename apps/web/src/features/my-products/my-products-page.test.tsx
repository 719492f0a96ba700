import type { MyRegistration } from '@pr/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';

const confirmed: MyRegistration = {
  id: '3f1c2b9e-5d4a-4c8b-9a7e-1b2c3d4e5f60',
  serialNumber: '908765401',
  productName: 'Radiateur design Aura 600',
  imageUrl: null,
  status: 'confirmed',
  installationDate: '2026-11-02',
  registeredAt: '2026-11-20T09:30:00.000Z',
  address: {
    street: 'Rue de Rivoli',
    houseNumber: '10',
    postalCode: '75001',
    locality: 'Paris',
    country: 'FR',
  },
  rewards: ['Garantie prolongée de 5 ans'],
  certificateId: `${'a'.repeat(32)}${'B'.repeat(22)}`,
  pendingTransferTo: null,
};
const pending: MyRegistration = {
  ...confirmed,
  id: '4a1c2b9e-5d4a-4c8b-9a7e-1b2c3d4e5f61',
  serialNumber: '908765402',
  productName: 'Ventilation double flux Flow 350',
  status: 'pending',
  certificateId: null,
};

describe('"Mes produits"', () => {
  it('lists the owner’s products with status, rewards and the certificate of a confirmed one', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/me/registrations')
        ? Response.json({ registrations: [pending, confirmed] })
        : new Response('%PDF-1.7', {
            headers: { 'content-disposition': 'attachment; filename="certificate-908765401.pdf"' },
          }),
    );
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp('/fr-FR/users/products');

    const cards = await screen.findAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Ventilation double flux Flow 350', 'Radiateur design Aura 600']);
    const [waiting, done] = cards as [HTMLElement, HTMLElement];
    expect(within(waiting).getByText('En attente de confirmation')).toBeInTheDocument();
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(within(done).getByText('Confirmé')).toBeInTheDocument();
    expect(within(done).getByText('Garantie prolongée de 5 ans')).toBeInTheDocument();
    expect(within(done).getByText('2 novembre 2026')).toBeInTheDocument();
    expect(within(done).getByText(/Rue de Rivoli 10, 75001 Paris, France/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me/registrations?language=fr');

    await userEvent.click(
      within(done).getByRole('button', {
        name: 'Télécharger le certificat de Radiateur design Aura 600, numéro de série 908765401, en PDF',
      }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe(`/api/registrations/${confirmed.id}/certificate`);
    expect(new Headers(init.headers).get('authorization')).toBe(
      'Bearer access-token-of-owner-subject',
    );
  });

  it('hands a product on to the e-mail its owner gives, keeping the input when it is refused', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    let transferred = false;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/transfer')) {
        const body = JSON.parse(init?.body as string) as { email: string };
        if (body.email === 'jean.martin@example.com') {
          return Response.json(
            {
              code: 'same_email',
              message: 'The device is already registered with this e-mail address.',
            },
            { status: 400 },
          );
        }
        transferred = true;
        return Response.json({ registrationId: 'new-id', status: 'pending' }, { status: 202 });
      }
      return Response.json({
        registrations: [
          { ...confirmed, pendingTransferTo: transferred ? 'lucie@example.com' : null },
        ],
      });
    });
    renderApp('/fr-FR/users/products');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Transférer Radiateur design Aura 600, numéro de série 908765401, à quelqu’un d’autre',
      }),
    );
    const form = await screen.findByRole('form', { name: 'Transférer ce produit' });
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer le transfert' }));
    expect(within(form).getByLabelText(/E-mail du nouveau propriétaire/)).toHaveFocus();
    expect(within(form).getAllByText('Ce champ est requis')).toHaveLength(3);

    await userEvent.type(within(form).getByLabelText(/E-mail/), 'jean.martin@example.com');
    await userEvent.type(within(form).getByLabelText(/Prénom/), 'Lucie');
    await userEvent.type(within(form).getByLabelText(/^Nom/), 'Moreau');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer le transfert' }));
    expect(
      await within(form).findByText('Ce produit est déjà enregistré avec cette adresse e-mail.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Prénom/)).toHaveValue('Lucie');

    const email = within(form).getByLabelText(/E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'lucie@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer le transfert' }));
    expect(
      await screen.findByText(/Transfert en attente : lucie@example.com doit le confirmer/),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) =>
      String(called).endsWith('/transfer'),
    ) as unknown as [string, RequestInit];
    expect(url).toBe(`/api/registrations/${confirmed.id}/transfer`);
    expect(init.method).toBe('POST');
  });

  it('says so when the owner has no product yet, and leads to step 1', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    stubFetch(() => Response.json({ registrations: [] }));
    renderApp('/fr-FR/users/products');
    expect(
      await screen.findByText('Vous n’avez encore enregistré aucun produit.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enregistrer un produit' })).toHaveAttribute(
      'href',
      '/fr-FR/users/register/step/1',
    );
  });
});

describe('the certificate check', () => {
  it('shows product, serial and date of a genuine certificate', async () => {
    const fetchMock = stubFetch(() =>
      Response.json({
        status: 'valid',
        serialNumber: '908765401',
        productName: 'Radiateur design Aura 600',
        registeredOn: '2026-11-20',
      }),
    );
    renderApp(`/fr-FR/verify/${confirmed.certificateId ?? ''}`);
    expect(await screen.findByText('Ce certificat est authentique.')).toBeInTheDocument();
    expect(screen.getByText('908765401')).toBeInTheDocument();
    expect(screen.getByText('20 novembre 2026')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/certificates/${confirmed.certificateId ?? ''}?language=fr`,
    );
  });

  it('says that no certificate has a made-up number', async () => {
    stubFetch(() =>
      Response.json(
        { code: 'unknown_certificate', message: 'No registration certificate has this number.' },
        { status: 404 },
      ),
    );
    renderApp('/fr-FR/verify/not-a-certificate');
    expect(await screen.findByText('Aucun certificat ne porte ce numéro.')).toBeInTheDocument();
  });
});
