import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headerRowText } from '@pr/contracts';
import { REMEMBERED_MAPPINGS_PER_ACCOUNT } from '../src/modules/bulk-mappings/bulk-mapping-routes';
import { databaseKinds, useTestApp } from './test-app';
import { installerClaims, ownerClaims, useCaller } from './tokens';

const keyOf = (cells: string[]) => createHash('sha256').update(headerRowText(cells)).digest('hex');

const HEADERS = ['N° série', 'Date pose', 'Adresse', 'N°', 'CP', 'Commune', 'Client'];
const MAPPING = {
  '0': 'serialNumber',
  '1': 'installationDate',
  '2': 'street',
  '3': 'streetNumber',
  '4': 'zip',
  '5': 'city',
  '6': 'notRelevant',
};

describe.each(databaseKinds)('remembered bulk mappings on %s', (kind) => {
  const t = useTestApp(kind, { LOOKUP_RATE_LIMIT_PER_MINUTE: '1000' });
  const installer = useCaller(t, { claims: installerClaims, subject: 'installer-subject' });
  const colleague = useCaller(t, {
    claims: { ...installerClaims, email: 'b@dubois.example' },
    subject: 'installer-b',
  });
  const owner = useCaller(t, { claims: ownerClaims, subject: 'owner-subject' });

  const url = (cells: string[]) => `/api/me/bulk-mappings/${keyOf(cells)}`;

  it('proposes the mapping an installer confirmed for the same headers, to that account only', async () => {
    const nothing = await t.app.inject({ url: url(HEADERS), headers: installer });
    expect(nothing.json()).toEqual({ mapping: null });
    const stored = await t.app.inject({
      method: 'PUT',
      url: url(HEADERS),
      headers: installer,
      payload: { mapping: MAPPING },
    });
    expect(stored.statusCode, stored.body).toBe(204);

    // The same headers written differently: case, accents, spacing, empty cells at the end.
    const same = ['n° SERIE', 'date  pose', 'adresse', 'n°', 'cp', 'commune', 'client', '', ''];
    const found = await t.app.inject({ url: url(same), headers: installer });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ mapping: MAPPING });
    expect(found.headers['cache-control']).toBe('private, no-store');

    expect((await t.app.inject({ url: url(HEADERS), headers: colleague })).json()).toEqual({
      mapping: null,
    });

    const changed = { ...MAPPING, '6': 'notRelevant', '5': 'city', '4': 'zip' };
    await t.app.inject({
      method: 'PUT',
      url: url(HEADERS),
      headers: installer,
      payload: { mapping: { ...changed, '1': 'notRelevant' } },
    });
    expect((await t.app.inject({ url: url(HEADERS), headers: installer })).json()).toEqual({
      mapping: { ...changed, '1': 'notRelevant' },
    });
  });

  it('refuses anonymous callers, owners, a bad key and a bad mapping', async () => {
    expect((await t.app.inject({ url: url(HEADERS) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url(HEADERS), headers: owner })).statusCode).toBe(403);
    const badKey = await t.app.inject({ url: '/api/me/bulk-mappings/abc', headers: installer });
    expect(badKey.statusCode).toBe(400);
    for (const mapping of [{ '0': 'password' }, { column: 'city' }, 'city']) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: url(HEADERS),
        headers: installer,
        payload: { mapping },
      });
      expect(bad.statusCode, JSON.stringify(mapping)).toBe(400);
    }
    const withoutCsrf = await t.app.inject({
      method: 'PUT',
      url: url(HEADERS),
      headers: { authorization: installer.authorization ?? '' },
      payload: { mapping: MAPPING },
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('keeps the most recent header rows of an account and forgets the oldest', async () => {
    const rows = Array.from({ length: REMEMBERED_MAPPINGS_PER_ACCOUNT + 2 }, (_, i) => [
      `Série ${i}`,
    ]);
    for (const cells of rows) {
      const stored = await t.app.inject({
        method: 'PUT',
        url: url(cells),
        headers: colleague,
        payload: { mapping: { '0': 'serialNumber' } },
      });
      expect(stored.statusCode).toBe(204);
    }
    const remembered = async (cells: string[]) =>
      (await t.app.inject({ url: url(cells), headers: colleague })).json<{ mapping: unknown }>()
        .mapping;
    expect(await remembered(rows[0] ?? [])).toBeNull();
    expect(await remembered(rows[1] ?? [])).toBeNull();
    expect(await remembered(rows[2] ?? [])).toEqual({ '0': 'serialNumber' });
  });
});
