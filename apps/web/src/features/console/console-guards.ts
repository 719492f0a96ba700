import { findLocale } from '@pr/contracts';
import type { LoaderFunction } from 'react-router';
import { loadConsoleTexts } from '../../i18n/i18n';
import { requireSignIn } from '../../shared/auth/require-sign-in';

/**
 * Console routes need a signed-in user and the console's texts; whether the user is staff
 * the page says itself (the API refuses anyone else on every route anyway).
 */
export function consoleLoader(defaultLocale: string): LoaderFunction {
  return async (args) => {
    await requireSignIn(args);
    await loadConsoleTexts(findLocale(args.params.locale ?? '') ?? defaultLocale);
    return null;
  };
}
