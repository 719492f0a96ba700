import { formatReference, type ProductInformation, type RecipientTypeId } from '@pr/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionPanel } from '../ui/completion-panel';
import { ExternalLinkButton } from '../ui/external-link-button';
import { IncentiveList } from '../ui/incentive-list';
import styles from './product-thank-you.module.css';

interface ProductThankYouProps {
  /** What happens next, for this flow's registrant. */
  text: string;
  product: ProductInformation | null;
  /** Whose incentives are shown (docs/spec.md §3). */
  recipientType: RecipientTypeId;
  /** The installation day: each incentive's deadline is said as met or missed. */
  installedOn: string;
  /** The short reference the server gave the registration; null when it is not known. */
  reference: string | null;
  /** This flow's own actions, after the product page button. */
  children: ReactNode;
}

/**
 * The thank-you page of both flows (docs/spec.md §2): 'Merci pour votre enregistrement!', the
 * registration's short reference (issue 47), the product image (at most 220 px high), the registrant's incentives and a button to the
 * product page when the product has one.
 */
export function ProductThankYou({
  text,
  product,
  recipientType,
  installedOn,
  reference,
  children,
}: ProductThankYouProps) {
  const { t } = useTranslation();
  return (
    <CompletionPanel title={t('thankYou.title')}>
      <p>{text}</p>
      {reference !== null && (
        // Something a person can read out on the phone, unlike the certificate's number.
        <p className={styles.reference}>
          {t('thankYou.reference')}{' '}
          <strong className={styles.referenceCode}>{formatReference(reference)}</strong>{' '}
          <span className={styles.referenceHint}>{t('thankYou.referenceHint')}</span>
        </p>
      )}
      {product !== null && (
        <div className={styles.product}>
          {product.imageUrl !== null && (
            <img className={styles.image} src={product.imageUrl} alt={product.name} />
          )}
          <IncentiveList
            incentives={product.incentives}
            recipientType={recipientType}
            installedOn={installedOn}
          />
        </div>
      )}
      <div className={styles.actions}>
        {product?.productUrl != null && (
          <ExternalLinkButton href={product.productUrl} variant="secondary">
            {t('thankYou.productPage')}
          </ExternalLinkButton>
        )}
        {children}
      </div>
    </CompletionPanel>
  );
}
