import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { controlCharacterPaths, withoutControlCharacters } from './control-characters';

describe('the one rule for control characters', () => {
  it('finds them in every string and key at any depth, tab and line breaks only where allowed', () => {
    const value = { a: ['ok', 'x\u0000'], b: { c: 'line\nbreak', 'k\u007f': 1 }, d: 'tab\t' };
    expect(controlCharacterPaths(value, { lineBreaks: true })).toEqual(
      expect.arrayContaining([
        ['a', '1'],
        ['b', 'k\u007f'],
      ]),
    );
    expect(controlCharacterPaths(value, { lineBreaks: true })).toHaveLength(2);
    expect(controlCharacterPaths(value, { lineBreaks: false })).toHaveLength(4);
  });

  it('refuses before the schema’s own rules, naming the field', () => {
    const schema = withoutControlCharacters(z.object({ key: z.string().min(3) }), {
      lineBreaks: false,
    });
    expect(schema.safeParse({ key: '\u0000' }).error?.issues).toMatchObject([
      { path: ['key'], message: 'controlCharacters' },
    ]);
    expect(schema.parse({ key: 'abcd' })).toEqual({ key: 'abcd' });
  });

  it('walks a body nested far deeper than a call stack', () => {
    let deep: unknown = 'x\u0001';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(controlCharacterPaths(deep, { lineBreaks: true })).toHaveLength(1);
  });
});
