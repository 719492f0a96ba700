import { RECIPIENT_TYPE } from '@pr/contracts';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { ProductThankYou } from '../../shared/registration/product-thank-you';
import { ExternalLinkButton } from '../../shared/ui/external-link-button';

/**
 * Installer thank-you (docs/spec.md §2): the product with the installers' incentives, the product
 * page and the customer portal, whose address comes from the runtime config.
 */
export function InstallerThankYouPage() {
  const { t } = useTranslation();
  const { links } = useRuntimeConfig();
  const product = useInstallerStore((state) => state.productInformation);
  const installedOn = useInstallerStore((state) => state.installationDate);
  return (
    <ProductThankYou
      text={t('thankYou.installerText')}
      product={product}
      recipientType={RECIPIENT_TYPE.installer}
      installedOn={installedOn}
    >
      <ExternalLinkButton href={links.customerPortal} variant="primary">
        {t('thankYou.customerPortal')}
      </ExternalLinkButton>
    </ProductThankYou>
  );
}
