import { getAccessToken } from '../auth/auth-session';

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
