import { sql, type Column } from 'drizzle-orm';

/**
 * The SQL form of normalizeEmail (@pr/contracts) over a stored address, which was trimmed
 * when it was stored: the e-mail indexes are on it, so a look-up comparing with it uses them.
 */
export const normalizedEmail = (column: Column) => sql`lower(${column})`;
