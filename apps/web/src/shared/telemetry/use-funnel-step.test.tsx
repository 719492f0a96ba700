import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAppConfig } from '../../test/test-config';
import { RuntimeConfigProvider } from '../config/runtime-config';
import { funnelFlowOf, useFunnelStep } from './use-funnel-step';

function Step({ step }: { step: 1 | 2 }) {
  useFunnelStep(step);
  return null;
}

async function reportsOf(url: string, step: 1 | 2) {
  const sendBeacon = vi.fn((..._args: [string, Blob]) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  const router = createMemoryRouter(
    [
      { path: '/:locale/*', element: <Step step={step} /> },
      { path: '*', element: <Step step={step} /> },
    ],
    { initialEntries: [url] },
  );
  window.history.replaceState(null, '', url);
  render(
    <RuntimeConfigProvider config={testAppConfig()}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
  return Promise.all(
    sendBeacon.mock.calls.map(async ([path, body]) => ({
      path,
      report: JSON.parse(await body.text()) as unknown,
    })),
  );
}

describe('useFunnelStep', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends one beacon per step shown: flow, step, locale and the serial of the link', async () => {
    expect(await reportsOf('/fr-FR/users/register/step/1?serialNumber=908765401', 1)).toEqual([
      {
        path: '/api/telemetry/funnel-step',
        report: { flow: 'user', step: 1, locale: 'fr-FR', serialNumber: '908765401' },
      },
    ]);
  });

  it('sends nothing from pages outside the two registration flows', async () => {
    expect(await reportsOf('/fr-FR/installers/bulk/step/2', 2)).toEqual([]);
    expect(funnelFlowOf('/de-DE/installers/register/step/2', 2)).toBe('installer');
    expect(funnelFlowOf('/installers/register/step/3', 2)).toBeNull();
  });
});
