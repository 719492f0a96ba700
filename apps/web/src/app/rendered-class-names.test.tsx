import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MyRegistration } from '@pr/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAsStaff } from '../features/console/test/console-fixtures';
import { renderApp } from '../test/render-app';
import { notFound, stubFetch } from '../test/stub-fetch';
import { OWNER_CLAIMS, oidcUser, startTestAuth } from '../test/test-auth';

// Vitest runs from the repository's root, or from this workspace's.
const WEB_ROOT = ['apps/web', '.']
  .map((dir) => path.resolve(process.cwd(), dir))
  .find((dir) => existsSync(path.join(dir, 'src/app/rendered-class-names.test.tsx')));
if (WEB_ROOT === undefined) throw new Error('apps/web is not found');

/**
 * Every class the CSS modules declare, named as the tests name them: in a test a module answers
 * any name (`_name_<hash of its path>`, vitest's stand-in for CSS), where the build's module
 * answers `undefined` for a class its stylesheet lacks.
 */
const DECLARED = new Set(
  readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .flatMap((file) => {
      const relative = path.posix.join('src', file.split(path.sep).join('/'));
      const hash = createHash('sha1').update(relative).digest('hex').slice(0, 6);
      const css = readFileSync(path.join(WEB_ROOT, relative), 'utf8');
      return [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => `_${name}_${hash}`);
    }),
);

/**
 * The class names of the rendered page that would read "undefined" in the browser: the word
 * itself, or a CSS module class its stylesheet lacks (`button ${styles.gone}`).
 */
function undefinedClasses(): string[] {
  return [...document.querySelectorAll('[class]')]
    .flatMap((element) => (element.getAttribute('class') ?? '').split(/\s+/))
    .filter(
      (name) => name === 'undefined' || (/^_.+_[0-9a-f]{6}$/.test(name) && !DECLARED.has(name)),
    );
}

const registration: MyRegistration = {
  id: '3f1c2b9e-5d4a-4c8b-9a7e-1b2c3d4e5f60',
  serialNumber: '908765401',
  productName: 'Radiateur design Aura 600',
  imageUrl: null,
  status: 'confirmed',
  installationDate: '2026-11-02',
  registeredAt: '2026-11-20T09:30:00.000Z',
  address: {
    street: 'Rue de Rivoli',
    houseNumber: '10',
    postalCode: '75001',
    locality: 'Paris',
    country: 'FR',
  },
  rewards: ['Garantie prolongée de 5 ans'],
  certificateId: `${'a'.repeat(32)}${'B'.repeat(22)}`,
  pendingTransferTo: null,
};

describe('the rendered pages', () => {
  it.each([
    ['/fr-FR/', 'Enregistrez votre produit et débloquez des récompenses'],
    ['/fr-FR/installers/lp', 'Enregistrez les produits que vous installez'],
    ['/fr-FR/users/register/step/1', 'Numéro de série'],
    ['/de-DE/installers/register/step/1', 'Seriennummer'],
  ])('%s has no "undefined" in a class name', async (path, heading) => {
    stubFetch(notFound);
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(undefinedClasses()).toEqual([]);
  });

  it('"Mes produits", with its transfer button, has none either', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    stubFetch(() => Response.json({ registrations: [registration] }));
    renderApp('/fr-FR/users/products');
    await screen.findByRole('button', { name: /^Transférer Radiateur design Aura 600/ });
    expect(undefinedClasses()).toEqual([]);
  });

  it('the console has none either', async () => {
    await signInAsStaff();
    stubFetch(() => Response.json({ items: [], next: null }));
    renderApp('/fr-FR/console/registrations');
    await screen.findByLabelText('Numéro de série');
    expect(undefinedClasses()).toEqual([]);
  });
});
