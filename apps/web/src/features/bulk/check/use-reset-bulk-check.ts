import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBulkCheckStore } from './check-store';
import { forgetValidationAnswers } from './validation-cache';

/**
 * Forgets everything step 3 knows about the rows, the server's answers included: new data
 * was pasted or mapped, or the rows were registered.
 */
export function useResetBulkCheck(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    useBulkCheckStore.getState().reset();
    forgetValidationAnswers(queryClient);
  }, [queryClient]);
}
