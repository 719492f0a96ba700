import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { AddressStepForm } from '../../shared/address/address-step-form';
import type { AddressValue } from '../../shared/address/address-entry';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { CompanyVerificationNotice } from '../../shared/auth/company-verification-notice';
import { isInstaller } from '../../shared/auth/current-user';
import formStyles from '../../shared/forms/form-controls.module.css';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { usePaths } from '../../shared/routing/use-paths';
import { Notice } from '../../shared/ui/notice';
import { installerAddressFields } from './installer-address';

/**
 * Installer step 3 (docs/spec.md §2): the installation address, entered as in the end-user flow.
 * An account without a company name is not an installer (docs/spec.md §6): it is told so and
 * cannot go on; one whose company staff have yet to verify is told that instead.
 */
export function InstallerAddressStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const user = useCurrentUser();
  const value = useInstallerStore(
    useShallow(
      ({ address, additionalAddressLine1, stateOrProvince, addressSource }): AddressValue => ({
        address,
        additionalAddressLine1,
        stateOrProvince,
        addressSource,
      }),
    ),
  );
  const update = useInstallerStore((state) => state.update);
  const back = () => void navigate(paths.installerStep(1), { replace: true });

  if (!isInstaller(user)) {
    const application = user.isAuthenticated ? user.companyApplication : null;
    return (
      <>
        {application ? (
          <CompanyVerificationNotice application={application} />
        ) : (
          <Notice tone="error">
            <p>{t('flash.notInstaller')}</p>
          </Notice>
        )}
        <div className={formStyles.actions}>
          <button type="button" className="button button-secondary" onClick={back}>
            {t('actions.back')}
          </button>
        </div>
      </>
    );
  }

  return (
    <AddressStepForm
      value={value}
      onChange={(patch) => update({ ...patch, ...installerAddressFields(patch) })}
      onBack={back}
      forCustomer
      onContinue={() => void navigate(paths.installerStep(4), { replace: true })}
    />
  );
}
