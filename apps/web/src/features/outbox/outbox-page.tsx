import type { BulkRowError } from '@pr/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { startSignIn } from '../../shared/auth/sign-in';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { usePaths } from '../../shared/routing/use-paths';
import { Notice } from '../../shared/ui/notice';
import { PageTitle } from '../../shared/ui/page-title';
import { useBulkStore } from '../../shared/form-state/bulk-store';
import {
  deleteItem,
  ROWS_TO_FIX,
  type OutboxItem,
  type OutboxOutcome,
} from '../../shared/outbox/outbox-db';
import { isWaiting, outboxChanged, useOutboxStore } from '../../shared/outbox/outbox-store';
import { startOutboxSync } from '../../shared/outbox/outbox-sync';
import { sendOutbox } from '../../shared/outbox/send-outbox';
import styles from './outbox-page.module.css';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** The outcome's sentence: what happened to the registration, and why when it did not go. */
function useOutcomeText() {
  const { t } = useTranslation('account');
  return (item: OutboxItem, outcome: OutboxOutcome): string => {
    switch (outcome.kind) {
      case 'registered':
        return item.kind === 'batch'
          ? // Two counts, each with its plural forms: two texts side by side.
            `${t('outbox.outcome.batchRegistered', { count: outcome.registered })} · ${t(
              'outbox.outcome.batchAlready',
              { count: outcome.alreadyRegistered },
            )}`
          : t('outbox.outcome.registered');
      case 'alreadyYours':
        return t('outbox.outcome.alreadyYours');
      case 'refused':
        return outcome.code === 'already_registered'
          ? t('outbox.outcome.registeredByOther')
          : t('outbox.outcome.refused', { code: outcome.code });
      case 'toFix':
        if (outcome.code === 'unknown_serial_number') return t('outbox.outcome.unknownSerial');
        if (outcome.rowErrors.length > 0) {
          // A row may have several errors: the rows are counted, not the errors.
          const rows = new Set(outcome.rowErrors.map((error) => error.row)).size;
          return outcome.code === ROWS_TO_FIX
            ? t('outbox.outcome.rowsKept', { count: rows })
            : t('outbox.outcome.rowsToFix', { count: rows });
        }
        return t('outbox.outcome.toFix', { code: outcome.code });
    }
  };
}

function ItemTitle({ item }: { item: OutboxItem }) {
  const { t } = useTranslation('account');
  if (item.kind === 'batch') {
    return <>{t('outbox.batchTitle', { count: item.command.productRegistrations.length })}</>;
  }
  return (
    <>
      {item.productName ?? t('outbox.unknownProduct')}
      {' · '}
      {t('outbox.serial', { serial: item.command.serialNumber })}
    </>
  );
}

/**
 * "Envois en attente" (issue 38): the registrations and bulk batches an installer made
 * without a signal, kept on this phone, each with where it stands: waiting, on its way,
 * or its outcome. They go by themselves when the signal returns; "Envoyer maintenant" tries
 * at once, and a signed-out installer signs in first, the list kept meanwhile.
 *
 * `showServerErrors` puts the server's refusals of a kept batch on its rows at bulk step 3:
 * the app shell hands it over (app/router/outbox-route.tsx), as a feature never imports
 * another.
 */
export function OutboxPage({
  showServerErrors,
}: {
  showServerErrors: (rowErrors: readonly BulkRowError[]) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const paths = usePaths();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const online = useOnline();
  const { items, loaded, sending, needsSignIn } = useOutboxStore();
  const outcomeText = useOutcomeText();
  const [sendFailed, setSendFailed] = useState(false);

  useEffect(() => startOutboxSync(), []);

  const waiting = items.filter(isWaiting);
  const sendNow = () => {
    setSendFailed(false);
    sendOutbox().catch(() => setSendFailed(true));
  };
  const remove = async (item: OutboxItem) => {
    await deleteItem(item.id);
    await outboxChanged();
  };
  /** Puts the kept form back where it can be corrected, and opens that step. */
  const fix = async (item: OutboxItem) => {
    if (item.kind === 'registration' && item.draft !== null) {
      useInstallerStore.getState().update(item.draft);
      await remove(item);
      // An unknown serial is corrected at step 1; anything else is checked again from step 3.
      const toFix = item.outcome?.kind === 'toFix' ? item.outcome.code : '';
      void navigate(paths.installerStep(toFix === 'unknown_serial_number' ? 1 : 3));
    } else if (item.kind === 'batch' && item.draft !== null) {
      // A new batch: its rows change, so they go with a new key.
      useBulkStore.getState().update({ ...item.draft, batchKey: '', rowsKeptToFix: 0 });
      // Rows the browser kept are checked again at step 3; the server's refusals are shown.
      if (item.outcome?.kind === 'toFix' && item.outcome.code !== ROWS_TO_FIX) {
        showServerErrors(item.outcome.rowErrors);
      }
      await remove(item);
      void navigate(paths.bulkStep(3));
    }
  };
  const keptAt = (item: OutboxItem) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(item.keptAt),
    );
  const signedInAsOther =
    user.isAuthenticated && waiting.some((item) => item.accountSubject !== user.subject);

  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={t('outbox.title')} />
      <h1 className={styles.title}>{t('outbox.title')}</h1>
      <p className={styles.intro}>{t('outbox.intro')}</p>

      {!online && waiting.length > 0 && (
        <Notice tone="info">
          <p>{t('outbox.offline')}</p>
        </Notice>
      )}
      {(needsSignIn || !user.isAuthenticated || signedInAsOther) && waiting.length > 0 && (
        <Notice tone="info">
          <p>{t(signedInAsOther ? 'outbox.otherAccount' : 'outbox.signInToSend')}</p>
          <button
            type="button"
            className={`button button-primary ${styles.signIn}`}
            onClick={() => void startSignIn({ returnTo: pathname })}
          >
            {t('outbox.signIn')}
          </button>
        </Notice>
      )}
      {sendFailed && (
        <Notice tone="error">
          <p>{t('outbox.sendFailed')}</p>
        </Notice>
      )}

      <div className={styles.toolbar}>
        <p role="status" className={styles.count}>
          {loaded &&
            (waiting.length === 0
              ? t('outbox.nothingWaiting')
              : t('outbox.waitingCount', { count: waiting.length }))}
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={waiting.length === 0 || sending !== null || !online}
          onClick={sendNow}
        >
          {t('outbox.sendNow')}
        </button>
      </div>

      {items.length > 0 && (
        <ul className={styles.list} aria-label={t('outbox.listLabel')}>
          {items.map((item) => {
            const state =
              item.outcome === null
                ? sending === item.id
                  ? 'sending'
                  : 'waiting'
                : item.outcome.kind;
            return (
              <li key={item.id} className={styles.item} data-state={state}>
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>
                    <ItemTitle item={item} />
                  </p>
                  <p className={styles.itemMeta}>{t('outbox.keptAt', { when: keptAt(item) })}</p>
                  <p className={styles.outcome}>
                    {item.outcome === null
                      ? t(sending === item.id ? 'outbox.sending' : 'outbox.waiting')
                      : outcomeText(item, item.outcome)}
                  </p>
                </div>
                {item.outcome !== null && (
                  <div className={styles.itemActions}>
                    {item.outcome.kind === 'toFix' && item.draft !== null && (
                      <button
                        type="button"
                        className="button button-primary"
                        onClick={() => void fix(item)}
                      >
                        {t('outbox.fix')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void remove(item)}
                    >
                      {t('outbox.remove')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
