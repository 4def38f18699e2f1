// The production bundle (dist/main.js), built at most once per test run and only for the suites
// that start it (test/helpers/shipped.ts): the first of them builds it as `npm run build` does, the
// others (in other worker processes) wait for that build. A bundle newer than every file it is built
// from is kept (prestart's rule), and so is its start-up snapshot (dist/main.blob) while it was
// built by this node.

import { mkdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { blobIsCurrent, buildBlob } from '../../bin/snapshot-blob.mjs';
import { buildProduction } from '../../scripts/build.js';
import { bundleIsCurrent } from '../../scripts/prestart.mjs';

const LOCK = fileURLToPath(new URL('../../dist.lock/', import.meta.url));
/** A lock older than this was left by a run that died while building. */
const STALE_LOCK_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
    } catch {
      // released meanwhile
    }
    return false;
  }
}

let ready: Promise<void> | undefined;

const DIST = new URL('../../dist/', import.meta.url);
const current = () => bundleIsCurrent() && blobIsCurrent(DIST);

/** Resolves once dist/main.js and dist/main.blob are built from the current sources. */
export function ensureBundle(): Promise<void> {
  ready ??= (async () => {
    for (;;) {
      if (current()) return;
      if (tryLock()) {
        try {
          if (!bundleIsCurrent()) await buildProduction();
          else if (!blobIsCurrent(DIST)) {
            const failure = buildBlob(DIST);
            if (failure) throw new Error(failure);
          }
        } finally {
          rmSync(LOCK, { recursive: true, force: true });
        }
        return;
      }
      await sleep(100);
    }
  })();
  return ready;
}
