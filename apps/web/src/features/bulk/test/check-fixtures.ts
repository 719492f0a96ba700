import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { emptyBulkData, useBulkStore, type BulkRow } from '../../../shared/form-state/bulk-store';
import { stubFetch } from '../../../test/stub-fetch';
import { useBulkCheckStore } from '../check/check-store';
import { giveTablesRoom, signInAs, TEMPLATE_MAPPING } from './bulk-fixtures';

// Step 3's world for its tests: the server's two check endpoints and the rows in the store.

export const PRODUCTS: Record<string, string> = {
  '100000001': 'Radiateur design Aura 600',
  '100000002': 'Ventilation double flux Flow 350',
  '100000003': 'Radiateur Linea 900',
};
/** Registered by an installer already: the signed-in installer's company, or another. */
export const HOLDERS: Record<string, 'ours' | 'taken'> = {};
export const VALID_ADDRESSES = new Set([
  'Rue de Rivoli 10, 75001 Paris',
  'Place des Terreaux 1, 69001 Lyon',
]);

export interface Calls {
  serials: string[][];
  addresses: string[][];
}

/** The two page endpoints of the server, answering from the tables above. */
export function stubCheckEndpoints({ failLookups = 0, failAddresses = 0 } = {}): Calls {
  const calls: Calls = { serials: [], addresses: [] };
  let failures = failLookups;
  let addressFailures = failAddresses;
  stubFetch((url: string, init?: RequestInit) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<
      string,
      string[]
    >;
    if (url === '/api/devices/lookup') {
      calls.serials.push(body.serialNumbers ?? []);
      if (failures-- > 0) return Promise.resolve(new Response('', { status: 503 }));
      const products = Object.fromEntries(
        (body.serialNumbers ?? [])
          .filter((serial) => PRODUCTS[serial] !== undefined)
          .map((serial) => [
            serial,
            { name: PRODUCTS[serial], deviceType: 'RAD', registered: HOLDERS[serial] ?? null },
          ]),
      );
      return Promise.resolve(Response.json({ products }));
    }
    if (url.startsWith('/api/places/check?country=FR')) {
      calls.addresses.push(body.addresses ?? []);
      if (addressFailures-- > 0) return Promise.resolve(new Response('', { status: 503 }));
      const results = Object.fromEntries(
        (body.addresses ?? []).map((a) => [a, VALID_ADDRESSES.has(a) ? 'valid' : 'invalid']),
      );
      return Promise.resolve(Response.json({ results }));
    }
    return Promise.resolve(new Response('', { status: 404 }));
  });
  return calls;
}

export function storeRows(rows: BulkRow[]) {
  useBulkStore.setState({
    ...emptyBulkData(),
    inputData: 'pasted',
    mappedColumns: TEMPLATE_MAPPING,
    parsedData: rows,
    sourceLines: rows.map((_, line) => line),
  });
}

export const cell = (column: string, row: number) =>
  screen.getByLabelText(`${column}, ligne ${row}`);

/** Before each test of step 3: room for the table, an empty check, a signed-in installer. */
export async function prepareCheckStep() {
  giveTablesRoom();
  useBulkCheckStore.getState().reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await signInAs('installer');
}
