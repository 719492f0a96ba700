import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config';
import { configurationDocument } from '../src/config-reference';

const file = fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url));

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` writes from the configuration schema', async () => {
    // A failure here: run `npm run docs:config` and commit docs/configuration.md.
    expect(readFileSync(file, 'utf8')).toBe(await configurationDocument(file));
  });

  it('describes every variable the server reads', () => {
    const documented = readFileSync(file, 'utf8').match(/^\| `[A-Z0-9_]+`/gm) ?? [];
    expect(documented.map((cell) => cell.slice(3, -1))).toEqual(CONFIG_VARIABLES);
  });
});
