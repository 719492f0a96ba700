import { useTranslation } from 'react-i18next';

/** A language or locale code (fr-FR) in the console's words, the code itself when unknown. */
export function useLanguageName() {
  const { i18n } = useTranslation('console');
  return (code: string | null): string => {
    if (code === null) return '—';
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}
