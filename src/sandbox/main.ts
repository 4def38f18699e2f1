// `npm run sandbox [-- --port 3000 --host 127.0.0.1 --profile gitea-1.26|gitea-1.22|forgejo]`: the sandbox
// forge alone (port and host also from SANDBOX_PORT and SANDBOX_HOST; a flag wins) until SIGINT or SIGTERM.
import { parseSandboxCommandLine, SandboxArgumentError } from './command-line.js';
import { DEMO_USERS, startSandbox } from './server.js';

function commandLine() {
  try {
    return parseSandboxCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof SandboxArgumentError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

const { port, host, profile } = commandLine();

try {
  const sandbox = await startSandbox({ port, host, profile });
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
