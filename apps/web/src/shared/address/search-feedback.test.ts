import type { Place } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { searchFeedback } from './search-feedback';

const complete: Place = {
  displayName: 'Rue de Rivoli 10',
  formattedAddress: 'Rue de Rivoli 10, 75001 Paris',
  location: null,
  addressComponents: [
    { types: ['route'], longText: 'Rue de Rivoli', shortText: 'Rue de Rivoli' },
    { types: ['postal_code'], longText: '75001', shortText: '75001' },
    { types: ['locality'], longText: 'Paris', shortText: 'Paris' },
  ],
};
const establishment: Place = {
  displayName: 'Tour Eiffel',
  formattedAddress: 'Tour Eiffel',
  location: null,
  addressComponents: [
    { types: ['establishment', 'point_of_interest'], longText: 'Tour Eiffel', shortText: 'x' },
  ],
};

describe('searchFeedback', () => {
  it('says when nothing or nothing complete was found', () => {
    expect(searchFeedback([])).toBe('noResults');
    expect(searchFeedback([establishment])).toBe('incompleteResults');
  });

  it('accepts up to five usable places and calls more ambiguous', () => {
    expect(searchFeedback([complete, establishment])).toBeNull();
    expect(searchFeedback(Array.from({ length: 5 }, () => complete))).toBeNull();
    expect(searchFeedback(Array.from({ length: 6 }, () => complete))).toBe('ambiguousResults');
  });
});
