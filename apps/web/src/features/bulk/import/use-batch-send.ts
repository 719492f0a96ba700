import {
  useMutation,
  useMutationState,
  useQueryClient,
  type Mutation,
  type MutationState,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { BulkRegistrationCommand } from '../../../shared/api/put-device-batch';
import { sendBatch, type SendOutcome } from '../../../shared/bulk-batch/send-batch';

interface BatchSendInput {
  command: BulkRegistrationCommand;
  locale: string;
  /** These rows may have been sent before with this key: ask the server first. */
  resume: boolean;
}

/** The mutation key of every send of one batch: its Idempotency-Key. */
export const batchSendKey = (idempotencyKey: string) =>
  ['bulk', 'batch-send', idempotencyKey] as const;

/** Where the send of a batch stands, as bulk step 4 shows it. */
export type BatchSendStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** The send ended with a failure that is not an answer (e.g. a response that is not JSON). */
  | { kind: 'error' }
  | { kind: 'done'; outcome: SendOutcome };

function statusOf(
  state: MutationState<SendOutcome, Error, BatchSendInput> | undefined,
): BatchSendStatus {
  if (state === undefined || state.status === 'idle') return { kind: 'idle' };
  if (state.status === 'pending') return { kind: 'sending' };
  // A success always carries the outcome sendBatch returned; without one it is no answer.
  if (state.status === 'error' || state.data === undefined) return { kind: 'error' };
  return { kind: 'done', outcome: state.data };
}

/**
 * The send of the batch with `idempotencyKey` as a mutation in the app's query cache, one at
 * a time: `send` joins a send of this key that is on its way (step 4 mounted again, the
 * double effect of StrictMode) instead of sending again, and the status is read from the
 * cache, so a remounted step 4 shows the send it joined. Across tabs, the server's
 * Idempotency-Key answers the second send with the first batch. Leaving step 4 forgets a
 * settled send, so the next arrival sends again.
 */
export function useBatchSend(idempotencyKey: string) {
  const client = useQueryClient();
  const mutationKey = useMemo(() => batchSendKey(idempotencyKey), [idempotencyKey]);
  const { mutate } = useMutation({
    mutationKey,
    // Sent without a signal too, to fail and be kept: a paused send would spin for ever.
    networkMode: 'always',
    mutationFn: ({ command, locale, resume }: BatchSendInput) =>
      sendBatch(command, idempotencyKey, { locale, resume }),
  });
  const states = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => (mutation as Mutation<SendOutcome, Error, BatchSendInput>).state,
  });

  const forgetSettled = useCallback(() => {
    const cache = client.getMutationCache();
    for (const mutation of cache.findAll({ mutationKey, exact: true })) {
      if (mutation.state.status !== 'pending') cache.remove(mutation);
    }
  }, [client, mutationKey]);

  const send = useCallback(
    (input: BatchSendInput) => {
      const cache = client.getMutationCache();
      if (cache.find({ mutationKey, exact: true, status: 'pending' }) !== undefined) return;
      forgetSettled();
      mutate(input);
    },
    [client, mutationKey, forgetSettled, mutate],
  );

  useEffect(() => forgetSettled, [forgetSettled]);

  return { send, status: statusOf(states.at(-1)) };
}
