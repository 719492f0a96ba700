import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { useTranslation } from 'react-i18next';
import styles from '../ui/console.module.css';
import { formatDateTime } from '../ui/format';
import peopleStyles from './people-page.module.css';
import { PersonDataGroup } from './person-data-group';
import { useLanguageName } from './use-language-name';

export function PersonAccountGroup({ account }: { account: PersonalDataExport['account'] }) {
  const { t, i18n } = useTranslation('console');
  const languageName = useLanguageName();
  return (
    <PersonDataGroup
      id="person-account"
      title={t('people.account.title')}
      empty={account === null ? t('people.account.none') : null}
    >
      {account !== null && (
        <dl className={`${styles.details} ${peopleStyles.details}`}>
          <dt>{t('people.account.name')}</dt>
          <dd>{`${account.givenName} ${account.familyName}`.trim() || '—'}</dd>
          <dt>{t('people.account.email')}</dt>
          <dd>{account.email}</dd>
          <dt>{t('people.account.emailVerifiedAt')}</dt>
          <dd>
            {account.emailVerifiedAt === null
              ? t('people.account.notVerified')
              : formatDateTime(account.emailVerifiedAt, i18n.language)}
          </dd>
          <dt>{t('people.account.language')}</dt>
          <dd>{languageName(account.locale)}</dd>
          <dt>{t('people.account.company')}</dt>
          <dd>{account.company ?? '—'}</dd>
          <dt>{t('people.account.createdAt')}</dt>
          <dd>{formatDateTime(account.createdAt, i18n.language)}</dd>
        </dl>
      )}
    </PersonDataGroup>
  );
}
