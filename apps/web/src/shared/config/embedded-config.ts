import { EMBEDDED_CONFIG_ID, type RuntimeConfig } from '@pr/contracts';

/**
 * The runtime config the server wrote into the page, so the first render needs no request;
 * null when the page came without it (the Vite dev server). Not validated again: the same
 * server that validated it at start wrote it into this page.
 */
export function readEmbeddedConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById(EMBEDDED_CONFIG_ID)?.textContent ?? '';
  return text === '' ? null : (JSON.parse(text) as RuntimeConfig);
}
