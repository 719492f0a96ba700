import { runtimeConfigSchema, type RuntimeConfig } from '@pr/contracts';
import { apiRequest } from './api-client';

/** Read once at start (app.tsx): the settings do not change while the page is open. */
export function getConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  return apiRequest({ path: '/config', parse: (body) => runtimeConfigSchema.parse(body), signal });
}
