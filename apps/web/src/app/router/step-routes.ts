import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { LaterStepNumber, StepNumber } from '../../shared/routing/paths';
import { lazyPage } from './lazy-page';
import type { prerendered } from './prerender-handle';

const STEPS: readonly StepNumber[] = [1, 2, 3, 4, 5];

const loadAddressMap = () => import('../../shared/address/address-map');

/** What a registration step leads to next, worth downloading while the user is on it. */
const nextOfStep = (step: LaterStepNumber, thankYou: () => Promise<unknown>) =>
  step === 3 ? loadAddressMap : step === 5 ? thankYou : undefined;

/**
 * The five step routes of a registration flow: step 1, prerendered, from its own module (it
 * fetches the later steps' module once the product is found); each later step prefetching
 * what comes after it.
 */
export function stepRoutes<First, Later>(
  path: (step: StepNumber) => string,
  loader: (step: StepNumber) => RouteObject['loader'],
  first: {
    load: () => Promise<First>;
    page: (module: First) => ComponentType;
    prerender: ReturnType<typeof prerendered>;
  },
  later: {
    load: () => Promise<Later>;
    pageOf: (module: Later, step: LaterStepNumber) => ComponentType;
    loadThankYou: () => Promise<unknown>;
  },
): RouteObject[] {
  return STEPS.map((step) => ({
    path: path(step),
    loader: loader(step),
    ...(step === 1
      ? {
          handle: { ...first.prerender.handle, looksUpSerial: true },
          lazy: lazyPage(first.load, first.page),
        }
      : {
          lazy: lazyPage(
            later.load,
            (m) => later.pageOf(m, step),
            nextOfStep(step, later.loadThankYou),
          ),
        }),
  }));
}
