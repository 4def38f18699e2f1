// GraphiQL's files, copied beside the bundle's chunks with the versions they came from, so the
// bundle serves them without GraphiQL's packages installed (src/graphiql/assets.ts reads them there).

import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import {
  BUNDLED_ASSETS,
  BUNDLED_VERSIONS,
  GRAPHIQL_FILES,
  packagedPath,
  packagedVersions,
} from '../../src/graphiql/assets.js';

export function copyGraphiQLAssets(outdir: URL): void {
  const target = new URL(BUNDLED_ASSETS, outdir);
  mkdirSync(target, { recursive: true });
  for (const name of Object.keys(GRAPHIQL_FILES)) copyFileSync(packagedPath(name), new URL(name, target));
  writeFileSync(new URL(BUNDLED_VERSIONS, target), `${JSON.stringify(packagedVersions())}\n`);
}
