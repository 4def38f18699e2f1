// vitest's global set-up: the production bundle (dist/main.js, what `npm start` and the installed
// command run) is built once per test run, before any file starts, so the suites that drive the
// shipped gateway (test/helpers/shipped.ts) test what users run. A bundle newer than every file it is
// built from is kept (prestart's rule), which makes a run of one file cheap.

import { buildProduction } from '../../scripts/build.js';
import { bundleIsCurrent } from '../../scripts/prestart.mjs';

export default async function buildBundle(): Promise<void> {
  if (bundleIsCurrent()) return;
  await buildProduction();
}
