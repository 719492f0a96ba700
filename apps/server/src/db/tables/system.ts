import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// What the server keeps for itself: secrets every replica shares, and the demo data last written.

/** Secrets every replica must share: signing keys, cookie keys. Created once, never in code. */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the demo data (SEED_DEMO) last wrote, by a fingerprint of its content: a start whose
 * demo data is unchanged writes nothing, so it neither costs a start 0.1 s nor clears every
 * replica's look-up cache.
 */
export const demoSeeds = pgTable('demo_seeds', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
