import { catalogFile, i18n, uiLanguageFor, type UiLanguage } from './i18n';

// Apart from i18n.ts: only the lazy namespaces' modules need it, so the start-up does not.

/** A namespace's catalog files, as `import.meta.glob` lists them with `import: 'default'`. */
export type CatalogFiles<T = object> = Record<string, () => Promise<T>>;

/** The texts of `namespace` in `language`, from its files (`locales/<language>/<namespace>.json`). */
export function importTexts<T>(
  files: CatalogFiles<T>,
  namespace: string,
  language: UiLanguage,
): Promise<T> {
  const load = files[catalogFile(language, namespace)];
  if (!load) throw new Error(`No ${namespace} catalog for ${language}`);
  return load();
}

/**
 * Loads a namespace's texts (once per language) for `locale`, the URL's, with `texts`; under
 * `section` when given. Route loaders run beside the locale's own, so the active language
 * may not be switched yet.
 */
export async function loadNamespace(
  namespace: 'console' | 'account' | 'bulk',
  locale: string,
  { texts, section }: { texts: (language: UiLanguage) => Promise<object>; section?: string },
): Promise<void> {
  const language = uiLanguageFor(locale);
  if (i18n.hasResourceBundle(language, namespace)) return;
  const loaded = await texts(language);
  i18n.addResourceBundle(language, namespace, section ? { [section]: loaded } : loaded);
}
