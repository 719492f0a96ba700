import { RADIATOR_DEVICE_TYPE, type ProductInformation } from '@pr/contracts';
import { useTranslation } from 'react-i18next';
import styles from './product-card.module.css';

/** The found product (docs/spec.md §2): image, name and, for radiators, the colour. */
export function ProductCard({ product }: { product: ProductInformation }) {
  const { t } = useTranslation();
  const showColor = product.deviceType === RADIATOR_DEVICE_TYPE && product.color !== null;
  return (
    <section className={styles.card} aria-label={t('product.cardLabel')}>
      {product.imageUrl !== null && <img className={styles.image} src={product.imageUrl} alt="" />}
      <div>
        <p className={styles.name}>{product.name}</p>
        {showColor && (
          <p className={styles.detail}>
            {t('product.color')} <strong>{product.color}</strong>
          </p>
        )}
      </div>
    </section>
  );
}
