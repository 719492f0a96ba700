import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../ui/format';
import peopleStyles from './people-page.module.css';
import { PersonDataGroup, StackTable } from './person-data-group';

/** The outbox's states as the console says them; one it does not know, as stored. */
function useMailStatusText() {
  const { t } = useTranslation('console');
  return (status: string): string =>
    status === 'pending' || status === 'sent' || status === 'failed'
      ? t(`people.mails.statuses.${status}`)
      : status;
}

export function PersonMailsGroup({ mails }: { mails: PersonalDataExport['mails'] }) {
  const { t, i18n } = useTranslation('console');
  const statusText = useMailStatusText();
  return (
    <PersonDataGroup
      id="person-mails"
      title={t('people.mails.title')}
      empty={mails.length === 0 ? t('people.mails.none') : null}
    >
      <StackTable
        columns={[
          t('people.mails.subject'),
          t('people.mails.to'),
          t('people.mails.createdAt'),
          t('people.mails.status'),
        ]}
      >
        {mails.map((mail, index) => (
          <tr key={`${mail.createdAt}-${index}`}>
            <th scope="row">{mail.subject}</th>
            <td className={peopleStyles.breakable} data-label={t('people.mails.to')}>
              {mail.to}
            </td>
            <td data-label={t('people.mails.createdAt')}>
              {formatDateTime(mail.createdAt, i18n.language)}
            </td>
            <td data-label={t('people.mails.status')}>{statusText(mail.status)}</td>
          </tr>
        ))}
      </StackTable>
    </PersonDataGroup>
  );
}
