import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlashStore } from '../flash/flash-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { INSTALLER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { notFound, stubFetch } from '../../test/stub-fetch';

beforeEach(() => {
  useFlashStore.setState({ messages: [] });
  stubFetch(notFound);
});

describe('requireSignIn', () => {
  it('starts sign-in for an anonymous visit, returning to the requested URL in its language', async () => {
    const auth = await startTestAuth();
    const { router } = renderApp('/fr-FR/installers/register/step/3?x=1');
    await waitFor(() => expect(auth.signinRedirect).toHaveBeenCalledTimes(1));
    expect(auth.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/fr-FR/installers/register/step/3?x=1' },
      ui_locales: 'fr-FR',
    });
    // The page is not shown while the browser leaves for the provider.
    expect(router.state.initialized).toBe(false);
  });

  it('asks for the default locale at unprefixed paths', async () => {
    const auth = await startTestAuth();
    renderApp('/partners/bulk');
    await waitFor(() =>
      expect(auth.signinRedirect).toHaveBeenCalledWith({
        state: { returnTo: '/partners/bulk' },
        ui_locales: 'de-DE',
      }),
    );
  });

  it('lets a signed-in user through', async () => {
    const auth = await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    const { router } = renderApp('/fr-FR/partners?tab=1');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(currentUrl(router)).toBe('/fr-FR/partners?tab=1');
    expect(auth.signinRedirect).not.toHaveBeenCalled();
  });

  it('sends the visitor home with an error when the redirect cannot start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = await startTestAuth();
    auth.signinRedirect.mockRejectedValue(new Error('metadata unreachable'));
    const { router } = renderApp('/fr-FR/partners');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR'));
    expect(useFlashStore.getState().messages).toEqual([
      expect.objectContaining({ type: 'error', messageKey: 'flash.signInFailed' }),
    ]);
  });
});
