import { rejectCompanySchema } from '@pr/contracts/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { pendingCompany, signInAsStaff } from '../test/console-fixtures';

/** The companies routes; the decisions' bodies are kept to be checked. */
function stubCompanyRoutes() {
  const sent: { url: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    if (url.startsWith('/api/console/companies?') || url === '/api/console/companies') {
      return Response.json({ items: [pendingCompany()] });
    }
    if (init?.method === 'POST' && url.startsWith('/api/console/companies/company-1/')) {
      sent.push({
        url,
        body: JSON.parse(typeof init.body === 'string' ? init.body : '{}') as unknown,
      });
      return Response.json(pendingCompany({ status: 'rejected' }));
    }
    return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
  });
  return sent;
}

describe('the companies page', () => {
  beforeEach(signInAsStaff);

  it('rejects a company only with a reason long enough, sent trimmed', async () => {
    const sent = stubCompanyRoutes();
    renderApp('/fr-FR/console/companies');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refuser Chauffage Nouveau SARL' }),
    );
    const reason = screen.getByLabelText('Motif du refus de Chauffage Nouveau SARL');
    expect(reason).toHaveFocus();
    const form = within(reason.closest('form') ?? document.body);
    await userEvent.type(reason, 'no');
    await userEvent.click(form.getByRole('button', { name: 'Confirmer le refus' }));

    expect(await form.findByText('Indiquez un motif d’au moins 3 caractères.')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      /Le demandeur reçoit un e-mail avec ce motif.*Indiquez un motif d’au moins 3 caractères\./,
    );
    expect(sent).toEqual([]);

    await userEvent.type(reason, ' answer ');
    await userEvent.click(form.getByRole('button', { name: 'Confirmer le refus' }));

    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/console/companies/company-1/reject', body: { reason: 'no answer' } },
      ]),
    );
    expect(rejectCompanySchema.safeParse(sent[0]?.body).success).toBe(true);
    await waitFor(() => expect(reason).not.toBeInTheDocument());
  });

  it('approves at once, without a reason', async () => {
    const sent = stubCompanyRoutes();
    renderApp('/fr-FR/console/companies');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approuver Chauffage Nouveau SARL' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/api/console/companies/company-1/approve', body: {} }]),
    );
  });
});
