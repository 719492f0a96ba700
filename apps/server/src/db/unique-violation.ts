/** PostgreSQL's SQLSTATE for a unique constraint or index that refused a row. */
const UNIQUE_VIOLATION = '23505';

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/**
 * Whether `error` (as drizzle throws it: the driver's error, or wrapped in its `cause`) is a
 * unique violation of `constraint`. node-postgres and PGlite both name the constraint.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as DatabaseErrorFields;
    if (fields.code === UNIQUE_VIOLATION) return fields.constraint === constraint;
  }
  return false;
}
