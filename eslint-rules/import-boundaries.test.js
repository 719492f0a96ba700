import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import importBoundaries from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '..');
const web = (file) => path.join(root, 'apps/web/src', file);
const RULE = 'local/import-boundaries';

// The options the repository's own configuration gives the rule, so the cases below check
// the layers as they are enforced, not a copy of them.
const config = await new ESLint({ cwd: root }).calculateConfigForFile(
  web('features/outbox/outbox-page.tsx'),
);
const [severity, options] = config.rules[RULE];

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const restricted = [{ messageId: 'restricted' }];
const inOutbox = { filename: web('features/outbox/outbox-page.tsx'), options: [options] };
const inBulkCheck = { filename: web('features/bulk/check/check-step.tsx'), options: [options] };

describe('the web layers of eslint.config.js', () => {
  it('are an error, with a zone for every feature folder', () => {
    expect(severity).toBe(2);
    const folders = readdirSync(web('features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => web(`features/${entry.name}`));
    const targets = options.zones.map((zone) => zone.target);
    expect(targets).toEqual(expect.arrayContaining(folders));
  });

  tester.run('import-boundaries', importBoundaries, {
    valid: [
      { ...inOutbox, code: "import { isWaiting } from '../../shared/outbox/outbox-store';" },
      { ...inOutbox, code: "import styles from './outbox-page.module.css';" },
      { ...inOutbox, code: "import { useEffect } from 'react';\nimport '@pr/contracts';" },
      { ...inOutbox, code: "void import('../../shared/outbox/send-outbox');" },
      { ...inBulkCheck, code: "import { toBulkCommand } from '../import/bulk-command';" },
      { ...inBulkCheck, code: "export { VirtualTable } from '../virtual-table';" },
      { ...inBulkCheck, code: "import type { Fixture } from '../test/check-fixtures';" },
      // A name computed at run time cannot be checked; the app writes none.
      { ...inBulkCheck, code: 'void import(name);' },
      {
        filename: web('app/router/outbox-route.tsx'),
        options: [options],
        code: "import { OutboxPage } from '../../features/outbox/outbox-page';\nimport { showServerErrors } from '../../features/bulk/check/check-store';",
      },
    ],
    invalid: [
      {
        ...inOutbox,
        code: "import { useBulkStore } from '../bulk/bulk-store';",
        errors: restricted,
      },
      {
        ...inOutbox,
        code: "import type { BulkData } from '../bulk/bulk-store';",
        errors: restricted,
      },
      {
        ...inOutbox,
        code: "import { type BulkData } from '../../features/bulk/bulk-store';",
        errors: restricted,
      },
      { ...inOutbox, code: "void import('../bulk/check/check-store');", errors: restricted },
      { ...inOutbox, code: 'void import(`../bulk/check/check-store`);', errors: restricted },
      {
        ...inOutbox,
        code: "export { showServerErrors } from '../bulk/check';",
        errors: restricted,
      },
      { ...inOutbox, code: "export * from '../bulk/bulk-store';", errors: restricted },
      {
        ...inOutbox,
        code: "type Data = import('../bulk/bulk-store').BulkData;",
        errors: restricted,
      },
      { ...inOutbox, code: "import store = require('../bulk/bulk-store');", errors: restricted },
      { ...inOutbox, code: "import '../bulk';", errors: restricted },
      { ...inOutbox, code: "import '..';", errors: restricted },
      {
        ...inBulkCheck,
        code: "const { keepBatch } = await import('../../outbox/outbox-page');",
        errors: restricted,
      },
      {
        ...inBulkCheck,
        code: "import { x } from './../../installer/../outbox/outbox-page';",
        errors: restricted,
      },
      {
        // Tests stay in their feature too: another feature's fixtures are not theirs.
        filename: web('features/bulk/check/check-step.test.tsx'),
        options: [options],
        code: "import { installerFixture } from '../../installer/test/installer-fixtures';",
        errors: restricted,
      },
      {
        filename: web('shared/outbox/send-outbox.ts'),
        options: [options],
        code: "void import('../../features/bulk/check/check-store');",
        errors: restricted,
      },
      {
        filename: web('shared/outbox/send-outbox.test.ts'),
        options: [options],
        code: "import { ROUTES } from '../../app/router/app-routes';",
        errors: restricted,
      },
      {
        filename: web('i18n/account-texts.ts'),
        options: [options],
        code: "import { ROUTES } from '../shared/routing/paths';",
        errors: restricted,
      },
    ],
  });
});

const server = (file) => path.join(root, 'apps/server/src', file);
const [serverSeverity, serverOptions] = (
  await new ESLint({ cwd: root }).calculateConfigForFile(server('infrastructure/csrf.ts'))
).rules[RULE];
const inServer = (file) => ({ filename: server(file), options: [serverOptions] });

describe('the server layers of eslint.config.js', () => {
  it('are an error, with a zone for db/, infrastructure/ and modules/', () => {
    expect(serverSeverity).toBe(2);
    const targets = serverOptions.zones.map((zone) => zone.target);
    expect(targets).toEqual(
      expect.arrayContaining(['db', 'infrastructure', 'modules'].map((folder) => server(folder))),
    );
  });

  tester.run('import-boundaries', importBoundaries, {
    valid: [
      // Down the layers: modules use infrastructure and db; wiring and app.ts use anything.
      {
        ...inServer('modules/labels/label-routes.ts'),
        code: "import { HttpError } from '../../infrastructure/error-handler';\nimport { devices } from '../../db/schema';",
      },
      {
        ...inServer('modules/labels/label-routes.ts'),
        code: "import { signedInStaff } from '../auth/authentication';",
      },
      {
        ...inServer('infrastructure/database.ts'),
        code: "import { openDatabase } from '../db/client';\nimport { escapeHtml } from '../pages/render';",
      },
      {
        ...inServer('wiring/shared-services.ts'),
        code: "import { LookupCache } from '../modules/devices/lookup-cache';\nimport { everyHour } from '../infrastructure/every-hour';",
      },
      {
        ...inServer('app.ts'),
        code: "import { csrf } from './infrastructure/csrf';\nimport { deviceRoutes } from './modules/devices/device-routes';\nimport { metrics } from './wiring/metrics';",
      },
      {
        ...inServer('db/tables/registrations.ts'),
        code: "import { holdingCondition } from '../holding';",
      },
    ],
    invalid: [
      {
        ...inServer('infrastructure/csrf.ts'),
        code: "import { clientTokenIssuer } from '../modules/api-clients/client-tokens';",
        errors: restricted,
      },
      {
        ...inServer('infrastructure/observability.ts'),
        code: "import type { Metrics } from '../modules/metrics/metrics';",
        errors: restricted,
      },
      {
        ...inServer('infrastructure/spa-pages.ts'),
        code: "const { pageUrl } = await import('../modules/seo/seo-routes');",
        errors: restricted,
      },
      {
        ...inServer('infrastructure/spa.test.ts'),
        code: "import { metrics } from '../wiring/metrics';",
        errors: restricted,
      },
      {
        ...inServer('modules/mail/mail-worker.ts'),
        code: "import type { BackgroundWorkerOptions } from '../../wiring/background-workers';",
        errors: restricted,
      },
      {
        ...inServer('modules/devices/device-routes.ts'),
        code: "void import('../../wiring/shared-services');",
        errors: restricted,
      },
      {
        ...inServer('modules/seo/seo-routes.ts'),
        code: "export { pageRendering } from '../../wiring/page-rendering';",
        errors: restricted,
      },
      {
        ...inServer('db/tables/registrations.ts'),
        code: "import { SERIAL_HOLDER_PREDICATE } from '../../modules/registrations/holding';",
        errors: restricted,
      },
      {
        ...inServer('db/client.ts'),
        code: "import { traceQueries } from '../infrastructure/tracing';",
        errors: restricted,
      },
      {
        ...inServer('db/client.ts'),
        code: "type T = import('../wiring/demo-data/seed-demo').SeedOptions;",
        errors: restricted,
      },
      {
        ...inServer('db/seed.ts'),
        code: 'const { upsertCatalog } = await import(`../modules/catalog/upsert-catalog`);',
        errors: restricted,
      },
      {
        ...inServer('pages/render.ts'),
        code: "import { HttpError } from '../infrastructure/error-handler';",
        errors: restricted,
      },
    ],
  });
});

describe('the import-boundaries rule', () => {
  // Folders that only share the start of their name are two folders.
  const zones = [
    {
      target: '/app/features/end',
      from: ['/app/features'],
      except: ['/app/features/end'],
      message: 'no',
    },
  ];
  tester.run('import-boundaries', importBoundaries, {
    valid: [
      { filename: '/app/features/end/a.ts', options: [{ zones }], code: "import './b';" },
      { filename: '/app/features/end-user/a.ts', options: [{ zones }], code: "import '../end/a';" },
    ],
    invalid: [
      {
        filename: '/app/features/end/a.ts',
        options: [{ zones }],
        code: "import '../end-user/a';",
        errors: [{ message: 'no (../end-user/a)' }],
      },
    ],
  });
});
