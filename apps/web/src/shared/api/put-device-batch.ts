import {
  bulkRegistrationResultSchema,
  type bulkRegistrationCommandSchema,
  type bulkRegistrationRowSchema,
} from '@pr/contracts';
import type { z } from '@pr/contracts/zod';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { uploadWithProgress } from './upload-with-progress';

/** The bulk registration command (docs/spec.md §3) with its rows typed as the server checks them. */
export type BulkRegistrationCommand = Omit<
  z.input<typeof bulkRegistrationCommandSchema>,
  'productRegistrations'
> & { productRegistrations: z.input<typeof bulkRegistrationRowSchema>[] };

export type BulkRegistrationResult = z.infer<typeof bulkRegistrationResultSchema>;

/**
 * Sends the bulk registration command (docs/spec.md §7 `PUT /devices/batch`). The same
 * `idempotencyKey` on a retry answers the first result instead of registering twice.
 */
export function putDeviceBatch(
  command: BulkRegistrationCommand,
  {
    idempotencyKey,
    locale,
    onProgress,
  }: {
    idempotencyKey: string;
    locale: string;
    /** Told how much of the rows is sent, from 0 to 1. */
    onProgress: (sentShare: number) => void;
  },
): Promise<BulkRegistrationResult> {
  return apiRequest({
    path: `/devices/batch?${new URLSearchParams({ locale }).toString()}`,
    method: 'PUT',
    body: command,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: (body) => bulkRegistrationResultSchema.parse(body),
    transport: uploadWithProgress((sent, total) => onProgress(sent / total)),
  });
}

/**
 * The batch stored with `idempotencyKey` (`GET /devices/batch/{key}`), or null when none
 * was: a reloaded step 4 asks before it sends its rows again.
 */
export async function getDeviceBatch(
  idempotencyKey: string,
): Promise<BulkRegistrationResult | null> {
  try {
    return await apiRequest({
      path: `/devices/batch/${encodeURIComponent(idempotencyKey)}`,
      parse: (body) => bulkRegistrationResultSchema.parse(body),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
