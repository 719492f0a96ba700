import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isCompletePlace, type Place } from '@pr/contracts';
import { withCache } from '../src/modules/places/cached-places-provider';
import { createGooglePlacesProvider } from '../src/modules/places/google-places-provider';
import { createLocalPlacesProvider } from '../src/modules/places/local-places-provider';
import { createNominatimPlacesProvider } from '../src/modules/places/nominatim-places-provider';
import type { PlacesProvider } from '../src/modules/places/places-provider';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { installerClaims, mintAccessToken } from './tokens';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const urlOf = (input: unknown) =>
  input instanceof URL ? input.href : typeof input === 'string' ? input : '';
const jsonBody = (init: RequestInit | undefined): unknown =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
const component = (place: Place | undefined, type: string) =>
  place?.addressComponents.find((c) => c.types.includes(type));

describe.each(databaseKinds)('embedded address search on %s', (kind) => {
  const t = useTestApp(kind);

  const search = async (query: string) => {
    const res = await t.app.inject(`/api/places/search?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ places: Place[] }>().places;
  };

  it('finds Rue de Rivoli 10 with complete components', async () => {
    const [place] = await search('q=Rue%20de%20Rivoli%2010');
    expect(place?.formattedAddress).toBe('Rue de Rivoli 10, 75001 Paris, France');
    expect(component(place, 'postal_code')?.longText).toBe('75001');
    expect(component(place, 'country')?.shortText).toBe('FR');
    expect(place && isCompletePlace(place)).toBe(true);
    expect(place?.location).toEqual({ lat: 48.8559, lng: 2.3581 });
  });

  it('answers more than five complete places for Bahnhofstrasse, accents and ß included', async () => {
    const places = await search('q=Bahnhofstrasse');
    expect(places.filter(isCompletePlace).length).toBeGreaterThan(5);
    expect(places.map((p) => p.formattedAddress)).toContain(
      'Bahnhofstraße 2, 70372 Stuttgart, Deutschland',
    );
    expect((await search('q=bahnhofstrasse%201%20zurich'))[0]?.formattedAddress).toBe(
      'Bahnhofstrasse 1, 8001 Zürich, Suisse',
    );
  });

  it('answers an establishment-only place for Tour Eiffel and nothing for xyzxyz', async () => {
    const places = await search('q=Tour%20Eiffel');
    expect(places).toHaveLength(1);
    expect(places.some(isCompletePlace)).toBe(false);
    expect(await search('q=xyzxyz')).toEqual([]);
  });

  it('checks a manual postal code and city: known, unknown but plausible, implausible', async () => {
    const known = await search('postalCode=75001&city=Paris&country=FR');
    expect(component(known[0], 'locality')?.longText).toBe('Paris');
    // A real address the demo data does not know is never blocked.
    const unknown = await search('postalCode=33000&city=Bordeaux&country=fr');
    expect(unknown).toHaveLength(1);
    expect(component(unknown[0], 'locality')?.longText).toBe('Bordeaux');
    expect(component(unknown[0], 'postal_code')?.longText).toBe('33000');
    expect(await search('postalCode=ABC&city=Paris&country=FR')).toEqual([]);
    expect(await search('postalCode=1234&city=Paris&country=FR')).toEqual([]);
  });

  it("never learns a customer's address: nobody else can search it", async () => {
    expect(await search('q=Chemin%20des%20Vignes')).toEqual([]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/100000150',
      headers: csrfHeaders(),
      payload: {
        serialNumber: '100000150',
        productModel: 'Condens 24',
        installationDate: new Date().toISOString(),
        installationAddress: {
          street: 'Chemin des Vignes',
          houseNumber: '4',
          locality: 'Sion',
          postalCode: '1950',
          country: 'CH',
          addressSource: 'ManualEntry',
        },
        enduser: { email: 'vignes@example.com', firstName: 'Léa', lastName: 'Roux' },
      },
    });
    expect(res.statusCode).toBe(201);
    // A visitor typing the street (or planting addresses by registering) finds nothing of it.
    expect(await search('q=Chemin%20des%20Vignes')).toEqual([]);
    expect(await search('q=1950%20Sion')).toEqual([]);
  });

  it('lists a known place once, with its location, whatever a registration spelled', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/100000151',
      headers: csrfHeaders(),
      payload: {
        serialNumber: '100000151',
        productModel: 'Condens 24',
        installationDate: new Date().toISOString(),
        installationAddress: {
          street: 'Rue de Rivoli',
          houseNumber: '10',
          locality: 'Paris',
          postalCode: '75 001',
          country: 'FR',
          addressSource: 'ManualEntry',
        },
        enduser: { email: 'rivoli@example.com', firstName: 'Léa', lastName: 'Roux' },
      },
    });
    expect(res.statusCode).toBe(201);
    const found = await search('q=Rue%20de%20Rivoli%2010');
    expect(found.map((p) => p.formattedAddress)).toEqual(['Rue de Rivoli 10, 75001 Paris, France']);
    expect(found[0]?.location).not.toBeNull();
  });

  it('answers a page of texts in one statement as it answers each text alone', async () => {
    const provider = createLocalPlacesProvider(t.app.database.db);
    const texts = [
      'Rue de Rivoli 10, 75001 Paris',
      'Bahnhofstrasse',
      'Rue Inconnue 7, 69003 Lyon',
      'Rue Inconnue 7, 6900 Lyon',
      '%_%',
      'xyzxyz',
    ];
    for (const country of ['FR', undefined]) {
      const alone = await Promise.all(
        texts.map((text) => provider.search({ kind: 'text', text, language: 'fr', country })),
      );
      expect(await provider.searchTexts?.(texts, { language: 'fr', country })).toEqual(alone);
    }
    const [known, , plausible, implausible] =
      (await provider.searchTexts?.(texts, { language: 'fr', country: 'FR' })) ?? [];
    expect(known?.[0]?.formattedAddress).toBe('Rue de Rivoli 10, 75001 Paris, France');
    expect(plausible?.some(isCompletePlace)).toBe(true);
    expect(implausible).toEqual([]);
  });

  it('answers 400 for a query under 3 characters or an incomplete postal check', async () => {
    expect((await t.app.inject('/api/places/search?q=ab')).statusCode).toBe(400);
    expect((await t.app.inject('/api/places/search?postalCode=75001&city=Paris')).statusCode).toBe(
      400,
    );
  });

  it('answers 400, not 500, for a control character in a search or a checked address', async () => {
    expect((await t.app.inject('/api/places/search?q=Rue%00de%20Rivoli')).statusCode).toBe(400);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/places/check?country=FR',
      headers: {
        ...csrfHeaders(),
        authorization: `Bearer ${await mintAccessToken(t.app, { claims: installerClaims })}`,
      },
      payload: { addresses: ['Rue de Rivoli 10\u0000, 75001 Paris'], language: 'fr' },
    });
    expect(check.statusCode).toBe(400);
  });
});

describe('external address providers (recorded answers)', () => {
  it('Google Places (New): sends the field mask and key, maps the answer', async () => {
    const fetchFn = vi.fn<typeof fetch>(
      async () => new Response(fixture('google-places-rivoli.json')),
    );
    const places = await createGooglePlacesProvider('test-key', fetchFn).search({
      kind: 'text',
      text: '10 rue de rivoli',
      language: 'fr',
    });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(urlOf(url)).toBe('https://places.googleapis.com/v1/places:searchText');
    const headers = init?.headers as Record<string, string>;
    expect(headers['x-goog-api-key']).toBe('test-key');
    expect(headers['x-goog-fieldmask']).toBe(
      'places.displayName,places.formattedAddress,places.addressComponents,places.location',
    );
    expect(jsonBody(init)).toEqual({
      textQuery: '10 rue de rivoli',
      languageCode: 'fr',
      pageSize: 10,
    });
    expect(places).toHaveLength(2);
    expect(places[0]).toMatchObject({
      displayName: '10 Rue de Rivoli',
      location: { lat: 48.8558935, lng: 2.3583107 },
    });
    expect(component(places[0], 'route')).toEqual({
      longText: 'Rue de Rivoli',
      shortText: 'Rue de Rivoli',
      types: ['route'],
    });
    expect(places.map(isCompletePlace)).toEqual([true, false]);
  });

  it('Google Places: a postal check names the region; an error status throws', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response('{}'));
    await createGooglePlacesProvider('k', fetchFn).search({
      kind: 'postal',
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
      language: 'de',
    });
    expect(jsonBody(fetchFn.mock.calls[0]?.[1])).toMatchObject({
      textQuery: '8001 Zürich, CH',
      regionCode: 'ch',
    });
    const failing = vi.fn<typeof fetch>(async () => new Response('denied', { status: 403 }));
    await expect(
      createGooglePlacesProvider('k', failing).search({
        kind: 'text',
        text: 'abc',
        language: 'fr',
      }),
    ).rejects.toThrow('HTTP 403');
  });

  it('Nominatim: structured postal search and address details as components', async () => {
    const fetchFn = vi.fn<typeof fetch>(
      async () => new Response(fixture('nominatim-bahnhofstrasse.json')),
    );
    const provider = createNominatimPlacesProvider('http://nominatim.internal:8080', fetchFn);
    const places = await provider.search({
      kind: 'postal',
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
      language: 'de',
    });
    const url = new URL(urlOf(fetchFn.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      postalcode: '8001',
      city: 'Zürich',
      countrycodes: 'ch',
      format: 'jsonv2',
      limit: '10',
      'accept-language': 'de',
    });
    expect(component(places[0], 'route')?.longText).toBe('Bahnhofstrasse');
    expect(component(places[0], 'locality')?.longText).toBe('Zürich');
    expect(component(places[0], 'country')?.shortText).toBe('CH');
    expect(places.map(isCompletePlace)).toEqual([true, false]);
    expect(places[1]?.addressComponents[0]?.types).toContain('establishment');
  });

  it('caches answers per query and forgets failures', async () => {
    let calls = 0;
    const flaky: PlacesProvider = {
      search: async () => {
        calls++;
        if (calls === 1) throw new Error('down');
        return [];
      },
    };
    const cached = withCache(flaky);
    const query = { kind: 'text', text: 'Rue de Rivoli', language: 'fr' } as const;
    await expect(cached.search(query)).rejects.toThrow('down');
    await cached.search(query);
    await cached.search({ ...query, text: 'rue de rivoli' });
    expect(calls).toBe(2);
  });

  it('keeps the answers of one country from another country', async () => {
    const asked: (string | undefined)[] = [];
    const provider: PlacesProvider = {
      search: async (query) => {
        asked.push(query.country);
        return [];
      },
    };
    const cached = withCache(provider);
    const query = { kind: 'text', text: 'Rue de la Gare 1', language: 'fr' } as const;
    await cached.search({ ...query, country: 'FR' });
    await cached.search({ ...query, country: 'CH' });
    await cached.search({ ...query, country: 'FR' });
    expect(asked).toEqual(['FR', 'CH']);
  });
});

describe('address search failures', () => {
  // Nothing listens on port 9: the provider is down.
  const t = useTestApp('pglite', {
    PLACES_PROVIDER: 'nominatim',
    NOMINATIM_URL: 'http://127.0.0.1:9',
  });

  it('answers 503 places_unavailable when the provider cannot be reached', async () => {
    const res = await t.app.inject('/api/places/search?q=Rue%20de%20Rivoli');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'places_unavailable' });
  });
});
