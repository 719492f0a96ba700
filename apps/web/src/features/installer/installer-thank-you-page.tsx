import { RECIPIENT_TYPE } from '@pr/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller } from '../../shared/auth/current-user';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { ProductThankYou } from '../../shared/registration/product-thank-you';
import { usePaths } from '../../shared/routing/use-paths';
import { ExternalLinkButton } from '../../shared/ui/external-link-button';

/**
 * Installer thank-you (docs/spec.md §2): the product with the installers' incentives, the product
 * page and the customer portal, whose address comes from the runtime config. An installer
 * registers device after device: the page's main action starts the next one (the flow's data
 * cleared, as the owner's thank-you does), and a signed-in installer finds the devices
 * registered so far in "Mes installations".
 */
export function InstallerThankYouPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const { links } = useRuntimeConfig();
  const user = useCurrentUser();
  const product = useInstallerStore((state) => state.productInformation);
  const installedOn = useInstallerStore((state) => state.installationDate);
  const reference = useInstallerStore((state) => state.reference);
  const clear = useInstallerStore((state) => state.clear);

  const registerAnother = () => {
    clear();
    void navigate(paths.installerStep(1));
  };

  return (
    <ProductThankYou
      text={t('thankYou.installerText')}
      product={product}
      recipientType={RECIPIENT_TYPE.installer}
      installedOn={installedOn}
      reference={reference}
    >
      <button type="button" className="button button-primary" onClick={registerAnother}>
        {t('thankYou.registerAnother')}
      </button>
      <ExternalLinkButton href={links.customerPortal} variant="secondary">
        {t('thankYou.customerPortal')}
      </ExternalLinkButton>
      {isInstaller(user) && (
        <Link className="button button-secondary" to={paths.myInstallations()}>
          {t('header.myInstallations')}
        </Link>
      )}
    </ProductThankYou>
  );
}
