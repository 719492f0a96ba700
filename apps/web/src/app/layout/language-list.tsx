import { LANGUAGES, splitLocale, type LocaleCode } from '@pr/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/icon';
import { languagePath } from '../../shared/routing/paths';
import { rememberLocale } from '../../shared/routing/remember-locale';
import styles from './language-list.module.css';

/** 'country / name', the label of a language entry (docs/spec.md §2). */
export function languageLabel(code: LocaleCode): string {
  const entry = LANGUAGES.find((language) => language.code === code);
  return entry === undefined ? code : `${entry.country} / ${entry.name}`;
}

/**
 * The locales in the order a reader looks for theirs: the current one first, then by the
 * country's name in the reader's language (Belgium's two entries by the language's name),
 * compared as that language sorts (`Intl.Collator`).
 */
export function localesInReadingOrder(
  current: LocaleCode,
  readerLanguage: string,
): readonly LocaleCode[] {
  const countries = new Intl.DisplayNames([readerLanguage], { type: 'region' });
  const languages = new Intl.DisplayNames([readerLanguage], { type: 'language' });
  const collator = new Intl.Collator(readerLanguage);
  const names = (code: LocaleCode) => {
    const { language, country } = splitLocale(code);
    return [countries.of(country) ?? country, languages.of(language) ?? language] as const;
  };
  const others = LANGUAGES.map(({ code }) => code)
    .filter((code) => code !== current)
    .map((code) => ({ code, names: names(code) }))
    .sort(
      (a, b) =>
        collator.compare(a.names[0], b.names[0]) || collator.compare(a.names[1], b.names[1]),
    )
    .map(({ code }) => code);
  return [current, ...others];
}

interface LanguageListProps {
  current: LocaleCode;
  labelledBy: string;
  onNavigate: () => void;
}

/**
 * Every supported locale, linking to its root, in the reader's order (above); each label is
 * in its own language. The choice is remembered for the next visit's `/`.
 */
export function LanguageList({ current, labelledBy, onNavigate }: LanguageListProps) {
  const { i18n } = useTranslation();
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {localesInReadingOrder(current, i18n.language).map((code) => (
        <li key={code}>
          <Link
            to={languagePath(code)}
            className={styles.link}
            lang={splitLocale(code).language}
            hrefLang={code}
            aria-current={code === current ? 'true' : undefined}
            onClick={() => {
              rememberLocale(code);
              onNavigate();
            }}
          >
            <span>{languageLabel(code)}</span>
            {code === current && <Icon name="check" size={18} className={styles.check} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
