// The package's root directory, for files that ship beside the code (operations/, package.json): the
// nearest directory above this module that holds package.json. This module sits at a different depth
// as a source (src/start/) and when bundled (dist/), so the root is found, not counted.

import { existsSync } from 'node:fs';

function packageRootOf(module: URL): URL {
  for (let directory = new URL('./', module); ; directory = new URL('../', directory)) {
    if (existsSync(new URL('package.json', directory))) return directory;
    if (directory.pathname === '/') throw new Error(`no package.json above ${module.pathname}`);
  }
}

export const PACKAGE_ROOT = packageRootOf(new URL(import.meta.url));
