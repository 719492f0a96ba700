import type { EndUserCommand } from '@pr/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { putEndUserRegistration } from '../../shared/api/put-end-user-registration';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { showFlash } from '../../shared/flash/flash-store';
import { StepActions } from '../../shared/forms/step-actions';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { ConsentFields, type Consents } from '../../shared/registration/consent-fields';
import { useLocale } from '../../shared/routing/use-locale';
import { usePaths } from '../../shared/routing/use-paths';
import { FullPageSpinner } from '../../shared/ui/full-page-spinner';
import { personOf, toEndUserCommand } from './end-user-command';
import styles from './end-user-steps.module.css';

/**
 * End-user step 5 (spec §2): the summary, the two consents and the submission. A failed
 * submission keeps the form and says so in a closable flash (DESIGN §9), so the user can
 * simply submit again.
 */
export function ReviewStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const { locale } = useLocale();
  const user = useCurrentUser();
  const data = useEndUserStore();
  const [consents, setConsents] = useState<Consents>({ privacy: false, terms: false });
  const person = personOf(data, user);

  const submission = useMutation({
    // The locale tells the server the language of the confirmation e-mail.
    mutationFn: (command: EndUserCommand) => putEndUserRegistration(command, locale),
    onSuccess: () => void navigate(paths.userThankYou(), { replace: true }),
    onError: (error) =>
      showFlash({
        type: 'error',
        messageKey:
          error instanceof ApiError && error.code === 'already_registered'
            ? 'review.alreadyRegistered'
            : 'review.submitFailed',
      }),
  });

  const { productInformation, address } = data;
  // The route guard only lets this step render with a product and an address.
  if (productInformation === null || address === null) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!consents.privacy || !consents.terms) return;
    submission.mutate(
      toEndUserCommand({ ...data, productInformation, address }, person, new Date()),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <dl className={styles.summary}>
        <div className={styles.summaryItem}>
          <dt>{t('review.person')}</dt>
          <dd>
            {person.firstName} {person.lastName}
            <br />
            {person.email}
          </dd>
        </div>
        <div className={styles.summaryItem}>
          <dt>{t('review.product')}</dt>
          <dd>{productInformation.name}</dd>
        </div>
        <div className={styles.summaryItem}>
          <dt>{t('review.address')}</dt>
          <dd>
            {address.formattedAddress}
            {data.additionalAddressLine1 !== '' && (
              <>
                <br />
                {data.additionalAddressLine1}
              </>
            )}
          </dd>
        </div>
      </dl>
      <ConsentFields value={consents} onChange={setConsents} />
      <StepActions
        onBack={() =>
          void navigate(paths.userStep(user.isAuthenticated ? 3 : 4), { replace: true })
        }
        submitLabel={t('review.submit')}
        submitDisabled={!consents.privacy || !consents.terms || submission.isPending}
      />
      {submission.isPending && <FullPageSpinner label={t('review.submitting')} />}
    </form>
  );
}
