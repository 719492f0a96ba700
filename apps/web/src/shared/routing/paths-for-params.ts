import { findLocale } from '@pr/contracts';
import type { Params } from 'react-router';
import { buildPaths, type Paths } from './paths';

/** Path builders for a loader: they keep the locale prefix of the requested URL. */
export function pathsForParams(params: Params): Paths {
  const segment = params.locale;
  return buildPaths(segment === undefined ? null : (findLocale(segment) ?? null));
}
