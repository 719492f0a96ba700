import { isCompletePlace, type Place } from '@pr/contracts';

/** More usable results than this are too vague to pick from (docs/spec.md §9). */
export const AMBIGUOUS_RESULT_COUNT = 5;

export type SearchFeedback = 'noResults' | 'incompleteResults' | 'ambiguousResults' | null;

/**
 * What the search tells the user (docs/spec.md §2, §4): nothing found, only places without a
 * complete address (establishments), or so many usable places that the query is ambiguous.
 */
export function searchFeedback(places: readonly Place[]): SearchFeedback {
  if (places.length === 0) return 'noResults';
  const usable = places.filter(isCompletePlace).length;
  if (usable === 0) return 'incompleteResults';
  return usable > AMBIGUOUS_RESULT_COUNT ? 'ambiguousResults' : null;
}
