// `npm run docs:config`: writes the variable tables of docs/configuration.md from the
// descriptions in the server's configuration schema (run with tsx: the schema is TypeScript).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configurationDocument } from '../apps/server/src/config-reference.ts';

const file = fileURLToPath(new URL('../docs/configuration.md', import.meta.url));
writeFileSync(file, await configurationDocument(file));
