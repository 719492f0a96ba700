import { SERIAL_NUMBER_PARAM, type LocaleCode } from '@pr/contracts';
import type { LoaderFunction } from 'react-router';
import type { Paths } from '../routing/paths';
import type { SerialStore } from './adopt-serial';

/**
 * Step 2's loader around the flow's own: step 2 reached with `?serialNumber=` comes from step
 * 1's plain form, sent before the app took the page over (or without JavaScript), which the
 * browser carries there. The flow's data takes that serial and the URL drops it
 * (adopt-serial.ts). That code, with the look-up and the serial's schema, loads only then:
 * the route table is in every page's start-up, and a landing would carry it for nothing.
 */
export function adoptQuerySerial(
  store: SerialStore,
  step1: (paths: Paths, serialNumber: string) => string,
  defaultLocale: LocaleCode,
  loader: LoaderFunction,
): LoaderFunction {
  return async (args) => {
    const serialNumber = new URL(args.request.url).searchParams.get(SERIAL_NUMBER_PARAM)?.trim();
    if (serialNumber === undefined) return loader(args);
    const { adoptSerial } = await import('./adopt-serial');
    return adoptSerial(args, serialNumber, store, step1, defaultLocale);
  };
}
