import { findLocale, type LocaleCode } from '@pr/contracts';
import type { Params } from 'react-router';
import { buildPaths, type Paths } from './paths';

/** The locale prefix of the requested URL (null at unprefixed paths). */
export function prefixForParams(params: Params): LocaleCode | null {
  const segment = params.locale;
  return segment === undefined ? null : (findLocale(segment) ?? null);
}

/** Path builders for a loader: they keep the locale prefix of the requested URL. */
export function pathsForParams(params: Params): Paths {
  return buildPaths(prefixForParams(params));
}
