import { useState, type ReactNode } from 'react';
import styles from '../ui/cards.module.css';
import { SecretReveal, type SecretRevealTexts } from './secret-reveal';

/** What a creation answered that is shown once: its secret, and ids shown beside it. */
export interface Created {
  secret: string;
  extra?: { label: string; value: string }[];
}

/**
 * Adding something that has a secret (a webhook endpoint, an API client): a button, then the
 * form, then the secret, shown this once, until the reader says it is copied. Back from the
 * form or the secret, the focus returns to the button that opened them.
 */
export function AddWithSecret({
  label,
  secretTexts,
  form,
}: {
  label: string;
  secretTexts: SecretRevealTexts;
  form: (done: (created: Created) => void, cancel: () => void) => ReactNode;
}) {
  const [step, setStep] = useState<
    { kind: 'closed' | 'form' } | { kind: 'secret'; created: Created }
  >({ kind: 'closed' });
  const [opened, setOpened] = useState(false);
  return (
    <section className={styles.card} aria-label={label}>
      {step.kind === 'closed' && (
        <div>
          <button
            type="button"
            className="button button-primary"
            autoFocus={opened}
            onClick={() => {
              setOpened(true);
              setStep({ kind: 'form' });
            }}
          >
            {label}
          </button>
        </div>
      )}
      {step.kind === 'form' &&
        form(
          (created) => setStep({ kind: 'secret', created }),
          () => setStep({ kind: 'closed' }),
        )}
      {step.kind === 'secret' && (
        <SecretReveal
          secret={step.created.secret}
          {...(step.created.extra ? { extra: step.created.extra } : {})}
          texts={secretTexts}
          onDismiss={() => setStep({ kind: 'closed' })}
        />
      )}
    </section>
  );
}

/** A console form's end: why it failed (if it did), submit and cancel. */
export function FormActions({
  failed,
  submitting,
  onCancel,
  texts,
}: {
  failed: boolean;
  submitting: boolean;
  onCancel: () => void;
  texts: { failed: string; submit: string; cancel: string };
}) {
  return (
    <>
      {failed && (
        <p className={styles.error} role="alert">
          {texts.failed}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={submitting}>
          {texts.submit}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </>
  );
}
