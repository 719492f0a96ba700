import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../shared/auth/auth-store';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';

const erased = { erased: { account: true, registrations: 2, transferRequests: 0, mails: 3 } };

describe('"Mes données"', () => {
  it('downloads everything held about the owner as a JSON file', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    const fetchMock = stubFetch(() =>
      Response.json(
        { format: 'product-registration.personal-data.v1' },
        { headers: { 'content-disposition': 'attachment; filename="my-data.json"' } },
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:my-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp('/fr-FR/users/my-data');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Télécharger mes données (JSON)' }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/me/personal-data');
    expect(new Headers(init.headers).get('authorization')).toBe(
      'Bearer access-token-of-owner-subject',
    );
  });

  it('deletes the account only once the owner ticks that it is final, then signs them out here', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    let answer: Response = Response.json(
      { code: 'unavailable', message: 'Try again.' },
      { status: 503 },
    );
    const fetchMock = stubFetch(() => answer);
    renderApp('/fr-FR/users/my-data');

    const erase = await screen.findByRole('button', { name: 'Supprimer mon compte' });
    expect(erase).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'J’ai compris que la suppression est définitive.' }),
    );
    expect(erase).toBeEnabled();

    // A failure says so and keeps the owner signed in, ready to try again.
    await userEvent.click(erase);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre compte n’a pas pu être supprimé. Réessayez dans un instant.',
    );
    expect(useAuthStore.getState().user.isAuthenticated).toBe(true);

    answer = Response.json(erased);
    await userEvent.click(erase);
    // The page needs a signed-in person: the news is told on the home page.
    expect(
      await screen.findByText(
        'Votre compte est supprimé. Un e-mail vous confirme ce qui a été effacé et ce qui est conservé.',
      ),
    ).toBeVisible();
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/me/account?language=fr');
    expect(init.method).toBe('DELETE');
    await waitFor(() => expect(useAuthStore.getState().user.isAuthenticated).toBe(false));
  });
});
