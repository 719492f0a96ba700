import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../ui/format';
import { PersonDataGroup, StackTable } from './person-data-group';

export function PersonTransfersGroup({
  transfers,
}: {
  transfers: PersonalDataExport['transferRequests'];
}) {
  const { t, i18n } = useTranslation('console');
  const statusText = (status: string) =>
    status === 'pending' || status === 'approved'
      ? t(`people.transfers.statuses.${status}`)
      : status;
  return (
    <PersonDataGroup
      id="person-transfers"
      title={t('people.transfers.title')}
      empty={transfers.length === 0 ? t('people.transfers.none') : null}
    >
      <StackTable
        columns={[
          t('columns.serial'),
          t('people.transfers.status'),
          t('people.transfers.requestedAt'),
          t('people.transfers.approvedAt'),
        ]}
      >
        {transfers.map((transfer) => (
          <tr key={`${transfer.serialNumber}-${transfer.createdAt}`}>
            <th scope="row">{transfer.serialNumber}</th>
            <td data-label={t('people.transfers.status')}>{statusText(transfer.status)}</td>
            <td data-label={t('people.transfers.requestedAt')}>
              {formatDateTime(transfer.createdAt, i18n.language)}
            </td>
            <td data-label={t('people.transfers.approvedAt')}>
              {transfer.approvedAt === null
                ? '—'
                : formatDateTime(transfer.approvedAt, i18n.language)}
            </td>
          </tr>
        ))}
      </StackTable>
    </PersonDataGroup>
  );
}
