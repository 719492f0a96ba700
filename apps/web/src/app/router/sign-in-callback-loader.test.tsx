import { screen, waitFor } from '@testing-library/react';
import { ErrorResponse } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../../shared/auth/auth-store';
import { useFlashStore } from '../../shared/flash/flash-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { INSTALLER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { notFound, stubFetch } from '../../test/stub-fetch';

beforeEach(() => {
  useFlashStore.setState({ messages: [] });
  stubFetch(notFound);
});

describe('the sign-in redirect page', () => {
  it('completes sign-in and replaces itself with the page sign-in started from', async () => {
    const auth = await startTestAuth();
    const returnTo = '/fr-FR/installers/register/step/2?userType=2';
    auth.signinCallback.mockResolvedValue(oidcUser(INSTALLER_CLAIMS, { state: { returnTo } }));
    const { router } = renderApp('/redirect?code=abc&state=s1');
    await waitFor(() => expect(currentUrl(router)).toBe(returnTo));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(auth.signinCallback).toHaveBeenCalledWith(
      expect.stringMatching(/\/redirect\?code=abc&state=s1$/),
    );
    expect(getCurrentUser()).toMatchObject({ isAuthenticated: true, userType: 2 });
  });

  it('never follows a return path to another site', async () => {
    const auth = await startTestAuth();
    auth.signinCallback.mockResolvedValue(
      oidcUser(INSTALLER_CLAIMS, { state: { returnTo: '//evil.example/x' } }),
    );
    const { router } = renderApp('/redirect?code=abc&state=s1');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('shows a localized error on the landing when the answer is a refusal', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = await startTestAuth();
    auth.signinCallback.mockRejectedValue(
      new ErrorResponse({ error: 'access_denied', userState: { returnTo: '/fr-FR/partners' } }),
    );
    const { router } = renderApp('/redirect?error=access_denied&state=s1');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR'));
    expect(
      await screen.findByText('La connexion n’a pas pu aboutir. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(getCurrentUser().isAuthenticated).toBe(false);
  });

  it('goes home without a word when there is no answer to process', async () => {
    const auth = await startTestAuth();
    const { router } = renderApp('/fr-FR/redirect');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR'));
    expect(auth.signinCallback).not.toHaveBeenCalled();
    expect(useFlashStore.getState().messages).toEqual([]);
  });
});
