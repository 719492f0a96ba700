import { sql, type Column } from 'drizzle-orm';

/**
 * An owner's whole name, "first last", as the name filter searches it: the trigram index is on
 * this expression (pg_trgm), so a search comparing with it uses the index.
 */
export const ownerName = (first: Column, last: Column) =>
  sql`(coalesce(${first}, '') || ' ' || coalesce(${last}, ''))`;
