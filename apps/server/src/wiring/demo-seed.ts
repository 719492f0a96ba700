import fp from 'fastify-plugin';
import { createPasswordHasher } from '../modules/accounts/passwords';
import { seedDemoData } from './demo-data/seed-demo';

/** The demo data (docs/architecture.md §8) written when SEED_DEMO asks for it. */
export const demoSeed = fp(
  async (app) => {
    const { config } = app;
    if (!config.seedDemo) return;
    await seedDemoData(app.database.db, {
      accountsStaffRole: config.oidc.embedded ? config.oidc.staffRole : null,
      passwords: createPasswordHasher(config.passwordHashCost),
    });
  },
  { name: 'demo-seed', decorators: { fastify: ['config', 'database'] } },
);
