import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../shared/routing/use-paths';
import { ProductName } from '../../shared/ui/product-name';
import { StatusBadge } from '../../shared/ui/status-badge';
import { useInstallations } from '../../shared/api/installations-api';
import styles from './registered-devices.module.css';

/** Devices listed here at most; "Mes installations" has them all. */
export const LISTED_DEVICES = 50;

/**
 * The devices one import registered: product, serial and status, each a link to it in
 * "Mes installations", so the installer sees at once what went in.
 */
export function RegisteredDevices({ batchId, count }: { batchId: string; count: number }) {
  const { t } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  const paths = usePaths();
  const devices = useInstallations({ batch: batchId }, LISTED_DEVICES);
  if (devices.isPending) return <p role="status">{tAccount('myInstallations.loading')}</p>;
  // The import is stored: a list that cannot load is no error to alarm anyone with.
  if (devices.isError) return null;
  const more = count - devices.data.items.length;
  return (
    <section className={styles.section} aria-labelledby="registered-devices">
      <h2 id="registered-devices" className={styles.title}>
        {t('bulk.finish.listTitle')}
      </h2>
      <ul className={styles.list}>
        {/* One batch shares its time: in serial order, as an installer reads them off the rows. */}
        {[...devices.data.items]
          .sort((a, b) => a.serialNumber.localeCompare(b.serialNumber))
          .map((device) => (
            <li key={device.id} className={styles.device}>
              <span className={styles.product}>
                <ProductName name={device.productName} model={device.productModel} />
              </span>
              <Link
                className={styles.serial}
                to={`${paths.myInstallations()}?serial=${encodeURIComponent(device.serialNumber)}`}
              >
                {device.serialNumber}
              </Link>
              <StatusBadge
                className={styles.status}
                status={device.status}
                label={tAccount(`myInstallations.statuses.${device.status}`)}
              />
            </li>
          ))}
      </ul>
      {more > 0 && <p className={styles.more}>{t('bulk.finish.more', { count: more })}</p>}
    </section>
  );
}
