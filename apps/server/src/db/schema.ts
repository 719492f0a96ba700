/**
 * Every table of the database, as drizzle (client.ts) and drizzle-kit (drizzle.config.ts,
 * `npm run db:generate`) read them; each area's tables are in a file of tables/.
 */
export * from './tables/bulk';
export * from './tables/catalog';
export * from './tables/companies';
export * from './tables/consents';
export * from './tables/identity';
export * from './tables/integrations';
export * from './tables/mail-outbox';
export * from './tables/normalized-email';
export * from './tables/owner-name';
export * from './tables/places';
export * from './tables/points';
export * from './tables/recalls';
export * from './tables/registrations';
export * from './tables/registration-summaries';
export * from './tables/reviews';
export * from './tables/staff-actions';
export * from './tables/system';
export * from './tables/telemetry';
export * from './tables/transfers';
