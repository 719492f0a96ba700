import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from './client';

/** Runs a command-line task against the configured database, closing it afterwards. */
export async function withConfiguredDatabase<T>(
  task: (db: Database, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    return await task(database.db, config);
  } finally {
    await database.close();
  }
}

/** Exits with the command's code; a bad configuration is one clear line and exit 1. */
export function runCommand(command: () => Promise<number>): void {
  command().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
