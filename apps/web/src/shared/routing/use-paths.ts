import { useMemo } from 'react';
import { buildPaths, type Paths } from './paths';
import { useLocale } from './use-locale';

/** Path builders bound to the current locale prefix; components never concatenate paths. */
export function usePaths(): Paths {
  const { prefix } = useLocale();
  return useMemo(() => buildPaths(prefix), [prefix]);
}
