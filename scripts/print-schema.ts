// Writes schema/schema.graphql (sorted SDL). `--check` exits non-zero when the file is stale.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedSchema } from '../src/graphql/printed-schema.js';

const target = fileURLToPath(new URL('../schema/schema.graphql', import.meta.url));
const current = printedSchema();

if (process.argv.includes('--check')) {
  const onDisk = readFileSync(target, 'utf8');
  if (onDisk !== current) {
    console.error('schema/schema.graphql is stale: run `npm run schema`');
    process.exit(1);
  }
} else {
  writeFileSync(target, current);
  console.log(`wrote ${target}`);
}
