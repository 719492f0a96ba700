// `npm run docs:glossary`: writes the glossary section of docs/translating.md from
// apps/web/src/i18n/style/glossary.json, the data the catalogs' style check reads.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withGlossary } from '../apps/web/src/i18n/style/glossary-document.ts';

const file = fileURLToPath(new URL('../docs/translating.md', import.meta.url));
writeFileSync(file, withGlossary(readFileSync(file, 'utf8')));
