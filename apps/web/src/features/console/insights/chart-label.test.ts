import { describe, expect, it } from 'vitest';
import { shortLabel } from './chart-label';

describe('shortLabel', () => {
  it('keeps a short name whole and cuts a long one with an ellipsis, within the limit', () => {
    expect(shortLabel('Radiateur Linea 900')).toBe('Radiateur Linea 900');
    const cut = shortLabel('Ventilation double flux avec récupération Flow 350');
    expect(cut).toBe('Ventilation double flux…');
    expect(cut.length).toBeLessThanOrEqual(24);
  });
});
