// Reads the configuration, starts the embedded sandbox forge when no FORGE_URL is given, listens.

import { bannerLines, listenFailure } from './banner.js';
import { parseCommandLine } from './cli.js';
import { ConfigError } from './config.js';
import { probeForge, unreachableWarning } from './forge/probe.js';
import { createGatewayServer } from './http-server.js';
import { gracefulShutdown, guardProcess } from './shutdown.js';

async function main() {
  const command = parseCommandLine(process.argv.slice(2));
  if (command.kind === 'print') {
    console.log(command.text);
    return;
  }
  const { config } = command;
  // Loaded only now, so that --help and --version answer without building the schema.
  const { createGateway, EXAMPLE_QUERY } = await import('./gateway.js');
  let closeSandbox = async () => {};
  const forgeUrl = config.forgeUrl ?? (await startDemoForge((close) => (closeSandbox = close)));
  // In demo mode GraphiQL opens signed in as alice, so the examples work at once.
  const graphiqlHeaders = config.forgeUrl
    ? undefined
    : JSON.stringify({ Authorization: 'token alice-token' });
  const gateway = createGateway({ ...config, forgeUrl, graphiqlHeaders });
  // Asked once at start; the gateway serves whatever the answer (forge/probe.ts).
  void probeForge(gateway.client).then((probe) => {
    if (!probe.reachable) console.warn(unreachableWarning(forgeUrl, probe.reason));
  });
  const server = createGatewayServer(gateway.yoga, config.limits);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(listenFailure(error, config.host, config.port));
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    // WebSocket subscriptions (graphql-ws) once listening: ws would report a busy port a second time.
    gateway.live.attach(server, gateway.yoga);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `GraphQL gateway on http://${config.host}:${port}/graphql (GraphiQL in a browser), forge ${forgeUrl}`,
    );
    for (const line of bannerLines({ demo: !config.forgeUrl, corsOrigins: config.corsOrigins ?? [] })) {
      console.log(line);
    }
    console.log(`Example query:\n${EXAMPLE_QUERY}`);
  });
  const shutdown = gracefulShutdown({
    server,
    logger: gateway.logger,
    timeoutMs: config.shutdownTimeoutMs,
    release: async () => {
      await gateway.close();
      await closeSandbox();
    },
  });
  // Subscriptions end first: an open stream would otherwise hold the drain until its deadline.
  const stop = (signal: string) => {
    gateway.live.drain();
    shutdown(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  guardProcess(gateway.logger, shutdown);
}

/** The embedded sandbox forge with the demo seed, for trying the gateway without a forge. */
async function startDemoForge(onClose: (close: () => Promise<void>) => void): Promise<string> {
  const [{ startSandbox }, { DEMO_USERS }] = await Promise.all([
    import('./sandbox/server.js'),
    import('./sandbox/seed.js'),
  ]);
  const sandbox = await startSandbox();
  onClose(() => sandbox.close());
  console.log(`No FORGE_URL given: started the demo sandbox forge at ${sandbox.url}`);
  console.log('Demo users (password / token):');
  for (const user of DEMO_USERS) console.log(`  ${user.login.padEnd(6)} ${user.password} / ${user.token}`);
  return sandbox.url;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`configuration error: ${error.message}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
