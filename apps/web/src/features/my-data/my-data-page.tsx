import { splitLocale } from '@pr/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetSignIn } from '../../shared/auth/sign-out';
import { showFlash } from '../../shared/flash/flash-store';
import { useLocale } from '../../shared/routing/use-locale';
import { usePaths } from '../../shared/routing/use-paths';
import { PageTitle } from '../../shared/ui/page-title';
import { deleteMyAccount, downloadMyData } from './my-data-api';
import styles from './my-data-page.module.css';

type Work = 'idle' | 'busy' | 'failed';

function DownloadSection() {
  const { t } = useTranslation('account');
  const [state, setState] = useState<Work>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadMyData();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <section className={styles.section} aria-labelledby="my-data-download">
      <h2 id="my-data-download">{t('myData.downloadTitle')}</h2>
      <p>{t('myData.downloadText')}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {t('myData.downloadButton')}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('myData.downloadFailed')}
        </p>
      )}
    </section>
  );
}

function DeleteSection() {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const home = usePaths().home();
  const confirmId = useId();
  const [understood, setUnderstood] = useState(false);
  const [state, setState] = useState<Work>('idle');
  const erase = async () => {
    setState('busy');
    try {
      await deleteMyAccount(splitLocale(locale).language);
      // This page needs a signed-in person: the news is told on the home page.
      showFlash({ type: 'success', messageKey: 'flash.accountDeleted' });
      await navigate(home);
      await forgetSignIn();
    } catch {
      setState('failed');
    }
  };
  return (
    <section className={styles.section} aria-labelledby="my-data-delete">
      <h2 id="my-data-delete">{t('myData.deleteTitle')}</h2>
      <p>{t('myData.deleteText')}</p>
      <p>{t('myData.deleteKept')}</p>
      <div className={styles.confirm}>
        <input
          id={confirmId}
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <label htmlFor={confirmId}>{t('myData.deleteConfirm')}</label>
      </div>
      <button
        type="button"
        className={`button ${styles.danger}`}
        disabled={!understood || state === 'busy'}
        onClick={() => void erase()}
      >
        {t('myData.deleteButton')}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('myData.deleteFailed')}
        </p>
      )}
    </section>
  );
}

/**
 * "Mes données": a copy of everything we hold about the signed-in person (GDPR art. 15 and
 * 20), and the erasure of their account (art. 17) once they tick that they understand.
 */
export function MyDataPage() {
  const { t } = useTranslation('account');
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={t('myData.title')} />
      <h1 className={styles.title}>{t('myData.title')}</h1>
      <p className={styles.intro}>{t('myData.intro')}</p>
      <DownloadSection />
      <DeleteSection />
    </div>
  );
}
