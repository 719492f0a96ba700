import { productInformationSchema } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp, useTestApp } from './test-app';

/** The demo radiator's name and the owner's incentives, as a look-up in `language` answers them. */
async function lookUp(t: TestApp, language: string) {
  const res = await t.app.inject(`/api/devices/908765401/FR/${language}`);
  expect(res.statusCode).toBe(200);
  const body = productInformationSchema.parse(res.json());
  return {
    name: body.name,
    owner: body.incentives
      .filter((incentive) => incentive.recipientType.id === 1)
      .map((incentive) => incentive.descriptions[0]?.description),
  };
}

describe.each(databaseKinds)('catalog texts on %s', (kind) => {
  describe('with the default fallback (requested, English, default locale)', () => {
    const t = useTestApp(kind);

    it('answers a Polish and a Portuguese page in their own language', async () => {
      expect(await lookUp(t, 'pl')).toEqual({
        name: 'Grzejnik dekoracyjny Aura 600',
        owner: [
          'Bezpłatne przedłużenie gwarancji do 5 lat',
          'Bon o wartości 50 € na pierwszy przegląd',
        ],
      });
      expect((await lookUp(t, 'pt')).owner).toContain(
        'Vale de 50 € para a sua primeira manutenção',
      );
    });

    it('answers a language the catalog lacks in English, not in the default locale’s German', async () => {
      expect((await lookUp(t, 'ga')).name).toBe('Aura 600 designer radiator');
    });
  });

  describe('with CATALOG_TEXT_FALLBACK=requested,default,en and DEFAULT_LOCALE=fr-FR', () => {
    const t = useTestApp(kind, {
      CATALOG_TEXT_FALLBACK: 'requested,default,en',
      DEFAULT_LOCALE: 'fr-FR',
    });

    it('answers a language the catalog lacks in the default locale’s French', async () => {
      expect((await lookUp(t, 'ga')).name).toBe('Radiateur design Aura 600');
      expect((await lookUp(t, 'pl')).name).toBe('Grzejnik dekoracyjny Aura 600');
    });
  });
});
