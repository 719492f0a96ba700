import { describe, expect, it } from 'vitest';
import { fill } from './fill-placeholders';

describe('fill', () => {
  it('replaces the {{name}} placeholders of a catalog text', () => {
    expect(
      fill('Bonjour {{name}}, votre {{ product }} ({{name}})', { name: 'Ana', product: 'PAC' }),
    ).toBe('Bonjour Ana, votre PAC (Ana)');
  });

  it('leaves a placeholder without a value visible, and single braces as they are', () => {
    expect(fill('{{link}} {name}', { name: 'Ana' })).toBe('{{link}} {name}');
  });
});
