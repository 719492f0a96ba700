import { RECIPIENT_TYPE } from '@pr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { ProductThankYou } from '../../shared/registration/product-thank-you';
import { usePaths } from '../../shared/routing/use-paths';

/**
 * End-user thank-you (docs/spec.md §2): the request to confirm the account by e-mail, the
 * product with its rewards, and a fresh start for another product.
 */
export function EndUserThankYouPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const product = useEndUserStore((state) => state.productInformation);
  const clear = useEndUserStore((state) => state.clear);
  // An owner's installation date is the day they register (docs/spec.md §3).
  const [today] = useState(() => new Date().toISOString());

  const registerAnother = () => {
    clear();
    void navigate(paths.userStep(1));
  };

  return (
    <ProductThankYou
      text={t('thankYou.endUserText')}
      product={product}
      recipientType={RECIPIENT_TYPE.endCustomer}
      installedOn={today}
    >
      <button type="button" className="button button-primary" onClick={registerAnother}>
        {t('thankYou.registerAnother')}
      </button>
    </ProductThankYou>
  );
}
