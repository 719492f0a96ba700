import { splitLocale, type MyRegistration } from '@pr/contracts';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/routing/use-locale';
import { usePaths } from '../../shared/routing/use-paths';
import { Icon } from '../../shared/ui/icon';
import facts from '../../shared/ui/facts.module.css';
import { PageTitle } from '../../shared/ui/page-title';
import { downloadCertificate } from '../../shared/registration/download-certificate';
import { useMyRegistrations, useTransferRegistration } from './api/my-registrations-api';
import styles from './my-products-page.module.css';

/** Dates and country names in the page's locale. */
function useFormats() {
  const { locale } = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    day: (isoDay: string) => day.format(new Date(isoDay)),
    country: (code: string) => regions.of(code) ?? code,
  };
}

function CertificateButton({ registration }: { registration: MyRegistration }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadCertificate(registration.id, registration.serialNumber);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.certificate}>
      <button
        type="button"
        className="button button-secondary"
        disabled={state === 'busy'}
        aria-label={t('myProducts.downloadCertificateOf', {
          product: registration.productName,
          serial: registration.serialNumber,
        })}
        onClick={() => void download()}
      >
        <Icon name="shield" size={20} />
        {t('myProducts.downloadCertificate')}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('myProducts.certificateFailed')}
        </p>
      )}
    </div>
  );
}

// The form comes when an owner opens it: most visits only look.
const TransferRecipientForm = lazy(() =>
  import('../../shared/transfer/transfer-recipient-form').then((m) => ({
    default: m.TransferRecipientForm,
  })),
);

/** "Transfer to someone else": the form opens in the card; a started transfer is said there. */
function TransferSection({ registration }: { registration: MyRegistration }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const transfer = useTransferRegistration(registration.id);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The focus goes back where it was, not to the top of the page.
    requestAnimationFrame(() => opener.current?.focus());
  };
  if (registration.pendingTransferTo !== null && !open) {
    return (
      <p className={styles.transferPending} role="status">
        <Icon name="info" size={18} />
        {t('transfer.pendingTo', { email: registration.pendingTransferTo })}
      </p>
    );
  }
  if (open) {
    return (
      <Suspense fallback={<p role="status">{t('transfer.title')}…</p>}>
        <TransferRecipientForm
          title={t('transfer.title')}
          intro={t('transfer.intro')}
          emailLabel={t('transfer.email')}
          submitLabel={t('transfer.submit')}
          initial={{ email: '', firstName: '', lastName: '' }}
          onSubmit={async (recipient) => {
            await transfer.mutateAsync(recipient);
            setOpen(false);
          }}
          onCancel={close}
        />
      </Suspense>
    );
  }
  return (
    <button
      ref={opener}
      type="button"
      className="button button-secondary"
      aria-label={t('transfer.startOf', {
        product: registration.productName,
        serial: registration.serialNumber,
      })}
      onClick={() => setOpen(true)}
    >
      <Icon name="user" size={20} />
      {t('transfer.start')}
    </button>
  );
}

function RegistrationCard({ registration }: { registration: MyRegistration }) {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const headingId = useId();
  const { address } = registration;
  const confirmed = registration.status === 'confirmed';
  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId}>
        <div className={styles.head}>
          {registration.imageUrl !== null && (
            <img className={styles.image} src={registration.imageUrl} alt="" />
          )}
          <div>
            <h2 id={headingId} className={styles.product}>
              {registration.productName}
            </h2>
            <p className={styles.status} data-status={registration.status}>
              <Icon name={confirmed ? 'checkCircle' : 'info'} size={18} />
              {confirmed ? t('myProducts.statusConfirmed') : t('myProducts.statusPending')}
            </p>
          </div>
        </div>
        <dl className={`${facts.facts} ${styles.details}`}>
          <div>
            <dt>{t('myProducts.serialNumber')}</dt>
            <dd className={styles.serial}>{registration.serialNumber}</dd>
          </div>
          <div>
            <dt>{t('myProducts.installationDate')}</dt>
            <dd>{formats.day(registration.installationDate)}</dd>
          </div>
          <div>
            <dt>{t('myProducts.registeredOn')}</dt>
            <dd>{formats.day(registration.registeredAt.slice(0, 10))}</dd>
          </div>
          <div>
            <dt>{t('myProducts.address')}</dt>
            <dd>
              {address.street} {address.houseNumber}, {address.postalCode} {address.locality},{' '}
              {formats.country(address.country)}
            </dd>
          </div>
        </dl>
        {confirmed ? (
          <section className={styles.rewards} aria-label={t('myProducts.rewards')}>
            <h3 className={styles.rewardsTitle}>{t('myProducts.rewards')}</h3>
            {registration.rewards.length === 0 ? (
              <p>{t('myProducts.noRewards')}</p>
            ) : (
              <ul>
                {registration.rewards.map((reward) => (
                  <li key={reward}>
                    <Icon name="gift" size={18} />
                    {reward}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : (
          <p className={styles.hint}>{t('myProducts.pendingHint')}</p>
        )}
        {confirmed && (
          <div className={styles.actions}>
            {registration.certificateId !== null && (
              <CertificateButton registration={registration} />
            )}
            <TransferSection registration={registration} />
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * "Mes produits": the signed-in owner's registrations, pending or confirmed, with the rewards
 * they unlocked and the certificate of each confirmed one.
 */
export function MyProductsPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const { locale } = useLocale();
  const registrations = useMyRegistrations(splitLocale(locale).language);
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={t('myProducts.title')} />
      <h1 className={styles.title}>{t('myProducts.title')}</h1>
      <p className={styles.intro}>{t('myProducts.intro')}</p>
      {registrations.isPending ? (
        <p role="status">{t('myProducts.loading')}</p>
      ) : registrations.isError ? (
        <div role="alert" className={styles.problem}>
          <p>{t('myProducts.loadFailed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void registrations.refetch()}
          >
            {t('myProducts.retry')}
          </button>
        </div>
      ) : registrations.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('myProducts.empty')}</p>
          <Link className="button button-primary" to={paths.userStep(1)}>
            {t('myProducts.registerProduct')}
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {registrations.data.map((registration) => (
            <RegistrationCard key={registration.id} registration={registration} />
          ))}
        </ul>
      )}
    </div>
  );
}
