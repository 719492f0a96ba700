import { findLocale, type LocaleCode } from '@pr/contracts';
import { redirect, type LoaderFunction } from 'react-router';
import { activateLocale } from '../../i18n/i18n';

/** Unprefixed paths use the configured default locale. */
export function defaultLocaleLoader(defaultLocale: LocaleCode): LoaderFunction {
  return async () => {
    await activateLocale(defaultLocale);
    return null;
  };
}

/**
 * `/:locale/...`: a supported locale becomes the UI language; a differently cased one is
 * redirected to its canonical spelling; anything else is an unknown path, sent home.
 */
export const prefixedLocaleLoader: LoaderFunction = async ({ params, request }) => {
  const segment = params.locale ?? '';
  const locale = findLocale(segment);
  if (locale === undefined) return redirect('/');
  if (locale !== segment) {
    const url = new URL(request.url);
    return redirect(`/${locale}${url.pathname.slice(segment.length + 1)}${url.search}`);
  }
  await activateLocale(locale);
  return null;
};
