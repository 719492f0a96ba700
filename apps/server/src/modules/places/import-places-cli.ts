import path from 'node:path';
import { parseArgs } from 'node:util';
import { splitLocale } from '@pr/contracts';
import { runCommand, withConfiguredDatabase } from '../../db/command-line';
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
  return withConfiguredDatabase(async (db, config) => {
    try {
      for (const file of positionals.map((name) => path.resolve(name))) {
        const started = performance.now();
        const result = await importPlaces(db, file, {
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
    }
  });
}

runCommand(() => main(process.argv.slice(2)));
