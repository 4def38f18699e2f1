// The gateway's command (`npm start` runs it as dist/main.js, bundled by scripts/build.ts).

import { startFromCommandLine } from './run.js';

void startFromCommandLine();
