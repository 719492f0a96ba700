import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/auth-store';
import { installerCompanyOf } from '@pr/contracts';
import { isInstaller } from '../../../shared/auth/current-user';
import { FlashView } from '../../../shared/flash/flash-view';
import { formDataOf } from '../../../shared/form-state/session-store';
import { useBulkStore } from '../../../shared/form-state/bulk-store';
import { useLocale } from '../../../shared/routing/use-locale';
import { usePaths } from '../../../shared/routing/use-paths';
import { newBatchKey } from '../../../shared/bulk-batch/new-batch-key';
import { showServerErrors } from '../check/check-store';
import { useResetBulkCheck } from '../check/use-reset-bulk-check';
import { toBulkCommand } from './bulk-command';
import { useBatchProgress, type BatchProgress } from '../../../shared/bulk-batch/batch-progress';
import { useBatchSend } from './use-batch-send';
import type { BulkCounts } from '../bulk-finish-page';
import styles from './import-step.module.css';

/**
 * Bulk step 4 (docs/spec.md §2, §4): sends the batch on arrival with a spinner; success clears the
 * bulk data and shows the finish page. Unlike the spec, a failure does not leave the
 * spinner turning: a French error with a retry appears and the data stays (docs/architecture.md §9).
 * Rows the server refuses go back to step 3, marked.
 */
export function ImportStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const { locale } = useLocale();
  const user = useCurrentUser();
  const resetCheck = useResetBulkCheck();
  // The rows keep their key across reloads and retries (the bulkData of docs/spec.md §3).
  const [batchKey] = useState(() => useBulkStore.getState().batchKey || newBatchKey());
  const { send, status } = useBatchSend(batchKey);
  const progress = useBatchProgress(batchKey);

  /** The rows as the command to send, or null when nobody may send them here. */
  const commandOfRows = () => {
    // The route guard only lets an installer here.
    if (!isInstaller(user)) return null;
    const company = installerCompanyOf(user);
    if (company === null) return null;
    return toBulkCommand(useBulkStore.getState().parsedData, company, locale);
  };

  /**
   * Keeps the rows on this phone, to go with the next signal, and leaves step 4 for the list.
   * `tried`: a send of them went out, so the outbox asks the server before sending again.
   */
  const keeping = useMutation({
    networkMode: 'always',
    mutationFn: async (tried: boolean) => {
      const command = commandOfRows();
      if (command === null || !user.isAuthenticated) return;
      const { keepBatch } = await import('../../../shared/outbox/keep-for-later');
      const store = useBulkStore.getState();
      await keepBatch(
        { idempotencyKey: batchKey, command, draft: { ...formDataOf(store), batchKey } },
        { accountSubject: user.subject, locale, tried },
      );
      store.clear();
      resetCheck();
      void navigate(paths.outbox(), { replace: true });
    },
  });
  // This browser keeps nothing (storage refused): the rows stay here, to send again.
  const keepFailed = keeping.isError;

  const importRows = () => {
    const { batchKey: storedKey, update } = useBulkStore.getState();
    // A key stored before this send means these rows went out with it already (the page
    // was reloaded during the send, or it failed): the server is asked before sending again.
    const resume = storedKey === batchKey;
    if (!resume) update({ batchKey });
    // Without a connection the upload would only fail: the rows wait for a signal at once.
    if (!navigator.onLine) {
      keeping.mutate(resume);
      return;
    }
    const command = commandOfRows();
    if (command !== null) send({ command, locale, resume });
  };
  const importOnArrival = useEffectEvent(importRows);

  // Sent on arrival; a send of these rows already on its way is joined (useBatchSend).
  useEffect(() => importOnArrival(), []);

  const outcome = status.kind === 'done' ? status.outcome : null;
  const unanswered = outcome?.kind === 'failed' && outcome.unanswered;
  const keepUnanswered = useEffectEvent(() => keeping.mutate(true));
  useEffect(() => {
    if (unanswered) {
      keepUnanswered();
    } else if (outcome?.kind === 'registered') {
      const { rowsKeptToFix, clear } = useBulkStore.getState();
      clear();
      resetCheck();
      const counts: BulkCounts = {
        batchId: outcome.batchId,
        registered: outcome.registered,
        alreadyRegistered: outcome.alreadyRegistered,
        keptToFix: rowsKeptToFix,
      };
      void navigate(paths.bulkFinish(), { replace: true, state: counts });
    } else if (outcome?.kind === 'invalidRows') {
      showServerErrors(outcome.errors);
      void navigate(paths.bulkStep(3), { replace: true });
    }
  }, [outcome, unanswered, resetCheck, navigate, paths]);

  // An unanswered send is being kept for later, and leaves this step, unless keeping failed.
  const settled =
    keepFailed ||
    status.kind === 'error' ||
    (outcome?.kind === 'failed' && !unanswered) ||
    outcome?.kind === 'conflict';
  if (!settled) {
    return (
      <div className={styles.sending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{t('bulk.import.progress')}</p>
        {progress && <p className={styles.progress}>{progressText(progress)}</p>}
      </div>
    );
  }
  function progressText(progress: BatchProgress): string {
    if (progress.phase === 'checking') return t('bulk.import.checkingEarlierSend');
    if (progress.phase === 'saving') return t('bulk.import.saving', { count: progress.total });
    return t('bulk.import.sent', { sent: progress.sent, count: progress.total });
  }
  const backToCheck = () => void navigate(paths.bulkStep(3));
  return (
    <FlashView
      type="error"
      // Closing the message leaves this page for the checked rows, which stay as they were.
      onClose={backToCheck}
      action={
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              keeping.reset();
              importRows();
            }}
          >
            {t('bulk.import.retry')}
          </button>
          <button type="button" className="button button-secondary" onClick={backToCheck}>
            {t('bulk.import.backToCheck')}
          </button>
        </div>
      }
    >
      {t(outcome?.kind === 'conflict' ? 'bulk.import.conflict' : 'bulk.import.failed')}
    </FlashView>
  );
}
