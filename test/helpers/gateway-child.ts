// A gateway (with its sandbox forge) in a child process of its own, forked by a test that needs a
// fresh Node process, e.g. to see which of Node's own modules the gateway loads. It answers IPC
// messages: `{ check: 'node-fetch' }` → whether Node's own fetch (its internal undici) is loaded.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '../../src/sandbox/server.js';
import { createGateway } from '../../src/server/gateway.js';

const sandbox = await startSandbox();
const gateway = createGateway({
  forgeUrl: sandbox.url,
  logLevel: 'silent',
  live: { webhookSecret: 'test-secret', publicUrl: 'http://127.0.0.1' },
});
const server = createServer(gateway.handler);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
gateway.live.attach(server, gateway.yoga);

const nodeFetchLoaded = () =>
  (process as unknown as { moduleLoadList: string[] }).moduleLoadList.some((name) =>
    name.includes('internal/deps/undici'),
  );

process.on('message', (message: { check?: string; stop?: boolean }) => {
  if (message.check === 'node-fetch') process.send?.({ nodeFetchLoaded: nodeFetchLoaded() });
  if (message.stop) {
    server.closeAllConnections();
    server.close();
    void gateway
      .close()
      .then(() => sandbox.close())
      .then(() => process.exit(0));
  }
});
process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
