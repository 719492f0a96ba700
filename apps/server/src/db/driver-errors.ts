/**
 * What the database drivers say when a statement fails. drizzle throws the driver's error,
 * or wraps it in its `cause`; node-postgres and PGlite both carry the SQLSTATE in `code` and
 * name the constraint.
 */
interface DriverErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/** `error` and its causes, outermost first. */
function* causes(error: unknown): Generator<Error & DriverErrorFields> {
  for (let current = error; current instanceof Error; current = current.cause) yield current;
}

/** PostgreSQL's SQLSTATE for a unique constraint or index that refused a row. */
const UNIQUE_VIOLATION = '23505';

/** Whether `error` is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const cause of causes(error)) {
    if (cause.code === UNIQUE_VIOLATION) return cause.constraint === constraint;
  }
  return false;
}

/**
 * SQLSTATEs that mean "the database cannot serve now", not "this request is wrong":
 * connection exceptions (class 08), insufficient resources such as a full disk, no memory or
 * too many connections (class 53), system and I/O errors (class 58), shutdowns and restarts
 * (57P01–57P03), and a statement that ran past the statement timeout (57014).
 */
const UNAVAILABLE_STATES = /^(08...|53...|58...|57P0[123]|57014)$/;

/** Node's socket and file-system failures on the way to the database or its data folder. */
const SYSTEM_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EIO',
  'EROFS',
]);

/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // A client of its own (LISTEN, migrations) past its connectionTimeoutMillis.
  'timeout expired',
  'Query read timeout',
  'Client has encountered a connection error',
  'PGlite is closed',
];

/** Whether `error` means the database is out of reach for now: 503 and a retry, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const { code, message } = cause;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SYSTEM_FAILURES.has(code))) {
      return true;
    }
    // PGlite runs PostgreSQL in WebAssembly: an abort there, or a failing call of its file
    // system, means the embedded database cannot serve, whatever the request was.
    // (WebAssembly's RuntimeError, and Emscripten's ErrnoError).
    if (cause.name === 'RuntimeError' || cause.name === 'ErrnoError') return true;
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}
