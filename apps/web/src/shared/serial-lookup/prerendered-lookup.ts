import { PRERENDERED_LOOKUP_ID, type PrerenderedLookup } from '@pr/contracts';
import { createContext } from 'react';

/**
 * Step 1's look-up done by the server for the page's `?serialNumber=` (see PrerenderedLookup):
 * given to the server render and, from the page's data, to its hydration, so both render the
 * same result. Null on every other page.
 */
export const PrerenderedLookupContext = createContext<PrerenderedLookup | null>(null);

/** The look-up the server wrote into the page, if any. */
export function readPrerenderedLookup(): PrerenderedLookup | null {
  const text = document.getElementById(PRERENDERED_LOOKUP_ID)?.textContent;
  return text === undefined || text === null ? null : (JSON.parse(text) as PrerenderedLookup);
}
