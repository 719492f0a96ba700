import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { Icon, type IconName } from '../../shared/ui/icon';
import { PageTitle } from '../../shared/ui/page-title';
import styles from './legal-page.module.css';
import { telephoneHref } from './telephone-href';

function Entry({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className={styles.entry}>
      <dt>
        <Icon name={icon} size={20} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Imprint (docs/spec.md §2): the publishing company in Switzerland, from the runtime config. */
export function ImprintPage() {
  const { t } = useTranslation();
  const { imprint } = useRuntimeConfig();
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={t('imprint.title')} />
      <h1 className={styles.title}>{t('imprint.title')}</h1>
      <div className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('imprint.publisher')}</h2>
        <p className={styles.company}>{imprint.companyName}</p>
        <dl className={styles.entries}>
          <Entry icon="building" label={t('imprint.address')}>
            <address>
              {imprint.street}
              <br />
              {imprint.city}
              <br />
              {imprint.country}
            </address>
          </Entry>
          <Entry icon="phone" label={t('imprint.phone')}>
            <a href={telephoneHref(imprint.phone)}>{imprint.phone}</a>
          </Entry>
          <Entry icon="fax" label={t('imprint.fax')}>
            {imprint.fax}
          </Entry>
          <Entry icon="mail" label={t('imprint.email')}>
            <a href={`mailto:${imprint.email}`}>{imprint.email}</a>
          </Entry>
          <Entry icon="shield" label={t('imprint.register')}>
            {imprint.register}
          </Entry>
        </dl>
      </div>
    </div>
  );
}
