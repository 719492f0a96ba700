import { create } from 'zustand';

/** Where the send of a batch stands, beyond "on its way": what step 4 says under its spinner. */
export type BatchProgress =
  /** Asking the server whether an earlier send of these rows was stored (after a reload). */
  | { phase: 'checking' }
  /** The rows going up: `sent` of `total`, counted from the bytes sent. */
  | { phase: 'sending'; sent: number; total: number }
  /** All rows sent; the server stores them in one transaction. */
  | { phase: 'saving'; total: number };

interface BatchProgressState {
  /** By Idempotency-Key: a send joined after a remount shows its own progress. */
  byKey: Record<string, BatchProgress>;
  report: (key: string, progress: BatchProgress) => void;
}

export const useBatchProgressStore = create<BatchProgressState>()((set) => ({
  byKey: {},
  report: (key, progress) => set(({ byKey }) => ({ byKey: { ...byKey, [key]: progress } })),
}));

/** The progress of the send of the batch with `key`, if one was reported. */
export function useBatchProgress(key: string): BatchProgress | undefined {
  return useBatchProgressStore((state) => state.byKey[key]);
}
