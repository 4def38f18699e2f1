// Writes operations/manifest.json: the persisted operations the gateway accepts by hash (and, with
// --persisted-only, the only ones it accepts). `--check` exits non-zero when the file is stale.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exampleFiles } from '../src/graphiql/examples.js';
import { buildManifest, MANIFEST_PATH, manifestText } from '../src/persisted/manifest.js';

const target = fileURLToPath(MANIFEST_PATH);
const current = manifestText(buildManifest(exampleFiles()));

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== current) {
    console.error('operations/manifest.json is stale: run `npm run operations:manifest`');
    process.exit(1);
  }
} else {
  writeFileSync(target, current);
  console.log(`wrote ${target}`);
}
