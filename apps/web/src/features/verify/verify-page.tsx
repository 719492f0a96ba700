import { splitLocale } from '@pr/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../shared/routing/use-locale';
import { Icon } from '../../shared/ui/icon';
import facts from '../../shared/ui/facts.module.css';
import { PageTitle } from '../../shared/ui/page-title';
import { useCertificateVerification } from './api/verify-certificate-api';
import styles from './verify-page.module.css';

/**
 * `/{locale}/verify/{certificateId}`, where the QR code of a registration certificate leads:
 * whether the certificate is genuine, with the product, the serial and the date — never who
 * registered the device or where it is.
 */
export function VerifyPage() {
  const { t } = useTranslation('account');
  const { certificateId = '' } = useParams();
  const { locale } = useLocale();
  const verification = useCertificateVerification(certificateId, splitLocale(locale).language);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const answer = verification.data;
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={t('verify.title')} />
      <h1 className={styles.title}>{t('verify.title')}</h1>
      <div role="status" className={styles.result}>
        {verification.isPending ? (
          <p>{t('verify.checking')}</p>
        ) : verification.isError ? (
          <p className={styles.verdict} data-verdict="error">
            <Icon name="alert" size={24} />
            {t('verify.loadFailed')}
          </p>
        ) : answer == null ? (
          <>
            <p className={styles.verdict} data-verdict="unknown">
              <Icon name="alert" size={24} />
              {t('verify.unknown')}
            </p>
            <p>{t('verify.unknownText')}</p>
          </>
        ) : (
          <>
            <p className={styles.verdict} data-verdict={answer.status}>
              <Icon name={answer.status === 'valid' ? 'checkCircle' : 'alert'} size={24} />
              {answer.status === 'valid' ? t('verify.valid') : t('verify.cancelled')}
            </p>
            <p>{answer.status === 'valid' ? t('verify.validText') : t('verify.cancelledText')}</p>
            <dl className={`${facts.facts} ${styles.details}`}>
              <div>
                <dt>{t('verify.product')}</dt>
                <dd>{answer.productName}</dd>
              </div>
              <div>
                <dt>{t('verify.serialNumber')}</dt>
                <dd>{answer.serialNumber}</dd>
              </div>
              <div>
                <dt>{t('verify.registeredOn')}</dt>
                <dd>{day.format(new Date(answer.registeredOn))}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
      <p className={styles.privacy}>
        <Icon name="shield" size={18} />
        {t('verify.privacy')}
      </p>
    </div>
  );
}
