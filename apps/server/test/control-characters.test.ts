import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from './test-app';
import { installerClaims, mintAccessToken, useCaller } from './tokens';

const notice = (body: string) => ({
  title: 'Rappel Aura',
  selection: { productModels: ['CAL-RAD-AURA-600'] },
  notices: { fr: { subject: 'Rappel de sécurité', body } },
});

/** The control characters that answered 500 (issue 46): a 400 naming the field now. */
describe.each(databaseKinds)('control characters (%s)', (kind) => {
  const t = useTestApp(kind);
  const staff = useCaller(t);

  it('refuses a NUL in a recall notice’s text with 400 naming the field, and keeps its line breaks', async () => {
    const startRecall = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/console/recalls',
        headers: staff,
        payload: notice(body),
      });
    const refused = await startRecall('Coupez l’appareil.\u0000');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ path: 'body/notices/fr/body', message: 'controlCharacters' }],
    });
    const paragraphs = await startRecall('Coupez l’appareil.\r\n\r\n\tAppelez-nous.');
    expect(paragraphs.statusCode, paragraphs.body).toBe(201);
  });

  it('refuses a batch key of NUL bytes, and a control character in a query, with 400 naming it', async () => {
    const installer = {
      authorization: `Bearer ${await mintAccessToken(t.app, { subject: 'i', claims: installerClaims })}`,
    };
    const key = await t.app.inject({
      url: `/api/devices/batch/${'%00'.repeat(8)}`,
      headers: installer,
    });
    expect(key.statusCode, key.body).toBe(400);
    expect(key.json()).toMatchObject({
      details: [{ path: 'params/idempotencyKey', message: 'controlCharacters' }],
    });
    const query = await t.app.inject({
      url: '/api/console/registrations?name=Mar%0Atin',
      headers: staff,
    });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json()).toMatchObject({
      details: [{ path: 'querystring/name', message: 'controlCharacters' }],
    });
  });
});
