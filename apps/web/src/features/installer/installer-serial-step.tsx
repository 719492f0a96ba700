import { RECIPIENT_TYPE } from '@pr/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { usePaths } from '../../shared/routing/use-paths';
import { SerialNumberForm } from '../../shared/serial-lookup/serial-number-form';
import { Icon } from '../../shared/ui/icon';
import { Notice } from '../../shared/ui/notice';
import styles from './installer-steps.module.css';

/** The tip box of installer step 1 (docs/spec.md §2): many devices go faster in the bulk flow. */
function BulkTip() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <aside aria-labelledby="installer-tip-title">
      <Notice tone="info">
        <h2 id="installer-tip-title" className={styles.tipTitle}>
          {t('installerTip.title')}
        </h2>
        <p className={styles.tipText}>{t('installerTip.text')}</p>
        <Link to={paths.bulk()} className={styles.tipLink}>
          {t('installerTip.link')}
          <Icon name="arrowRight" size={18} className={styles.tipArrow} />
        </Link>
      </Notice>
    </aside>
  );
}

// Fetched once the product is found, so the next step does not wait for it; not before, where
// it would compete with step 1's own start-up.
const loadLaterSteps = () => import('./installer-step-page');

/**
 * Installer step 1 (docs/spec.md §2): the serial look-up of both flows, with the installers'
 * incentives and button texts, then on to 'Qui enregistre?'.
 */
export function InstallerSerialStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const serialNumber = useInstallerStore((state) => state.serialNumber);
  const productInformation = useInstallerStore((state) => state.productInformation);
  const update = useInstallerStore((state) => state.update);
  const clearProduct = useCallback(() => update({ productInformation: null }), [update]);
  const verify = t('serialNumber.verify');
  return (
    <div className={styles.stack}>
      <BulkTip />
      <SerialNumberForm
        serialNumber={serialNumber}
        productInformation={productInformation}
        recipientType={RECIPIENT_TYPE.installer}
        onFound={(serial, product) => {
          update({ serialNumber: serial, productInformation: product });
          // A failed download is retried, and reported, when step 2 is opened.
          loadLaterSteps().catch(() => undefined);
        }}
        onClearProduct={clearProduct}
        onContinue={() => void navigate(paths.installerStep(2))}
        continueTo={paths.installerStep(2)}
        onUnchecked={(serial) => {
          // No signal: the installer goes on, and the server checks the serial when the
          // registration is sent from the outbox (an unknown one comes back "to correct").
          update({
            serialNumber: serial,
            productInformation: {
              name: t('serialNumber.uncheckedProduct'),
              googleMapsApiKey: '',
              imageUrl: null,
              productUrl: null,
              color: null,
              deviceType: '',
              incentives: [],
            },
          });
          void navigate(paths.installerStep(2));
        }}
        labels={{ lookUp: verify, found: t('serialNumber.registerProduct'), invalid: verify }}
      />
    </div>
  );
}
