import { runCommand, withConfiguredDatabase } from './command-line';
import { migrationsApplied } from './migration-status';

/**
 * `npm run db:migrate`: applies the migrations this release ships (opening the database
 * does, under an advisory lock shared with starting replicas) and exits, as a deployment's
 * migration job runs before the rollout.
 */
runCommand(() =>
  withConfiguredDatabase(async (db) => {
    if (!(await migrationsApplied(db))) {
      console.error('The migrations could not be applied.');
      return 1;
    }
    console.log('The database holds every migration of this release.');
    return 0;
  }),
);
