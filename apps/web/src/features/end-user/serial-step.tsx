import { RECIPIENT_TYPE } from '@pr/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller } from '../../shared/auth/current-user';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { usePaths } from '../../shared/routing/use-paths';
import { SerialNumberForm } from '../../shared/serial-lookup/serial-number-form';

// Fetched once the product is found, so 'Continuer' does not wait for it; not before, where it
// would compete with step 1's own start-up on a phone.
const loadLaterSteps = () => import('./end-user-step-page');

/** End-user step 1 (docs/spec.md §2): look the serial number up, then continue to the role choice. */
export function SerialStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const user = useCurrentUser();
  const serialNumber = useEndUserStore((state) => state.serialNumber);
  const productInformation = useEndUserStore((state) => state.productInformation);
  const update = useEndUserStore((state) => state.update);
  const clearProduct = useCallback(() => update({ productInformation: null }), [update]);
  const register = t('serialNumber.register');
  return (
    <SerialNumberForm
      serialNumber={serialNumber}
      productInformation={productInformation}
      recipientType={isInstaller(user) ? RECIPIENT_TYPE.installer : RECIPIENT_TYPE.endCustomer}
      onFound={(serial, product) => {
        update({ serialNumber: serial, productInformation: product });
        // A failed download is retried, and reported, when step 2 is opened.
        loadLaterSteps().catch(() => undefined);
      }}
      onClearProduct={clearProduct}
      onContinue={() => void navigate(paths.userStep(2), { replace: true })}
      continueTo={paths.userStep(2)}
      labels={{ lookUp: register, found: t('actions.continue'), invalid: register }}
    />
  );
}
