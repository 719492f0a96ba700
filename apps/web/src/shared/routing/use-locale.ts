import { useParams } from 'react-router';
import { useRuntimeConfig } from '../config/runtime-config';
import { resolveUrlLocale, type UrlLocale } from './locale-from-url';

/** The locale of the current URL (the configured default at unprefixed paths). */
export function useLocale(): UrlLocale {
  const { locale: segment } = useParams();
  const { defaultLocale } = useRuntimeConfig();
  // The locale route's loader redirects unknown segments, so the fallback is never shown.
  return resolveUrlLocale(segment, defaultLocale) ?? { locale: defaultLocale, prefix: null };
}
