import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelDaily } from '../src/db/schema';
import { QR_OPENS_PER_CLIENT_PER_MINUTE } from '../src/modules/funnel/qr-opens';
import { databaseKinds, useTestApp } from './test-app';

// Demo catalog: Aura 600 has GTIN 04012345100013; 908765401 is an Aura 600.
const AURA_GTIN = '04012345100013';

/** "Code QR ouvert" could be inflated by reloading step 1 (issue 46): no longer. */
describe.each(databaseKinds)('QR codes opened (%s)', (kind) => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'pr-dist-'));
  beforeAll(() => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>spa</title>');
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const t = useTestApp(kind, { WEB_DIST_DIR: distDir, LOOKUP_RATE_LIMIT_PER_MINUTE: '1000' });

  const open = (serial: string, client: string) =>
    t.app.inject({
      url: `/fr-FR/users/register/step/1?serialNumber=${serial}`,
      remoteAddress: client,
    });
  const opened = async (channel: string) => {
    await t.app.funnelCounter.flush();
    const rows = await t.app.database.db.select().from(funnelDaily);
    return rows
      .filter((row) => row.stage === 'qr_opened' && row.channel === channel)
      .reduce((sum, row) => sum + row.count, 0);
  };

  it('counts one client’s opens of one serial once per window, by the page or the resolver', async () => {
    const before = await opened('deep_link');
    await Promise.all(Array.from({ length: 100 }, () => open('908765401', '198.51.100.1')));
    expect(await opened('deep_link')).toBe(before + 1);
    await open('908765401', '198.51.100.2');
    expect(await opened('deep_link')).toBe(before + 2);

    for (let again = 0; again < 20; again++) {
      const res = await t.app.inject({
        url: `/01/${AURA_GTIN}/21/908765401`,
        remoteAddress: '198.51.100.3',
      });
      expect(res.statusCode).toBe(307);
    }
    expect(await opened('gs1')).toBe(1);
  });

  it('counts a GS1 scan in the total of QR codes opened and in its GS1 part alike (issue 48)', async () => {
    const [total, gs1] = [await opened('deep_link'), await opened('gs1')];
    // The resolver's redirect, then the page it leads to, from the same phone.
    const redirect = await t.app.inject({
      url: `/01/${AURA_GTIN}/21/908765402`,
      remoteAddress: '198.51.100.4',
    });
    expect(redirect.statusCode).toBe(307);
    const location = String(redirect.headers.location);
    await t.app.inject({ url: location, remoteAddress: '198.51.100.4' });
    // "Dont ouverts par un lien GS1 Digital Link" is a part of the total, never more.
    expect(await opened('gs1')).toBe(gs1 + 1);
    expect(await opened('deep_link')).toBe(total + 1);
  });

  it('keeps the GS1 part within its total when the link names no serial or the page is not loaded (issue 48)', async () => {
    const [total, gs1] = [await opened('deep_link'), await opened('gs1')];
    // A GS1 Digital Link of the packaging (no serial): its page is step 1 without a serial,
    // no deep link; counted apart, the part grew and the total did not.
    const plain = await t.app.inject({ url: `/01/${AURA_GTIN}`, remoteAddress: '198.51.100.5' });
    expect(plain.statusCode).toBe(307);
    await t.app.inject({ url: String(plain.headers.location), remoteAddress: '198.51.100.5' });
    // A redirect that no page follows (a scanner's preview, a page a service worker serves).
    await t.app.inject({ url: `/01/${AURA_GTIN}/21/908765403`, remoteAddress: '198.51.100.6' });
    expect(await opened('gs1')).toBe(gs1 + 2);
    expect(await opened('deep_link')).toBe(total + 2);
  });

  it('counts at most a few opens a minute of one client, whatever serials it names', async () => {
    const before = await opened('deep_link');
    const serials = Array.from({ length: 100 }, (_, index) => String(100000001 + index));
    await Promise.all(serials.map((serial) => open(serial, '198.51.100.9')));
    expect(await opened('deep_link')).toBe(before + QR_OPENS_PER_CLIENT_PER_MINUTE);
  });
});
