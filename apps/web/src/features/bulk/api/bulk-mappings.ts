import { bulkMappingAnswerSchema, headerRowText, type BulkMapping } from '@pr/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** The key the server knows a header row by: the SHA-256 of its normalized cells. */
async function headerRowKey(cells: readonly string[]): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(headerRowText(cells)),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The mapping the signed-in installer confirmed last for this header row, if any. */
export async function rememberedMapping(
  cells: readonly string[],
  signal?: AbortSignal,
): Promise<BulkMapping | null> {
  const answer = await apiRequest({
    path: `/me/bulk-mappings/${await headerRowKey(cells)}`,
    parse: (body) => bulkMappingAnswerSchema.parse(body),
    signal,
  });
  return answer.mapping;
}

/** Remembers the mapping confirmed for this header row, for the next sheet with it. */
export async function rememberMapping(
  cells: readonly string[],
  mapping: BulkMapping,
): Promise<void> {
  await apiRequest({
    path: `/me/bulk-mappings/${await headerRowKey(cells)}`,
    method: 'PUT',
    body: { mapping },
    parse: () => undefined,
  });
}
