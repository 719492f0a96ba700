import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, isUnanswered } from '../api/api-error';
import { dismissFlashWithKey, showFlash } from '../flash/flash-store';
import { StepActions } from '../forms/step-actions';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { AcceptedConsents, ConsentFields, type Consents } from './consent-fields';
import styles from './registration-review.module.css';

/** A product as the review shows it: its name, and the serial under it. */
export function ReviewProduct({ name, serialNumber }: { name: string; serialNumber: string }) {
  const { t } = useTranslation();
  return (
    <>
      {name}
      <span className={styles.detail}>
        {t('serialNumber.label')} {serialNumber}
      </span>
    </>
  );
}

/** One line of the review: what it is, what was entered, and the step that changes it. */
export interface ReviewItem {
  label: string;
  content: ReactNode;
  /** The step where it was entered ("check your answers"): absent for what cannot change here. */
  changeAt?: string;
}

interface RegistrationReviewProps<C> {
  items: readonly ReviewItem[];
  /** Builds the command from the form data when the user submits. */
  command: () => C;
  send: (command: C) => Promise<unknown>;
  /** Where a successful registration goes; the review's history entry is replaced. */
  thankYouPath: string;
  onBack: () => void;
  /**
   * Keeps a command that gets no answer (no signal, or none at the server) to send later, and
   * leaves the step (installers on site); without it, such a failure offers to try again.
   */
  keepForLater?: (command: C) => Promise<void>;
  /**
   * When the signed-in account agreed to the current texts (installers, once per version):
   * shown as accepted with their links instead of the two boxes. Null: asked as the spec does;
   * undefined: not known yet (neither shows, and nothing can be sent).
   */
  consentsGivenAt: string | null | undefined;
}

/** The installation address of a review: the full address and the extra line typed for it. */
export function ReviewAddress({
  freeForm,
  additionalLine,
}: {
  freeForm: string;
  additionalLine: string;
}) {
  return (
    <>
      {freeForm}
      {additionalLine !== '' && (
        <>
          <br />
          {additionalLine}
        </>
      )}
    </>
  );
}

/**
 * Step 5 of both flows (docs/spec.md §2): the summary, the two required consents and the
 * submission. A full-page spinner covers the form while the registration is sent and
 * until the thank-you page shows. A failed submission keeps the form and says so in a
 * closable flash (docs/architecture.md §9), so the user can simply submit again.
 */
export function RegistrationReview<C>({
  items,
  command,
  send,
  thankYouPath,
  onBack,
  keepForLater,
  consentsGivenAt,
}: RegistrationReviewProps<C>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [consents, setConsents] = useState<Consents>({ privacy: false, terms: false });
  const accepted = typeof consentsGivenAt === 'string' || (consents.privacy && consents.terms);
  // Both run without a signal too: a paused mutation would leave the spinner turning (the
  // query client's default waits for the browser to be online).
  const keeping = useMutation({
    networkMode: 'always',
    mutationFn: async (command: C) => {
      if (keepForLater === undefined) throw new Error('Nothing keeps this command for later');
      await keepForLater(command);
    },
    onError: () => showFlash({ type: 'error', messageKey: 'review.submitFailed' }),
  });

  const submission = useMutation({
    networkMode: 'always',
    mutationFn: send,
    onSuccess: () => void navigate(thankYouPath, { replace: true }),
    onMutate: () => {
      dismissFlashWithKey('review.submitFailed');
      dismissFlashWithKey('review.rateLimited');
    },
    onError: (error, sent) => {
      if (keepForLater && isUnanswered(error)) {
        keeping.mutate(sent);
        return;
      }
      if (error instanceof ApiError && error.code === 'already_registered') {
        showFlash({ type: 'error', messageKey: 'review.alreadyRegistered' });
        return;
      }
      if (error instanceof ApiError && error.code === 'too_many_mails') {
        showFlash({ type: 'error', messageKey: 'review.tooManyMails' });
        return;
      }
      showFlash({
        type: 'error',
        messageKey:
          error instanceof ApiError && error.status === 429
            ? 'review.rateLimited'
            : 'review.submitFailed',
        action: { labelKey: 'flash.retry', run: () => submission.mutate(sent) },
      });
    },
  });
  const busy =
    submission.isPending || submission.isSuccess || keeping.isPending || keeping.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted || busy) return;
    // Without a connection the request would only fail: kept at once.
    if (keepForLater && !navigator.onLine) keeping.mutate(command());
    else submission.mutate(command());
  };

  return (
    <form onSubmit={submit} noValidate>
      <dl className={styles.summary}>
        {items.map((item) => (
          <div key={item.label} className={styles.item}>
            <dt>{item.label}</dt>
            <dd>{item.content}</dd>
            {item.changeAt !== undefined && (
              <dd className={styles.change}>
                {/* Named with its section for a screen reader's list of links; starts with the visible word. */}
                <Link to={item.changeAt} aria-label={`${t('review.change')} ${item.label}`}>
                  {t('review.change')}
                </Link>
              </dd>
            )}
          </div>
        ))}
      </dl>
      {consentsGivenAt === null && <ConsentFields value={consents} onChange={setConsents} />}
      {typeof consentsGivenAt === 'string' && <AcceptedConsents givenAt={consentsGivenAt} />}
      <StepActions
        onBack={onBack}
        submitLabel={t('review.submit')}
        submitDisabled={!accepted || busy}
      />
      {busy && <FullPageSpinner label={t('review.submitting')} />}
    </form>
  );
}
