// `npm run bench`: every benchmark in sequence (they must not compete for the two cores).
import { execFileSync } from 'node:child_process';

for (const bench of [
  'landing-bundle-size.ts',
  'cold-start.ts',
  'lookup-throughput.ts',
  'catalog-import.ts',
  'batch-registration.ts',
  'webhook-delivery.ts',
  'bulk-check-browser.ts',
]) {
  console.log(`\n# ${bench}`);
  execFileSync(process.execPath, ['--import', 'tsx', bench], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  });
}
