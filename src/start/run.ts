// Reads the configuration, starts the embedded sandbox forge when no FORGE_URL is given, listens. Run
// by main.ts (the bundle dist/main.js) and by snapshot.ts (the same, from a start-up snapshot).

import { createSecureContext } from 'node:tls';
import { probeForge, unreachableWarning } from '../forge/instance/probe.js';
import { startTracing } from '../observability/tracing.js';
import { createGatewayServer, type TlsCredentials } from '../server/http-server.js';
import { bannerLines, listenFailure } from './banner.js';
import { parseCommandLine } from './cli.js';
import { ConfigError } from './config.js';
import {
  connectDemoSystemHook,
  DEMO_LIVE_REPOSITORY,
  demoLiveSettings,
  enableDemoLiveUpdates,
  ownOrigin,
} from './demo-live.js';
import { gracefulShutdown, guardProcess } from './shutdown.js';
import { readTlsFiles, type TlsFiles } from './tls-config.js';
import { applyV8Flags } from './v8-flags.js';

async function main() {
  const command = parseCommandLine(process.argv.slice(2));
  if (command.kind === 'print') {
    console.log(command.text);
    return;
  }
  const { config } = command;
  applyV8Flags();
  // Loaded only now, so that --help and --version answer without building the schema.
  const { createGateway, EXAMPLE_QUERY } = await import('../server/gateway.js');
  // The OpenTelemetry SDK is loaded only when the OTEL_* variables ask for traces (observability/tracing.ts).
  const tracing = await startTracing(process.env);
  let closeSandbox = async () => {};
  const demoForge = config.forgeUrl ? undefined : await startDemoForge((close) => (closeSandbox = close));
  const forgeUrl = config.forgeUrl ?? demoForge?.url ?? '';
  // The demo's site admin checks reviews for pending ones (FORGE_ADMIN_TOKEN) and makes the system hook.
  const adminToken = (config.cache ? config.cache.adminToken : undefined) ?? demoForge?.adminToken;
  // In demo mode GraphiQL opens signed in as alice, so the examples work at once.
  const graphiqlHeaders = config.forgeUrl
    ? undefined
    : JSON.stringify({ Authorization: 'token alice-token' });
  const demo = !config.forgeUrl;
  // In demo mode live updates are on: the sandbox's hooks deliver to this gateway (demo-live.ts).
  const live = demo ? demoLiveSettings(config.live) : config.live;
  const cache = config.cache && { ...config.cache, ...(adminToken ? { adminToken } : {}) };
  const gateway = createGateway({ ...config, cache, forgeUrl, graphiqlHeaders, live, tracing });
  // Asked once at start; the gateway serves whatever the answer (forge/instance/probe.ts).
  void probeForge(gateway.client).then((probe) => {
    if (!probe.reachable) console.warn(unreachableWarning(forgeUrl, probe.reason));
  });
  const server = createGatewayServer(gateway.handler, config.limits, tlsCredentials(config.tls));
  const scheme = config.tls ? 'https' : 'http';
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(listenFailure(error, config.host, config.port));
    process.exit(1);
  });
  server.listen(config.port, config.host, async () => {
    // WebSocket subscriptions (graphql-ws) once listening: ws would report a busy port a second time.
    gateway.live.attach(server, gateway.yoga);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // The demo's hook points at this gateway, whose port is known only now; the banner waits for it,
    // so that the gateway announced is one whose live updates are on.
    const liveUpdates = demo
      ? {
          repository: `${DEMO_LIVE_REPOSITORY.owner}/${DEMO_LIVE_REPOSITORY.repo}`,
          answer: await enableDemoLiveUpdates(
            gateway,
            ownOrigin(config.host, port, scheme),
            await manifest(),
          ),
        }
      : undefined;
    // the banner's cache mode is the one this makes (demo-live.ts)
    if (demo && adminToken) await connectDemoSystemHook(gateway, adminToken);
    console.log(
      `GraphQL gateway on ${scheme}://${config.host}:${port}/graphql (GraphiQL in a browser), forge ${forgeUrl}`,
    );
    const banner = bannerLines({
      demo,
      corsOrigins: config.corsOrigins ?? [],
      tls: Boolean(config.tls),
      persistedOnly: config.persistedOnly,
      federation: config.federation,
      demoQuery: EXAMPLE_QUERY,
      persistedExample: config.persistedOnly ? await persistedExample() : undefined,
      liveUpdates,
      cacheMode: gateway.client.cache?.mode ?? 'off',
      pendingReviewsChecked: Boolean(gateway.client.cache?.options.adminToken),
    });
    for (const line of banner) console.log(line);
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

/** The certificate and key of TLS_CERT and TLS_KEY, read once; a bad PEM stops the start as a bad value does. */
function tlsCredentials(files: TlsFiles | undefined): TlsCredentials | undefined {
  if (!files) return undefined;
  const credentials = readTlsFiles(files);
  try {
    createSecureContext(credentials);
  } catch (error) {
    throw new ConfigError(`TLS_CERT and TLS_KEY are no certificate and its key: ${(error as Error).message}`);
  }
  return credentials;
}

/** operations/manifest.json (the persisted operations), read when the banner needs it. */
async function manifest() {
  const { readManifest } = await import('../persisted/manifest.js');
  return readManifest();
}

/** The operation a persisted-only gateway names in its banner: the first query without variables. */
async function persistedExample() {
  const queries = (await manifest())?.operations.filter((operation) => operation.type === 'query') ?? [];
  return queries.find((operation) => !operation.body.includes('$')) ?? queries[0];
}

/** The embedded sandbox forge with the demo seed, for trying the gateway without a forge, and its admin's token. */
async function startDemoForge(
  onClose: (close: () => Promise<void>) => void,
): Promise<{ url: string; adminToken: string | undefined }> {
  const [{ startSandbox }, { DEMO_USERS }] = await Promise.all([
    import('../sandbox/server.js'),
    import('../sandbox/seed/demo.js'),
  ]);
  const sandbox = await startSandbox();
  onClose(() => sandbox.close());
  console.log(`No FORGE_URL given: started the demo sandbox forge at ${sandbox.url}`);
  console.log('Demo users (password / token):');
  for (const user of DEMO_USERS) console.log(`  ${user.login.padEnd(6)} ${user.password} / ${user.token}`);
  return { url: sandbox.url, adminToken: DEMO_USERS.find((user) => user.login === 'admin')?.token };
}

/** Starts the gateway as its command line and environment say; a configuration error exits with 2. */
export function startFromCommandLine(): Promise<void> {
  return main().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(`configuration error: ${error.message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  });
}
