import { RECIPIENT_TYPE, type RecipientTypeId, type RegistrationStatus } from '@pr/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../config/runtime-config';
import { useLocale } from '../routing/use-locale';
import { usePaths } from '../routing/use-paths';
import { Notice } from '../ui/notice';

/** The help page with the serial filled in, for the support form to pick up. */
function helpLinkFor(help: string, serialNumber: string): string {
  try {
    const url = new URL(help);
    url.searchParams.set('serialNumber', serialNumber);
    return url.toString();
  } catch {
    return help;
  }
}

/** The request form and its texts come when asked for: few visitors meet a taken serial. */
function lazyTransferRequestPanel(locale: string) {
  return lazy(async () => {
    const [panel] = await Promise.all([
      import('../transfer/transfer-request-panel'),
      import('../../i18n/account-texts').then((texts) => texts.loadAccountTexts(locale)),
    ]);
    return { default: panel.TransferRequestPanel };
  });
}

/**
 * Step 1 says when the serial is already registered: by the user (a link to it), or by
 * someone else (the way forward: customer service, with the serial) — never by whom. An
 * anonymous visitor is asked to sign in if it is theirs.
 */
export function RegistrationStatusNotice({
  status,
  signedIn,
  recipientType,
  serialNumber,
}: {
  status: RegistrationStatus['status'];
  /** Signed in, "taken" is someone else's; anonymous, it may be the visitor's own. */
  signedIn: boolean;
  recipientType: RecipientTypeId;
  serialNumber: string;
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  const { links } = useRuntimeConfig();
  const installer = recipientType === RECIPIENT_TYPE.installer;
  const { locale } = useLocale();
  // "Ask for the transfer" opens the request form below the notice, in a box of its own.
  const [Request, setRequest] = useState<ReturnType<typeof lazyTransferRequestPanel> | null>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const cancelRequest = () => {
    setRequest(null);
    // The focus goes back to the button that opened the form.
    requestAnimationFrame(() => askButton.current?.focus());
  };
  if (status === 'free') return null;
  if (status === 'yours') {
    return (
      <Notice tone="info">
        <p>
          <strong>
            {installer ? t('alreadyRegistered.yoursCompany') : t('alreadyRegistered.yours')}
          </strong>
        </p>
        <Link to={installer ? paths.myInstallations() : paths.myProducts()}>
          {installer ? t('alreadyRegistered.seeInstallations') : t('alreadyRegistered.seeProducts')}
        </Link>
      </Notice>
    );
  }
  return (
    <>
      <Notice tone="error">
        <p>
          <strong>{t('alreadyRegistered.taken')}</strong>
        </p>
        <p>
          {signedIn ? t('alreadyRegistered.takenText') : t('alreadyRegistered.takenAnonymousText')}
        </p>
        {!installer && Request === null && (
          <button
            ref={askButton}
            type="button"
            className="button button-secondary"
            onClick={() => setRequest(() => lazyTransferRequestPanel(locale))}
          >
            {t('alreadyRegistered.askTransfer')}
          </button>
        )}
        {links.help !== null && (
          <a href={helpLinkFor(links.help, serialNumber)} target="_blank" rel="noreferrer">
            {t('alreadyRegistered.contactSupport')}
            <span className="visually-hidden">{t('footer.newTab')}</span>
          </a>
        )}
      </Notice>
      {Request !== null && (
        <Suspense fallback={<p role="status">{t('alreadyRegistered.askTransfer')}…</p>}>
          <Request serialNumber={serialNumber} onCancel={cancelRequest} />
        </Suspense>
      )}
    </>
  );
}
