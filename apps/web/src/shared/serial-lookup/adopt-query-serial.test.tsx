import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEndUserStore } from '../form-state/end-user-store';
import { useInstallerStore } from '../form-state/installer-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { testRadiator } from '../../test/test-product';

/*
 * Step 1's plain form, sent before the app took the page over or without JavaScript, goes on to
 * step 2 with `?serialNumber=`: step 2 takes the serial into the flow's data.
 */
// The stores go back to their initial state after each test, once the page is unmounted
// (src/test/setup.ts): a reset while it is mounted would re-render the header outside act().
describe('step 2 reached from step 1’s plain form', () => {
  it('takes the serial and its product into the owner’s flow and drops it from the URL', async () => {
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      return Response.json(testRadiator());
    });
    const { router } = renderApp('/fr-FR/users/register/step/2?serialNumber=908765401');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qui enregistre?' })).toBeVisible();
    expect(currentUrl(router)).toBe('/fr-FR/users/register/step/2');
    expect(useEndUserStore.getState()).toMatchObject({
      serialNumber: '908765401',
      productInformation: { name: testRadiator().name },
    });
    expect(asked).toContain('/api/devices/908765401/FR/fr');
  });

  it('keeps the other step 2 parameters and asks nothing for a serial the flow holds', async () => {
    useInstallerStore.getState().update({
      serialNumber: '908765401',
      productInformation: testRadiator(),
    });
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      return Response.json(testRadiator());
    });
    const { router } = renderApp(
      '/fr-FR/installers/register/step/2?serialNumber=908765401&userType=1',
    );
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/2?userType=1'),
    );
    expect(asked).not.toContain('/api/devices/908765401/FR/fr');
  });

  it('goes back to step 1 with the serial when it is no longer found, which says why', async () => {
    stubFetch(() =>
      Response.json({ code: 'unknown_serial_number', message: 'Unknown' }, { status: 404 }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp('/fr-FR/users/register/step/2?serialNumber=123456789');
    expect(await screen.findByText('Numéro de série invalide')).toBeVisible();
    expect(currentUrl(router)).toBe('/fr-FR/users/register/step/1?serialNumber=123456789');
    expect(useEndUserStore.getState().productInformation).toBeNull();
  });
});
