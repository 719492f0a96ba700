import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const COVERAGE = path.join(root, 'docs/spec-coverage.md');

/** A proof as docs/spec-coverage.md writes it: `file › describe › test`, or `› test` after one. */
interface Reference {
  line: number;
  file: string;
  names: string[];
}

const FILE = /^((?:apps|packages|e2e|bench|scripts)\/\S+\.\w+)(?: › (.+))?$/;

/** Every proof of the coverage table: each file named and, where given, its tests' names. */
function references(markdown: string): Reference[] {
  const found: Reference[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (!text.startsWith('|')) return;
    let file: string | null = null;
    for (const [, token = ''] of text.matchAll(/`([^`]+)`/g)) {
      const named = FILE.exec(token);
      if (named !== null) {
        file = named[1] ?? '';
        found.push({ line: index + 1, file, names: named[2]?.split(' › ') ?? [] });
      } else if (token.startsWith('› ') && file !== null) {
        found.push({ line: index + 1, file, names: token.slice(2).split(' › ') });
      }
    }
  });
  return found;
}

/**
 * Whether `source` has a test or describe named `name`: the parameters of a parametrized name
 * (`%s`, `%i`, `${…}`, `$name`) stand for anything, the rest must be there as written.
 */
function hasName(source: string, name: string): boolean {
  return name
    .split(/%[sidfjo]|\$\{[^}]*\}|\$\w+|…/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .every((part) => source.includes(part));
}

describe('docs/spec-coverage.md', () => {
  const listed = references(readFileSync(COVERAGE, 'utf8'));

  it('names proofs', () => {
    expect(listed.length).toBeGreaterThan(500);
  });

  it('names only files that exist, and tests that they hold', () => {
    const broken = listed.flatMap(({ line, file, names }) => {
      const absolute = path.join(root, file);
      if (!existsSync(absolute)) return [`line ${line}: no file ${file}`];
      const source = readFileSync(absolute, 'utf8');
      return names
        .filter((name) => !hasName(source, name))
        .map((name) => `line ${line}: ${file} has no test "${name}"`);
    });
    expect(broken).toEqual([]);
  });
});
