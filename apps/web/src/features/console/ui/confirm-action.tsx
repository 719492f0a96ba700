import { useEffect, useRef, useState } from 'react';
import styles from './cards.module.css';
import confirmStyles from './confirm-action.module.css';

interface ConfirmActionProps {
  /** The button's text. */
  label: string;
  /** The action's full name, when the text needs its context (a row's "Revoke"). */
  name?: string;
  /** What will happen, read before confirming. */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  disabled?: boolean;
  /** What must hold before asking (a reason given); false keeps the button. */
  canAsk?: () => Promise<boolean>;
  onConfirm: () => Promise<void>;
  /** `danger` for what cannot be undone (erase, revoke, cancel, delete): red, never the main action's colour. */
  tone?: 'neutral' | 'danger';
}

/**
 * An action that asks first, in place: the question and its two buttons replace the button,
 * the focus moves to the confirmation, and back to the button when the question is dropped.
 */
export function ConfirmAction({
  label,
  name = label,
  question,
  confirmLabel,
  cancelLabel,
  disabled = false,
  canAsk,
  onConfirm,
  tone = 'neutral',
}: ConfirmActionProps) {
  const danger = tone === 'danger';
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    // Back to the button, unless what the action showed took the focus (a new secret).
    else if (wasAsking.current && document.activeElement === document.body) {
      opener.current?.focus();
    }
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        className={`button ${danger ? 'button-danger-quiet' : 'button-secondary'}`}
        disabled={disabled}
        aria-label={name === label ? undefined : name}
        onClick={() => {
          if (canAsk === undefined) setAsking(true);
          else void canAsk().then(setAsking);
        }}
      >
        {label}
      </button>
    );
  }
  const send = async () => {
    setSending(true);
    try {
      await onConfirm();
    } finally {
      setSending(false);
      setAsking(false);
    }
  };
  return (
    <div className={confirmStyles.confirm} role="group" aria-label={name}>
      <p>{question}</p>
      <div className={styles.actions}>
        <button
          ref={confirm}
          type="button"
          className={`button ${danger ? 'button-danger' : 'button-primary'}`}
          disabled={sending}
          onClick={() => void send()}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
