import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './driver-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'an aborted WebAssembly PGlite',
      Object.assign(new Error('Aborted(). Build with -sASSERTIONS'), { name: 'RuntimeError' }),
    ],
    [
      'a full disk',
      withCode('could not extend file "base/5/16384": No space left on device', '53100'),
    ],
    ['out of memory', withCode('out of memory', '53200')],
    ['an I/O error', withCode('could not read block 0 in file "base/5/16384"', '58030')],
    [
      'a failing file system of PGlite',
      Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 29 }),
    ],
    ['a read-only data folder', withCode('EROFS: read-only file system', 'EROFS')],
    [
      'a closed PGlite, wrapped by drizzle',
      new Error('Failed query', { cause: new Error('PGlite is closed') }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error of ours', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
  ])('is false for %s: that is a 4xx or a bug, not an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('names the constraint that refused the row, through drizzle’s wrapping', () => {
    const error = new Error('Failed query', {
      cause: Object.assign(withCode('duplicate key value', '23505'), { constraint: 'x_idx' }),
    });
    expect(isUniqueViolation(error, 'x_idx')).toBe(true);
    expect(isUniqueViolation(error, 'y_idx')).toBe(false);
  });
});
