import type { LoaderFunction } from 'react-router';
import { pageTextsLoader } from '../../../app/router/page-texts-loader';

/** The console's texts, with their loaders for every language, fetched with its routes. */
const loadConsoleTexts = (locale: string) =>
  import('../../../i18n/console-texts').then((m) => m.loadConsoleTexts(locale));

/**
 * Console routes need a signed-in user and the console's texts; whether the user is staff
 * the page says itself (the API refuses anyone else on every route anyway).
 */
export function consoleLoader(defaultLocale: string): LoaderFunction {
  return pageTextsLoader(loadConsoleTexts, defaultLocale, { signIn: true });
}
