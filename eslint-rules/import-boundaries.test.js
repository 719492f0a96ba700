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
