import { LANGUAGES, splitLocale, type LocaleCode } from '@pr/contracts';
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

interface LanguageListProps {
  current: LocaleCode;
  labelledBy: string;
  onNavigate: () => void;
}

/**
 * Every supported locale, linking to its root; each label is in its own language. The
 * choice is remembered for the next visit's `/`.
 */
export function LanguageList({ current, labelledBy, onNavigate }: LanguageListProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {LANGUAGES.map(({ code }) => (
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
