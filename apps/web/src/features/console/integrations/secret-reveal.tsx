import { useEffect, useId, useRef, useState } from 'react';
import styles from '../ui/cards.module.css';
import secretStyles from './secret-reveal.module.css';

export interface SecretRevealTexts {
  title: string;
  /** Says it is shown this once, and anything else the reader must do now. */
  note: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  dismiss: string;
}

interface SecretRevealProps {
  secret: string;
  texts: SecretRevealTexts;
  /** Other values shown with it (a client's id), each with its label. */
  extra?: { label: string; value: string }[];
  onDismiss: () => void;
}

function CopyableValue({
  label,
  value,
  texts,
}: {
  label: string;
  value: string;
  texts: SecretRevealTexts;
}) {
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={secretStyles.secretValue}>
        <input id={id} readOnly value={value} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button-secondary" onClick={() => void copyValue()}>
          {copy === 'copied' ? texts.copied : texts.copy}
        </button>
      </div>
      <p role="status" className={styles.warning}>
        {copy === 'failed' ? texts.copyFailed : ''}
      </p>
    </div>
  );
}

/**
 * A secret the server shows once (a webhook's signing secret, an API client's): the reader's
 * focus goes to it, it can be copied, and it is gone once dismissed.
 */
export function SecretReveal({ secret, texts, extra = [], onDismiss }: SecretRevealProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const titleId = useId();
  return (
    <section className={secretStyles.secret} aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {texts.title}
      </h3>
      <p className={secretStyles.secretNote}>{texts.note}</p>
      {extra.map(({ label, value }) => (
        <CopyableValue key={label} label={label} value={value} texts={texts} />
      ))}
      <CopyableValue label={texts.label} value={secret} texts={texts} />
      <div>
        <button type="button" className="button button-primary" onClick={onDismiss}>
          {texts.dismiss}
        </button>
      </div>
    </section>
  );
}
