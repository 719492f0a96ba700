import { useEffect, useState } from 'react';
import { useBulkCheckStore } from './check-store';

/**
 * The checks of step 3 under way: the full check's run, which increases with every full check
 * and when stopped so an abandoned check stops writing, and the waiting re-validation of each
 * edited cell ('row:kind').
 */
export interface CheckRuns {
  current: () => number;
  timers: Map<string, ReturnType<typeof setTimeout>>;
  /** Stops the full check and the waiting re-validations. */
  cancel: () => void;
}

function createCheckRuns(): CheckRuns {
  let run = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    current: () => run,
    timers,
    cancel: () => {
      run += 1;
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}

/**
 * The runs of the mounted step 3. Leaving it (unmounting) stops the full check and the waiting
 * re-validations; the edits are already stored and the next visit checks every row again.
 */
export function useCheckRuns(): CheckRuns {
  const [runs] = useState(createCheckRuns);
  useEffect(
    () => () => {
      runs.cancel();
      useBulkCheckStore.setState({ pending: new Set() });
    },
    [runs],
  );
  return runs;
}
