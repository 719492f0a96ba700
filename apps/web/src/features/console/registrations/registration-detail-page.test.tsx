import { cancelRegistrationSchema, reassignRegistrationSchema } from '@pr/contracts/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { registrationDetail, signInAsStaff } from '../test/console-fixtures';

const DETAIL_URL = '/api/console/registrations/reg-1';

/** The console's detail routes; the cancel and reassign bodies are kept to be checked. */
function stubDetailRoutes({ fail = false } = {}) {
  const sent: { url: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    if (url === DETAIL_URL) return Response.json(registrationDetail());
    if (init?.method === 'POST' && url.startsWith(`${DETAIL_URL}/`)) {
      sent.push({
        url,
        body: JSON.parse(typeof init.body === 'string' ? init.body : '{}') as unknown,
      });
      if (fail) return Response.json({ code: 'unavailable', message: 'Down' }, { status: 503 });
      return url.endsWith('/cancel')
        ? Response.json(registrationDetail({ status: 'cancelled', cancelReason: 'Squatting' }))
        : Response.json(registrationDetail({ id: 'reg-2' }));
    }
    return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
  });
  return sent;
}

async function openDetail() {
  const view = renderApp('/fr-FR/console/registrations/reg-1');
  const cancel = await screen.findByRole('region', { name: 'Annuler cet enregistrement' });
  const reassign = screen.getByRole('region', { name: 'Attribuer à une autre adresse e-mail' });
  return { ...view, cancel: within(cancel), reassign: within(reassign) };
}

/** Opens the page and sends the cancel form with `reason` typed in. */
async function cancelWith(reason: string, routes: { fail?: boolean } = {}) {
  const sent = stubDetailRoutes(routes);
  const { cancel } = await openDetail();
  await userEvent.type(cancel.getByLabelText('Motif'), reason);
  await userEvent.click(cancel.getByRole('button', { name: 'Annuler l’enregistrement' }));
  // A valid reason leads to the question; its red confirmation sends.
  const confirm = cancel.queryByRole('button', { name: 'Annuler définitivement' });
  if (confirm !== null) await userEvent.click(confirm);
  return { cancel, sent };
}

describe('the registration detail page', () => {
  beforeEach(signInAsStaff);

  it('names the product in the console’s language, its catalog code beside it', async () => {
    stubDetailRoutes();
    await openDetail();
    expect(screen.getByText('Radiateur design Aura 600')).toBeVisible();
    expect(screen.getByText('Aura 600')).toBeVisible();
  });

  it('shows the short reference the registrant reads out, in its two groups (issue 47)', async () => {
    stubDetailRoutes();
    await openDetail();
    expect(screen.getByText('Référence').nextElementSibling).toHaveTextContent('K7QM-3XHP');
  });

  it('marks the cancellation as an action that cannot be undone, says what will happen and sends only once confirmed (issue 48)', async () => {
    const sent = stubDetailRoutes();
    const { cancel } = await openDetail();
    const button = cancel.getByRole('button', { name: 'Annuler l’enregistrement' });
    expect(button).toHaveClass('button-danger-quiet');
    await userEvent.type(cancel.getByLabelText('Motif'), 'Squatting');
    await userEvent.click(button);
    expect(cancel.getByText(/Annuler définitivement l’enregistrement 100000178\s\?/)).toBeVisible();
    const confirm = cancel.getByRole('button', { name: 'Annuler définitivement' });
    expect(confirm).toHaveClass('button-danger');
    // Moved there by an effect after the render, later on a busy machine.
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(cancel.getByRole('button', { name: 'Garder l’enregistrement' }));
    expect(sent).toEqual([]);
    expect(cancel.getByLabelText('Motif')).toHaveValue('Squatting');
  });

  it('refuses too short a reason to cancel in French, without asking the server', async () => {
    const { cancel, sent } = await cancelWith(' x ');

    expect(await cancel.findByText('Indiquez un motif d’au moins 3 caractères.')).toBeVisible();
    expect(cancel.getByLabelText('Motif')).toHaveAttribute('aria-invalid', 'true');
    expect(cancel.getByLabelText('Motif')).toHaveAccessibleDescription(
      /Le numéro de série redevient libre.*Indiquez un motif d’au moins 3 caractères\./,
    );
    expect(sent).toEqual([]);
  });

  it('refuses a reason on two lines at the field, as the server would', async () => {
    const { cancel, sent } = await cancelWith('Squatting{Enter}la facture');

    expect(
      await cancel.findByText('Ce champ contient des caractères non autorisés.'),
    ).toBeVisible();
    expect(cancel.queryByText('L’annulation a échoué. Réessayez.')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('cancels with the trimmed reason and shows the cancelled registration', async () => {
    const { sent } = await cancelWith('  Squatting  ');

    expect(
      await screen.findByText('L’enregistrement est annulé ; le titulaire est informé.'),
    ).toBeVisible();
    expect(sent).toEqual([{ url: `${DETAIL_URL}/cancel`, body: { reason: 'Squatting' } }]);
    expect(cancelRegistrationSchema.safeParse(sent[0]?.body).success).toBe(true);
  });

  it('says when the cancellation failed, keeping the reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { cancel } = await cancelWith('Squatting', { fail: true });

    expect(await cancel.findByText('L’annulation a échoué. Réessayez.')).toBeVisible();
    expect(cancel.getByLabelText('Motif')).toHaveValue('Squatting');
  });

  it('moves the registration to a valid address with a reason, each error at its field', async () => {
    const sent = stubDetailRoutes();
    const { reassign, router } = await openDetail();
    const send = reassign.getByRole('button', { name: 'Envoyer le lien à cette adresse' });
    await userEvent.type(reassign.getByLabelText('Nouvelle adresse e-mail'), 'new.owner@');
    await userEvent.type(reassign.getByLabelText('Motif'), 'x');
    await userEvent.click(send);

    expect(await reassign.findByText('Veuillez entrer une adresse e-mail valide.')).toBeVisible();
    expect(reassign.getByText('Indiquez un motif d’au moins 3 caractères.')).toBeVisible();
    expect(reassign.getByLabelText('Nouvelle adresse e-mail')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);

    await userEvent.type(reassign.getByLabelText('Nouvelle adresse e-mail'), 'example.com ');
    await userEvent.type(reassign.getByLabelText('Motif'), ' Sold with the house');
    await userEvent.click(send);

    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/console/registrations/reg-2'));
    expect(sent).toEqual([
      {
        url: `${DETAIL_URL}/reassign`,
        body: { email: 'new.owner@example.com', reason: 'x Sold with the house' },
      },
    ]);
    expect(reassignRegistrationSchema.safeParse(sent[0]?.body).success).toBe(true);
  });
});
