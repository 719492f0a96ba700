import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '@pr/contracts';
import { Notice } from '../ui/notice';
import { refreshSession } from './auth-session';

/**
 * Says that the user's company is being verified (or was refused) instead of "not an
 * installer". Coming back to the tab, or the button, fetches fresh tokens: once staff have
 * approved the company, the page becomes the installer's without signing out.
 */
export function CompanyVerificationNotice({ application }: { application: CompanyApplication }) {
  const { t, i18n } = useTranslation();
  const [checking, setChecking] = useState(false);
  const check = () => {
    setChecking(true);
    void refreshSession().finally(() => setChecking(false));
  };

  useEffect(() => {
    if (application.status !== 'pending') return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [application.status]);

  if (application.status === 'rejected') {
    return (
      <Notice tone="error">
        <p>{t('flash.companyRejected')}</p>
      </Notice>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(application.appliedAt),
  );
  return (
    <Notice tone="info">
      <p role="status">{t('flash.companyPending', { date })}</p>
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={check}
          disabled={checking}
          aria-busy={checking}
        >
          {t('flash.checkCompanyAgain')}
        </button>
      </p>
    </Notice>
  );
}
