import {
  SERIAL_NUMBER_PARAM,
  serialNumberSchema,
  type LocaleCode,
  type ProductInformation,
} from '@pr/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getProductInformation } from '../api/get-product-information';
import { localeFromPathname } from '../routing/locale-from-url';
import type { Paths } from '../routing/paths';
import { pathsForParams } from '../routing/paths-for-params';

/** The part of a flow's form data that step 1 fills. */
interface SerialData {
  serialNumber: string;
  productInformation: ProductInformation | null;
  update: (changes: { serialNumber: string; productInformation: ProductInformation }) => void;
}

/** A flow's form data store (zustand), as a loader reads and writes it. */
export interface SerialStore {
  getState: () => SerialData;
}

/**
 * Takes `serialNumber` (the query parameter of `args`) into the flow's data with its product,
 * looked up again unless the data holds it already, and answers the redirect to the same URL
 * without it; a serial no longer found, or not looked up for want of a signal, goes back to
 * step 1 with the serial, which says why.
 */
export async function adoptSerial(
  args: LoaderFunctionArgs,
  serialNumber: string,
  store: SerialStore,
  step1: (paths: Paths, serialNumber: string) => string,
  defaultLocale: LocaleCode,
): Promise<Response> {
  const url = new URL(args.request.url);
  const back = () => redirect(step1(pathsForParams(args.params), serialNumber));
  const parsed = serialNumberSchema.safeParse(serialNumber);
  if (!parsed.success) return back();
  const data = store.getState();
  if (data.serialNumber !== parsed.data || data.productInformation === null) {
    const locale = localeFromPathname(url.pathname, defaultLocale);
    const product = await getProductInformation(parsed.data, locale, args.request.signal).catch(
      () => null,
    );
    if (product === null || product.name.trim() === '') return back();
    store.getState().update({ serialNumber: parsed.data, productInformation: product });
  }
  url.searchParams.delete(SERIAL_NUMBER_PARAM);
  return redirect(`${url.pathname}${url.search}`);
}
