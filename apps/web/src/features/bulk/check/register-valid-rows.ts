import { installerCompanyOf, type BulkRowError } from '@pr/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/auth-store';
import { isInstaller } from '../../../shared/auth/current-user';
import { formDataOf } from '../../../shared/form-state/session-store';
import { useLocale } from '../../../shared/routing/use-locale';
import { usePaths } from '../../../shared/routing/use-paths';
import { useBulkStore } from '../../../shared/form-state/bulk-store';
import { toBulkCommand } from '../import/bulk-command';
import { newBatchKey } from '../../../shared/bulk-batch/new-batch-key';
import { rowErrorsOf, rowsWithErrors, useBulkCheckStore } from './check-store';

/**
 * "Enregistrer les N lignes valides" (issue 47): the rows without an error go on to the
 * import at once; the others are kept in "Envois en attente", marked with their errors, to
 * fix later. Nothing typed is lost, and a sheet with a few bad rows no longer holds up the
 * rest of the day's installations.
 */
export function useRegisterValidRows() {
  const user = useCurrentUser();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const paths = usePaths();
  return useMutation({
    // Keeping rows is local work: no signal is needed for it.
    networkMode: 'always',
    mutationFn: async () => {
      // The route guard only lets an installer of a company here.
      const company = isInstaller(user) ? installerCompanyOf(user) : null;
      if (company === null || !user.isAuthenticated) return;
      const check = useBulkCheckStore.getState();
      const store = useBulkStore.getState();
      const wrong = rowsWithErrors(check);
      const isWrong = new Set(wrong);
      const part = <T>(items: readonly T[], kept: boolean) =>
        items.filter((_, index) => isWrong.has(index) === kept);
      const keptRows = part(store.parsedData, true);
      const rowErrors: BulkRowError[] = wrong.flatMap((index, position) =>
        Object.entries(rowErrorsOf(check, index)).map(([field, code]) => ({
          row: position,
          serialNumber: store.parsedData[index]?.serialNumber ?? null,
          field: field as BulkRowError['field'],
          code,
        })),
      );
      const { keepRowsToFix } = await import('../../../shared/outbox/keep-for-later');
      await keepRowsToFix(
        {
          command: toBulkCommand(keptRows, company, locale),
          draft: {
            ...formDataOf(store),
            parsedData: keptRows,
            sourceLines: part(store.sourceLines, true),
            batchKey: '',
            rowsKeptToFix: 0,
          },
          rowErrors,
        },
        { accountSubject: user.subject, locale },
      );
      // The valid rows are a batch of their own, with a key of their own.
      store.update({
        parsedData: part(store.parsedData, false),
        sourceLines: part(store.sourceLines, false),
        batchKey: newBatchKey(),
        rowsKeptToFix: keptRows.length,
      });
      await navigate(paths.bulkStep(4));
    },
  });
}
