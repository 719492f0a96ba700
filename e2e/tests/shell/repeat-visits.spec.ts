import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/test';

/** The files the web build named after their content, from its own manifest. */
function contentNamedFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../../apps/web/dist/.vite/manifest.json'),
      'utf8',
    ),
  ) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  const files = Object.values(manifest).flatMap((chunk) => [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.assets ?? []),
  ]);
  return [...new Set(files)];
}

test('every content-named file of the build is cached for a year, unchanged', async ({
  request,
}) => {
  const files = contentNamedFiles();
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const res = await request.head(`/${file}`);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
});

test('a returning visitor’s landing asks the network for no script or stylesheet', async ({
  page,
}) => {
  await page.goto('/fr-FR/');
  await page.waitForLoadState('networkidle');
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const requested = new Map<string, string>();
  const fromCache = new Set<string>();
  client.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/assets/')) requested.set(requestId, pathname);
  });
  client.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  client.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache) fromCache.add(requestId);
  });
  // A new visit, not a reload (a reload revalidates on purpose).
  await page.goto('about:blank');
  await page.goto('/fr-FR/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.size).toBeGreaterThan(0);
  expect([...requested].filter(([id]) => !fromCache.has(id)).map(([, file]) => file)).toEqual([]);
});
