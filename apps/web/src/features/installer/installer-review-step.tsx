import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { putRegistration } from '../../shared/api/put-registration';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { installerCompanyOf, type InstallerCommand } from '@pr/contracts';
import { parseLocalDay } from '@pr/contracts';
import { formatLocalDay } from '../../shared/forms/local-day-format';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { formDataOf } from '../../shared/form-state/session-store';
import {
  RegistrationReview,
  ReviewAddress,
  ReviewProduct,
} from '../../shared/registration/registration-review';
import { useLocale } from '../../shared/routing/use-locale';
import { usePaths } from '../../shared/routing/use-paths';
import { useConsentsGivenAt } from '../../shared/registration/account-consents';
import { toInstallerCommand } from './installer-command';

/**
 * Installer step 5 'Compléter l'enregistrement' (docs/spec.md §2): the company, the product, the
 * address and the installation date, then the submission with the installer's token. The
 * consents are asked once per account and text version (docs/architecture.md §9).
 */
export function InstallerReviewStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const { locale } = useLocale();
  const user = useCurrentUser();
  const data = useInstallerStore();
  // Agreed to once per account and text version: not asked again with every device.
  const consentsGivenAt = useConsentsGivenAt(user.isAuthenticated);

  const { productInformation, address } = data;
  const company = user.isAuthenticated ? installerCompanyOf(user) : null;
  const installationDay = parseLocalDay(data.installationDate);
  // The route guards only let this step render for an installer with all of these.
  if (productInformation === null || address === null || company === null) return null;
  if (installationDay === null || !user.isAuthenticated) return null;

  // Without a signal the registration waits on this phone and goes with the next one.
  const keepForLater = async (command: InstallerCommand) => {
    const { keepRegistration } = await import('../../shared/outbox/keep-for-later');
    await keepRegistration(
      { command, productName: productInformation.name, draft: formDataOf(data) },
      { accountSubject: user.subject, locale },
    );
    data.clear();
    void navigate(paths.outbox(), { replace: true });
  };

  return (
    <RegistrationReview
      items={[
        {
          label: t('review.company'),
          content: (
            <>
              {company.name}
              <br />
              {company.email}
            </>
          ),
        },
        {
          label: t('review.product'),
          content: (
            <ReviewProduct name={productInformation.name} serialNumber={data.serialNumber} />
          ),
          changeAt: paths.installerStep(1),
        },
        {
          label: t('review.address'),
          changeAt: paths.installerStep(3),
          content: (
            <ReviewAddress freeForm={data.freeForm} additionalLine={data.additionalAddressLine1} />
          ),
        },
        {
          label: t('review.installationDate'),
          content: formatLocalDay(installationDay, locale),
          changeAt: paths.installerStep(4),
        },
      ]}
      command={() =>
        toInstallerCommand({ ...data, productInformation, address }, company, installationDay)
      }
      send={async (command) => {
        const { reference } = await putRegistration(command, locale);
        data.update({ reference });
      }}
      keepForLater={keepForLater}
      thankYouPath={paths.installerThankYou()}
      consentsGivenAt={consentsGivenAt}
      onBack={() => void navigate(paths.installerStep(4), { replace: true })}
    />
  );
}
