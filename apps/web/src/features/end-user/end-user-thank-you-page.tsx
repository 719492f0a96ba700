import { incentivesFor, RECIPIENT_TYPE } from '@pr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { ProductThankYou } from '../../shared/registration/product-thank-you';
import { usePaths } from '../../shared/routing/use-paths';
import { endUserThankYouKeys } from './end-user-thank-you-text';

/**
 * End-user thank-you (docs/spec.md §2): what became of the registration (registered, or
 * waiting for the link mailed to the user), the product with its rewards, and a fresh start
 * for another product.
 */
export function EndUserThankYouPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const product = useEndUserStore((state) => state.productInformation);
  const status = useEndUserStore((state) => state.registrationStatus);
  const reference = useEndUserStore((state) => state.reference);
  const clear = useEndUserStore((state) => state.clear);
  // An owner's installation date is the day they register (docs/spec.md §3).
  const [today] = useState(() => new Date().toISOString());

  const registerAnother = () => {
    clear();
    void navigate(paths.userStep(1));
  };

  const hasRewards =
    product !== null && incentivesFor(product.incentives, RECIPIENT_TYPE.endCustomer).length > 0;
  const text = endUserThankYouKeys(status, hasRewards)
    .map((key) => t(key))
    .join(' ');

  return (
    <ProductThankYou
      text={text}
      product={product}
      recipientType={RECIPIENT_TYPE.endCustomer}
      installedOn={today}
      reference={reference}
    >
      <button type="button" className="button button-primary" onClick={registerAnother}>
        {t('thankYou.registerAnother')}
      </button>
    </ProductThankYou>
  );
}
