import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/api/download-file';
import { Notice } from '../../../shared/ui/notice';
import styles from '../ui/console.module.css';
import { formatDateTime } from '../ui/format';
import peopleStyles from './people-page.module.css';
import { PersonAccountGroup } from './person-account-group';
import { PersonConsentsGroup } from './person-consents-group';
import { PersonMailsGroup } from './person-mails-group';
import { PersonRegistrationsGroup } from './person-registrations-group';
import { PersonTransfersGroup } from './person-transfers-group';

/** Whether the document holds anything about the person (its header aside). */
export function holdsAnything(data: PersonalDataExport): boolean {
  return (
    data.account !== null ||
    data.registrations.length + data.consents.length + data.mails.length > 0 ||
    data.transferRequests.length > 0
  );
}

/** A file name that says whose document it is, safe on any file system. */
function fileNameFor(email: string): string {
  return `personal-data-${email.replace(/[^\w.@+-]/g, '_')}.json`;
}

/** Everything held about the address, by kind, and the document to hand to the person. */
export function PersonData({ email, data }: { email: string; data: PersonalDataExport }) {
  const { t, i18n } = useTranslation('console');
  const download = () =>
    saveFile(
      new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
      fileNameFor(email),
    );
  return (
    <section className={styles.panel} aria-labelledby="person-data">
      <div className={styles.resultsHeader}>
        <h2 id="person-data" className={`${styles.panelTitle} ${peopleStyles.named}`}>
          {t('people.heldTitle', { email })}
        </h2>
        <button type="button" className="button button-secondary" onClick={download}>
          {t('people.download')}
        </button>
      </div>
      <p className={styles.muted}>
        {t('people.exportedAt', { date: formatDateTime(data.exportedAt, i18n.language) })}
      </p>
      {holdsAnything(data) ? (
        <div className={peopleStyles.groups}>
          <PersonAccountGroup account={data.account} />
          <PersonRegistrationsGroup registrations={data.registrations} />
          <PersonConsentsGroup data={data} />
          <PersonMailsGroup mails={data.mails} />
          <PersonTransfersGroup transfers={data.transferRequests} />
        </div>
      ) : (
        <div className={peopleStyles.groups}>
          <Notice tone="info">{t('people.nothingHeld', { email })}</Notice>
        </div>
      )}
    </section>
  );
}
