/** The code of an answer that is not the API's error JSON (a gateway's page, say). */
export const UNEXPECTED_RESPONSE = 'unexpected-response';

/** A failed API call: the server's `{ code, message }` answer, or a transport failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * Whether a failed call got no answer from the app: no connection (status 0), or a gateway
 * between the phone and the server that could not reach it (its own page, not the API's
 * JSON). Sent again later, it may succeed.
 */
export function isUnanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return true;
  return [502, 503, 504].includes(error.status) && error.code === UNEXPECTED_RESPONSE;
}
