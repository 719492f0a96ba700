import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../ui/format';
import { PersonDataGroup, StackTable } from './person-data-group';
import { useLanguageName } from './use-language-name';

export function PersonConsentsGroup({ data }: { data: PersonalDataExport }) {
  const { t, i18n } = useTranslation('console');
  const languageName = useLanguageName();
  const serialOf = new Map(data.registrations.map((r) => [r.id, r.serialNumber]));
  return (
    <PersonDataGroup
      id="person-consents"
      title={t('people.consents.title')}
      empty={data.consents.length === 0 ? t('people.consents.none') : null}
    >
      <StackTable
        columns={[
          t('people.consents.document'),
          t('people.consents.version'),
          t('people.consents.registration'),
          t('people.consents.language'),
          t('people.consents.givenAt'),
          t('people.consents.withdrawnAt'),
        ]}
      >
        {data.consents.map((consent) => (
          <tr key={`${consent.registrationId}-${consent.kind}-${consent.givenAt}`}>
            <th scope="row">{t(`people.consents.kinds.${consent.kind}`)}</th>
            <td data-label={t('people.consents.version')}>{consent.textVersion}</td>
            <td data-label={t('people.consents.registration')}>
              {serialOf.get(consent.registrationId) ?? '—'}
            </td>
            <td data-label={t('people.consents.language')}>{languageName(consent.language)}</td>
            <td data-label={t('people.consents.givenAt')}>
              {formatDateTime(consent.givenAt, i18n.language)}
            </td>
            <td data-label={t('people.consents.withdrawnAt')}>
              {consent.withdrawnAt === null
                ? '—'
                : formatDateTime(consent.withdrawnAt, i18n.language)}
            </td>
          </tr>
        ))}
      </StackTable>
    </PersonDataGroup>
  );
}
