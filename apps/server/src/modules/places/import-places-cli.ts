import path from 'node:path';
import { parseArgs } from 'node:util';
import { splitLocale } from '@pr/contracts';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { importPlaces, PlacesImportError } from './import-places';

const USAGE =
  'Usage: npm run places:import -- [--country CC] [--language xx] <ban.csv|openaddresses.csv> …';

/** `npm run places:import -- <files…>`: 0 when loaded, 1 when a file cannot be, 2 for bad usage. */
async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { country: { type: 'string' }, language: { type: 'string' } },
  });
  if (positionals.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    for (const file of positionals.map((name) => path.resolve(name))) {
      const started = performance.now();
      const result = await importPlaces(database.db, file, {
        ...(values.country ? { country: values.country } : {}),
        language: values.language ?? splitLocale(config.defaultLocale).language,
      });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${file} (${result.format}): ${result.imported} addresses loaded, ${result.skipped} rows skipped, in ${seconds.toFixed(1)} s.`,
      );
      for (const example of result.examples) {
        console.log(`  ${file}:${example.line}: skipped, ${example.reason}`);
      }
    }
    return 0;
  } catch (error) {
    if (!(error instanceof PlacesImportError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
