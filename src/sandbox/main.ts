// `npm run sandbox [-- --profile gitea-1.26|gitea-1.22|forgejo]`: the sandbox forge on SANDBOX_PORT
// (default 3000) until SIGINT or SIGTERM.
import { DEFAULT_PROFILE, isSandboxProfile, SANDBOX_PROFILES, type SandboxProfile } from './profiles.js';
import { DEMO_USERS, startSandbox } from './server.js';

function parsePort(raw: string): number | undefined {
  if (!/^\d+$/.test(raw)) return undefined;
  const port = Number(raw);
  return port <= 65535 ? port : undefined;
}

/** `--profile x` or `--profile=x`; the default profile when absent. */
function parseProfile(args: string[]): SandboxProfile | string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--profile') return args[i + 1] ?? '';
    if (arg.startsWith('--profile=')) return arg.slice('--profile='.length);
    console.error(`unknown argument ${JSON.stringify(arg)}; the sandbox takes --profile only`);
    process.exit(2);
  }
  return DEFAULT_PROFILE;
}

const profile = parseProfile(process.argv.slice(2));
if (!isSandboxProfile(profile)) {
  console.error(`--profile must be one of ${SANDBOX_PROFILES.join(', ')}, got ${JSON.stringify(profile)}`);
  process.exit(2);
}

const raw = process.env.SANDBOX_PORT ?? '3000';
const port = parsePort(raw);
if (port === undefined) {
  console.error(`SANDBOX_PORT must be a port number from 0 to 65535, got ${JSON.stringify(raw)}`);
  process.exit(2);
}

try {
  const sandbox = await startSandbox({ port, profile });
  console.log(`Sandbox forge (${profile}): ${sandbox.url}`);
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
