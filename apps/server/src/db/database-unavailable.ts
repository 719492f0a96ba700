/**
 * SQLSTATEs that mean "the database cannot serve now", not "this request is wrong":
 * connection exceptions (class 08), shutdowns and restarts (57P01–57P03), too many
 * connections (53300), and a statement that ran past the statement timeout (57014).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;

/** Node's socket failures on the way to the database. */
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'PGlite is closed',
];

/**
 * Whether `error` (as drizzle throws it: the driver's error, or wrapped in its `cause`) means
 * the database is out of reach for now, so the answer is 503 and a retry, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_FAILURES.has(code))) {
      return true;
    }
    if (
      UNAVAILABLE_MESSAGES.some(
        (text) => current instanceof Error && current.message.includes(text),
      )
    ) {
      return true;
    }
  }
  return false;
}
