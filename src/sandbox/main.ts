// `npm run sandbox`: the sandbox forge on SANDBOX_PORT (default 3000) until SIGINT or SIGTERM.
import { DEMO_USERS, startSandbox } from './server.js';

function parsePort(raw: string): number | undefined {
  if (!/^\d+$/.test(raw)) return undefined;
  const port = Number(raw);
  return port <= 65535 ? port : undefined;
}

const raw = process.env.SANDBOX_PORT ?? '3000';
const port = parsePort(raw);
if (port === undefined) {
  console.error(`SANDBOX_PORT must be a port number from 0 to 65535, got ${JSON.stringify(raw)}`);
  process.exit(2);
}

try {
  const sandbox = await startSandbox({ port });
  console.log(`Sandbox forge: ${sandbox.url}`);
  console.log('Demo accounts (login / password / token):');
  for (const user of DEMO_USERS)
    console.log(`  ${user.login.padEnd(6)} ${user.password.padEnd(15)} ${user.token}`);
  console.log(`Call log: ${sandbox.origin}/_sandbox/calls`);
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  console.error(`Sandbox forge could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
