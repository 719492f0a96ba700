import type { RecallReach } from '@pr/contracts/recalls';
import { useTranslation } from 'react-i18next';
import { languageName } from '../ui/format';
import styles from '../ui/cards.module.css';

/** Whom the selection reaches, in all and per language, announced once counted. */
export function RecallReachStatus({
  counting,
  reach,
}: {
  counting: boolean;
  reach: RecallReach | null;
}) {
  const { t, i18n } = useTranslation('console');
  return (
    <div role="status">
      {counting && <p>{t('loading')}</p>}
      {reach !== null && (
        <div className={styles.reach}>
          <p>
            <strong>
              {t('recalls.form.reaches', {
                count: reach.recipients,
                registrations: reach.registrations,
              })}
            </strong>
          </p>
          {reach.languages.length > 0 && (
            <ul className={styles.chips}>
              {reach.languages.map(({ language, recipients }) => (
                <li key={language}>
                  {t('recalls.form.languageCount', {
                    language: languageName(language, i18n.language),
                    count: recipients,
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
