import path from 'node:path';
import { runCommand, withConfiguredDatabase } from '../../db/command-line';
import { importCatalog } from './import-catalog';

/** `npm run catalog:import -- <files…>`: exit 0 when imported, 1 when any row is invalid. */
async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error(
      'Usage: npm run catalog:import -- <products.csv|devices.csv|incentives.csv|catalog.json> …',
    );
    return 2;
  }
  return withConfiguredDatabase(async (db) => {
    const started = performance.now();
    const result = await importCatalog(db, files);
    if (!result.ok) {
      for (const error of result.errors) {
        console.error(`${error.file}:${error.line}: ${error.message}`);
      }
      console.error(`Nothing imported: ${result.errors.length} invalid row(s).`);
      return 1;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Imported ${result.products} products, ${result.devices} devices, ${result.incentives} incentives in ${seconds.toFixed(1)} s.`,
    );
    return 0;
  });
}

runCommand(() => main(process.argv.slice(2).map((file) => path.resolve(file))));
