import { SignoutResponse } from 'oidc-client-ts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app';
import { startTestAuth } from '../../test/test-auth';
import { notFound, stubFetch } from '../../test/stub-fetch';

beforeEach(() => {
  stubFetch(notFound);
});

/** The provider's answer at the site root after ending its session. */
function signedOut(userState: unknown): SignoutResponse {
  const response = new SignoutResponse(new URLSearchParams({ state: 's1' }));
  response.userState = userState;
  return response;
}

describe('the site root after a sign-out at the provider', () => {
  it('goes on to the root of the locale the user signed out from', async () => {
    const auth = await startTestAuth();
    const callback = vi
      .spyOn(auth.userManager, 'signoutCallback')
      .mockResolvedValue(signedOut({ returnTo: '/fr-FR' }));
    const { router } = renderApp('/?state=s1');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR'));
    expect(callback).toHaveBeenCalledWith(expect.stringMatching(/\/\?state=s1$/));
    expect(await screen.findByRole('button', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('stays on the site root for an unknown state or a return path to another site', async () => {
    const auth = await startTestAuth();
    vi.spyOn(auth.userManager, 'signoutCallback').mockResolvedValue(
      signedOut({ returnTo: '//evil.example/x' }),
    );
    const { router } = renderApp('/?state=s1');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
