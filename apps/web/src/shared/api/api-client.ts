import { apiErrorSchema, CSRF_HEADER } from '@pr/contracts';
import { getAccessToken } from '../auth/auth-session';
import { reportProblem } from '../telemetry/report-problem';
import { ApiError, UNEXPECTED_RESPONSE } from './api-error';
import { readCsrfToken } from './csrf-token';

/** Parses an answer body; the endpoint files pass their contract schema's `parse`. */
export type ParseBody<T> = (body: unknown) => T;

export interface ApiRequest<T> {
  path: string;
  parse: ParseBody<T>;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Extra request headers, such as an endpoint's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** What sends the request, `fetch` unless told (an upload that reports its progress). */
  transport?: (url: string, init: RequestInit) => Promise<Response>;
}

const API_BASE = '/api';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.details)
    : new ApiError(status, UNEXPECTED_RESPONSE, `Unexpected answer with status ${status}`);
}

/**
 * The one way the SPA calls its API: JSON in and out, the signed-in user's access token,
 * the CSRF double-submit header on unsafe methods, and every failure turned into an
 * `ApiError` and reported.
 */
export async function apiRequest<T>({
  path,
  parse,
  method = 'GET',
  body,
  headers: extraHeaders = {},
  signal,
  transport = fetch,
}: ApiRequest<T>): Promise<T> {
  const headers = new Headers({ ...extraHeaders, Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (!SAFE_METHODS.has(method)) {
    const csrfToken = readCsrfToken();
    if (csrfToken !== undefined) headers.set(CSRF_HEADER, csrfToken);
  }
  const accessToken = await getAccessToken();
  if (accessToken !== null) headers.set('Authorization', `Bearer ${accessToken}`);

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted === true) throw cause;
    const error = new ApiError(0, 'network', `${method} ${path} could not be sent`);
    reportProblem({ kind: 'request-failed', detail: error.message });
    throw error;
  }

  const json = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, json);
    reportProblem({
      kind: 'request-failed',
      detail: `${method} ${path} → ${response.status} ${error.code}`,
    });
    throw error;
  }
  try {
    return parse(json);
  } catch {
    const error = new ApiError(
      response.status,
      'invalid-response',
      `${method} ${path} answered an unexpected shape`,
    );
    reportProblem({ kind: 'request-failed', detail: error.message });
    throw error;
  }
}
