import type { LoaderFunction } from 'react-router';
import { pageTextsLoader } from '../../app/router/page-texts-loader';
import { loadConsoleTexts } from '../../i18n/console-texts';

/**
 * Console routes need a signed-in user and the console's texts; whether the user is staff
 * the page says itself (the API refuses anyone else on every route anyway).
 */
export function consoleLoader(defaultLocale: string): LoaderFunction {
  return pageTextsLoader(loadConsoleTexts, defaultLocale, { signIn: true });
}
