import { describe, expect, it } from 'vitest';
import { jsonElementLines } from './json-element-lines';

describe('jsonElementLines', () => {
  it('gives the line where each element of each top-level array starts', () => {
    const text = [
      '{',
      '  "products": [',
      '    { "model": "a", "name": { "fr": "x, [y]" } },',
      '    {',
      '      "model": "b \\" ]"',
      '    }',
      '  ],',
      '  "devices": [ {"serialNumber": "123"}, {"serialNumber": "456"} ],',
      '  "incentives": []',
      '}',
    ].join('\n');
    expect(jsonElementLines(text)).toEqual({ products: [3, 4], devices: [8, 8], incentives: [] });
  });
});
