import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Merges parameters into the URL's query, replacing the history entry (docs/spec.md §4: the role
 * steps merge `userType` into the query). A null value removes the parameter.
 */
export function useMergeQuery(): (patch: Record<string, string | null>) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (patch) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
}
