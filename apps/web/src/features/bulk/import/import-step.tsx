import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/auth-store';
import { installerCompanyOf } from '@pr/contracts';
import { isInstaller } from '../../../shared/auth/current-user';
import { FlashView } from '../../../shared/flash/flash-view';
import { useBulkStore } from '../bulk-store';
import { useLocale } from '../../../shared/routing/use-locale';
import { usePaths } from '../../../shared/routing/use-paths';
import { newBatchKey } from '../check/batch-key';
import { showServerErrors, useBulkCheckStore } from '../check/check-store';
import { toBulkCommand } from './bulk-command';
import { sendBatch, type SendOutcome } from './send-batch';
import styles from './import-step.module.css';

type ImportState = 'sending' | 'failed' | 'conflict';

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
  const company = useMemo(() => (isInstaller(user) ? installerCompanyOf(user) : null), [user]);
  const [state, setState] = useState<ImportState>('sending');

  const startImport = useCallback(() => {
    const { parsedData, batchKey, update } = useBulkStore.getState();
    // The rows keep their key across reloads and retries (the bulkData of docs/spec.md §3).
    const key = batchKey === '' ? newBatchKey() : batchKey;
    if (batchKey === '') update({ batchKey: key });
    // The route guard only lets an installer here.
    return company === null
      ? Promise.resolve(null)
      : sendBatch(toBulkCommand(parsedData, company, locale), key, locale);
  }, [company, locale]);

  const settle = useCallback(
    (outcome: SendOutcome | null) => {
      if (outcome === null) return;
      switch (outcome.kind) {
        case 'registered':
          useBulkStore.getState().clear();
          useBulkCheckStore.getState().reset();
          void navigate(paths.bulkFinish(), { replace: true });
          return;
        case 'invalidRows':
          showServerErrors(outcome.errors);
          void navigate(paths.bulkStep(3), { replace: true });
          return;
        default:
          setState(outcome.kind);
      }
    },
    [navigate, paths],
  );

  // Sent on arrival; a second start joins the send in flight (sendBatch).
  useEffect(() => {
    let live = true;
    void startImport().then((outcome) => {
      if (live) settle(outcome);
    });
    return () => {
      live = false;
    };
  }, [startImport, settle]);

  const retry = () => {
    setState('sending');
    void startImport().then(settle);
  };

  if (state === 'sending') {
    return (
      <div className={styles.sending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{t('bulk.import.progress')}</p>
      </div>
    );
  }
  const backToCheck = () => void navigate(paths.bulkStep(3));
  return (
    <FlashView
      type="error"
      // Closing the message leaves this page for the checked rows, which stay as they were.
      onClose={backToCheck}
      action={
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('bulk.import.retry')}
          </button>
          <button type="button" className="button button-secondary" onClick={backToCheck}>
            {t('bulk.import.backToCheck')}
          </button>
        </div>
      }
    >
      {t(state === 'conflict' ? 'bulk.import.conflict' : 'bulk.import.failed')}
    </FlashView>
  );
}
