import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  isSerialNumber,
  ROUTES,
  SERIAL_NUMBER_PARAM,
  type FunnelStepReport,
  type StepNumber,
} from '@pr/contracts';
import { useEndUserStore } from '../form-state/end-user-store';
import { useInstallerStore } from '../form-state/installer-store';
import { useLocale } from '../routing/use-locale';

const FUNNEL_STEP_URL = '/api/telemetry/funnel-step';

/** The flow whose step `pathname` shows, or null (the bulk flow, any other page). */
export function funnelFlowOf(pathname: string, step: StepNumber): FunnelStepReport['flow'] | null {
  if (pathname.endsWith(`/${ROUTES.userStep(step)}`)) return 'user';
  if (pathname.endsWith(`/${ROUTES.installerStep(step)}`)) return 'installer';
  return null;
}

/**
 * Counts a registration step as shown, once per visit of the step, for the console's funnel:
 * the flow, the step, the locale and the serial (the server keeps only its product). Best
 * effort, as a beacon to the telemetry API; a page of another flow sends nothing.
 */
export function useFunnelStep(step: StepNumber): void {
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const flow = funnelFlowOf(pathname, step);
  useEffect(() => {
    if (flow === null) return;
    const stored = (
      flow === 'installer' ? useInstallerStore.getState() : useEndUserStore.getState()
    ).serialNumber;
    // Read here, not a dependency: a serial typed into the query within the step is no new step.
    const serialNumber =
      new URLSearchParams(window.location.search).get(SERIAL_NUMBER_PARAM) ?? stored;
    const report: FunnelStepReport = {
      flow,
      step,
      locale,
      ...(isSerialNumber(serialNumber) && { serialNumber }),
    };
    // A beacon outlives the page and never holds it up; a browser without one counts nothing.
    if (typeof navigator.sendBeacon !== 'function') return;
    navigator.sendBeacon(
      FUNNEL_STEP_URL,
      new Blob([JSON.stringify(report)], { type: 'application/json' }),
    );
  }, [flow, step, locale]);
}
