import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsolePaths } from '../shell/console-paths';
import styles from '../ui/console.module.css';
import { formatDateTime, formatDay } from '../ui/format';
import peopleStyles from './people-page.module.css';
import { PersonDataGroup, StackTable } from './person-data-group';

export function PersonRegistrationsGroup({
  registrations,
}: {
  registrations: PersonalDataExport['registrations'];
}) {
  const { t, i18n } = useTranslation('console');
  const paths = useConsolePaths();
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <PersonDataGroup
      id="person-registrations"
      title={t('people.registrations.title')}
      empty={registrations.length === 0 ? t('people.registrations.none') : null}
    >
      <StackTable
        columns={[
          t('columns.serial'),
          t('columns.product'),
          t('columns.status'),
          t('people.registrations.installedOn'),
          t('people.registrations.dates'),
          t('columns.registrant'),
          t('people.registrations.address'),
        ]}
      >
        {registrations.map((registration) => {
          const { address, endUser } = registration;
          const name = [endUser.firstName, endUser.lastName].filter(Boolean).join(' ');
          return (
            <tr key={registration.id}>
              <th scope="row">
                <Link to={paths.consoleRegistration(registration.id)}>
                  {registration.serialNumber}
                </Link>
              </th>
              <td data-label={t('columns.product')}>{registration.productModel}</td>
              <td data-label={t('columns.status')}>
                <span className={styles.badge} data-status={registration.status}>
                  {t(`status.${registration.status}`)}
                </span>
              </td>
              <td data-label={t('people.registrations.installedOn')}>
                {formatDay(registration.installationDate, i18n.language)}
              </td>
              <td data-label={t('people.registrations.dates')}>
                <div>
                  {t('people.registrations.createdAt', { date: at(registration.createdAt) })}
                </div>
                {registration.confirmedAt !== null && (
                  <div>
                    {t('people.registrations.confirmedAt', { date: at(registration.confirmedAt) })}
                  </div>
                )}
                {registration.cancelledAt !== null && (
                  <div>
                    {t('people.registrations.cancelledAt', { date: at(registration.cancelledAt) })}
                    {registration.cancelReason !== null && (
                      <div className={styles.muted}>{registration.cancelReason}</div>
                    )}
                  </div>
                )}
              </td>
              <td data-label={t('columns.registrant')}>
                <div>{name || '—'}</div>
                <div className={`${styles.muted} ${peopleStyles.breakable}`}>
                  {endUser.email ?? '—'}
                </div>
                {registration.safetyContact !== null && (
                  <div className={`${styles.muted} ${peopleStyles.breakable}`}>
                    {t('people.registrations.safetyContact', {
                      email: registration.safetyContact,
                    })}
                  </div>
                )}
              </td>
              <td data-label={t('people.registrations.address')}>
                <div>
                  {address.street} {address.houseNumber}
                </div>
                {address.additionalLine !== null && <div>{address.additionalLine}</div>}
                <div>
                  {address.postalCode} {address.locality} ({address.country})
                </div>
              </td>
            </tr>
          );
        })}
      </StackTable>
    </PersonDataGroup>
  );
}
