import { i18n, uiLanguageFor } from './i18n';

// Apart from i18n.ts: only the lazy namespaces' modules need it, so the start-up does not.

/** A namespace's catalog files, as `import.meta.glob` lists them. */
export type CatalogFiles = Record<string, () => Promise<{ default: object }>>;

/**
 * Loads a namespace's texts (once per language) for `locale`, the URL's, from its catalog
 * files (the folder named after it); under `section` when given. Route loaders run beside the locale's own,
 * so the active language may not be switched yet.
 */
export async function loadNamespace(
  namespace: 'console' | 'account' | 'bulk',
  locale: string,
  { files, section }: { files: CatalogFiles; section?: string },
): Promise<void> {
  const language = uiLanguageFor(locale);
  if (i18n.hasResourceBundle(language, namespace)) return;
  const load = files[`./${namespace}/${language}.ts`];
  if (!load) throw new Error(`No ${namespace} catalog for ${language}`);
  const texts = (await load()).default;
  i18n.addResourceBundle(language, namespace, section ? { [section]: texts } : texts);
}
