import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { putRegistration } from '../../shared/api/put-registration';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import {
  RegistrationReview,
  ReviewAddress,
  ReviewProduct,
} from '../../shared/registration/registration-review';
import { useLocale } from '../../shared/routing/use-locale';
import { usePaths } from '../../shared/routing/use-paths';
import { personOf, toEndUserCommand } from './end-user-command';

/** End-user step 5 (docs/spec.md §2): the person, the product and the address, then the submission. */
export function ReviewStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const { locale } = useLocale();
  const user = useCurrentUser();
  const data = useEndUserStore();
  const { update } = data;
  const person = personOf(data, user);

  const { productInformation, address } = data;
  // The route guard only lets this step render with a product and an address.
  if (productInformation === null || address === null) return null;

  return (
    <RegistrationReview
      items={[
        {
          label: t('review.person'),
          // A signed-in user's details are the account's: changed in the account, not here.
          ...(user.isAuthenticated ? {} : { changeAt: paths.userStep(4) }),
          content: (
            <>
              {person.firstName} {person.lastName}
              <br />
              {person.email}
            </>
          ),
        },
        ...(data.safetyEmail.trim() === ''
          ? []
          : [{ label: t('review.safetyContact'), content: data.safetyEmail.trim() }]),
        {
          label: t('review.product'),
          content: (
            <ReviewProduct name={productInformation.name} serialNumber={data.serialNumber} />
          ),
          changeAt: paths.userStep(1),
        },
        {
          label: t('review.address'),
          changeAt: paths.userStep(3),
          content: (
            <ReviewAddress
              freeForm={address.formattedAddress}
              additionalLine={data.additionalAddressLine1}
            />
          ),
        },
      ]}
      command={() => toEndUserCommand({ ...data, productInformation, address }, person, new Date())}
      send={async (command) => {
        const { status, reference } = await putRegistration(command, locale);
        update({ registrationStatus: status, reference });
      }}
      thankYouPath={paths.userThankYou()}
      // Owners register seldom: the spec's two boxes, every time.
      consentsGivenAt={null}
      onBack={() => void navigate(paths.userStep(user.isAuthenticated ? 3 : 4), { replace: true })}
    />
  );
}
