import { getAccessToken } from '../auth/auth-session';
import { apiRequest } from './api-client';

/**
 * Downloads the API's file at `path` (under /api) with the signed-in user's token, and hands
 * it to the browser under the name the server gives (`fallbackName` when it gives none).
 * A plain link cannot carry the token, hence the fetch.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await response.blob(), name ?? fallbackName);
}

/**
 * The query of an export that people open: the page's locale (its language and date format)
 * and the browser's time zone (registration times as the reader's clock shows them).
 */
export function exportReaderQuery(locale: string): { locale: string; timeZone: string } {
  return { locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

/** Hands a file made in the page to the browser, as a download named `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Downloads the file a POST of `body` to the API's `path` answers (a label sheet): the
 * request goes as every API call does (token, CSRF header), and a refusal is the ApiError
 * of its JSON answer, for the page to say why.
 */
export async function downloadPostedFile(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<void> {
  let file: { blob: Blob; name: string } | undefined;
  await apiRequest({
    method: 'POST',
    path,
    body,
    parse: () => undefined,
    transport: async (url, init) => {
      const response = await fetch(url, init);
      if (!response.ok) return response;
      const disposition = response.headers.get('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
      file = { blob: await response.blob(), name };
      // The file is kept here; the JSON reader sees an empty answer.
      return new Response(null, { status: response.status });
    },
  });
  if (file !== undefined) saveFile(file.blob, file.name);
}
