// The entry of the gateway's start-up snapshot (scripts/build/snapshot.ts): run once by
// `node --build-snapshot` at build time, which evaluates the modules and builds the schema (Pothos and
// graphql's objects), and keeps the resulting heap in dist/main.blob. `npm start` then starts
// `node --snapshot-blob dist/main.blob`: Node deserializes that heap instead of compiling the bundle and
// building the schema again, and runs the function given here, which reads the configuration and
// listens as dist/main.js does. Nothing that holds a handle (sockets, timers, the forge pool) or that
// depends on the environment is made here: all of that is made by startFromCommandLine at run time.

import { startupSnapshot } from 'node:v8';
import '../server/gateway.js';
import { startFromCommandLine } from './run.js';

startupSnapshot.setDeserializeMainFunction(() => {
  // Started by the package's command (bin/forge-graphql-gateway.js), which waits for this process:
  // when that command is gone, this gateway shuts down as on SIGTERM rather than run on unattended.
  // The channel itself keeps no process alive: `--version` still exits once printed.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.channel?.unref();
  void startFromCommandLine();
});
