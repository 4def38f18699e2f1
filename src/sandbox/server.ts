// startSandbox: the simulated Gitea REST API over real HTTP on a loopback port.
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { SandboxRuntime } from './http/context.js';
import { handleControl } from './http/control.js';
import { API_PREFIX, ApiDispatcher, type CallLogEntry } from './http/dispatch.js';
import { jsonReply, pageNotFound, type Reply } from './http/errors.js';
import { FaultState, type Faults } from './http/faults.js';
import { DEFAULT_PROFILE, profileTraits, type SandboxProfile } from './http/profiles.js';
import { send } from './http/respond.js';
import { normalisePath } from './http/router.js';
import { Store } from './model/store.js';
import { seedDemo } from './seed/demo.js';
import { type DeliveryRecord, deliveryLog, settleDeliveries } from './webhooks/deliver.js';

export type { CallLogEntry } from './http/dispatch.js';
export type { Faults } from './http/faults.js';
export { SANDBOX_PROFILES, type SandboxProfile } from './http/profiles.js';
export type * from './model/records.js';
export { Access } from './model/records.js';
export type { Store } from './model/store.js';
export { DEMO_USERS, seedDemo } from './seed/demo.js';
export type { DeliveryRecord } from './webhooks/deliver.js';

export interface SandboxOptions {
  /** default 0 (a free port) */
  port?: number;
  /** default '127.0.0.1' */
  host?: string;
  /** default seedDemo */
  seed?: (store: Store) => void;
  /** DELETE .../assignees enabled (default true); false → plain-text 404 like real Gitea */
  assigneesRoute?: boolean;
  /** contents-ext route enabled (default true); false → plain-text 404 like Gitea < 1.25 */
  contentsExt?: boolean;
  /** the forge to stand for (profiles.ts): 'gitea-1.26' (default), 'gitea-1.22' or 'forgejo' */
  profile?: SandboxProfile;
}

export interface Sandbox {
  /** API base, 'http://127.0.0.1:<port>/api/v1' */
  url: string;
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  store: Store;
  /** every request to /api/v1 in arrival order (not /_sandbox) */
  calls: CallLogEntry[];
  clearCalls(): void;
  faults: Faults;
  /** every webhook delivery the sandbox queued, in order (area live: see webhooks/deliver.ts) */
  deliveries: DeliveryRecord[];
  /** resolves once every delivery queued so far has been answered or failed */
  settleDeliveries(): Promise<void>;
  /** mutable at runtime */
  options: Required<Pick<SandboxOptions, 'assigneesRoute' | 'contentsExt'>>;
  profile: SandboxProfile;
  /** closes the server and all sockets */
  close(): Promise<void>;
}

/**
 * Paths outside /api/v1: Forgejo's own API root answers its version (Forgejo's routers/api/forgejo/v1);
 * anything else is Go's plain-text 404.
 */
function outsideApi(profile: SandboxProfile, method: string, path: string): Reply {
  const traits = profileTraits(profile);
  if (traits.forgejoApi && method === 'GET' && path === '/api/forgejo/v1/version') {
    return jsonReply(200, { version: traits.version });
  }
  return pageNotFound();
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const store = new Store();
  (options.seed ?? seedDemo)(store);
  const profile = options.profile ?? DEFAULT_PROFILE;
  const runtime: SandboxRuntime = {
    store,
    origin: '',
    options: { assigneesRoute: options.assigneesRoute ?? true, contentsExt: options.contentsExt ?? true },
    profile,
  };
  const calls: CallLogEntry[] = [];
  const faults = new FaultState();
  const api = new ApiDispatcher(runtime, faults, calls);
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const rawPath = q < 0 ? url : url.slice(0, q);
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    const path = normalisePath(rawPath);
    const work =
      path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)
        ? api.handle(req, res, rawPath, rawQuery)
        : path.startsWith('/_sandbox/')
          ? handleControl(req, res, path, calls, faults, deliveryLog(store))
          : Promise.resolve(send(res, outsideApi(profile, req.method ?? 'GET', path)));
    work.catch((err: unknown) => {
      // Only a bug gets here; answer rather than leave the client hanging.
      if (!res.headersSent) send(res, { status: 500, text: `sandbox error: ${String(err)}\n` });
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const port = await listen(server, options.port ?? 0, host);
  const hostPart = host.includes(':') ? `[${host}]` : host;
  runtime.origin = `http://${hostPart}:${port}`;

  return {
    url: `${runtime.origin}${API_PREFIX}`,
    origin: runtime.origin,
    store,
    calls,
    clearCalls: () => {
      calls.length = 0;
    },
    faults,
    deliveries: deliveryLog(store),
    settleDeliveries: () => settleDeliveries(store),
    options: runtime.options,
    profile,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
