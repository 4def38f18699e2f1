// The HTTP server of the gateway with its own time limits: a client must send a whole request,
// headers and body, within REQUEST_TIMEOUT_MS, or Node answers HTTP 408 and closes the connection.
// Node's defaults hold a trickling body for 300 s and look for late requests every 30 s. Given a
// certificate and its key, the same server speaks HTTPS (node:https takes the same time limits), for
// clients that speak nothing else to a host of their own (gh to a GitHub Enterprise host, say).

import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { QueryLimits } from './limits/limits.js';

/** A PEM certificate (with its chain) and its private key. */
export interface TlsCredentials {
  cert: string | Buffer;
  key: string | Buffer;
}

export function createGatewayServer(
  handler: RequestListener,
  limits: Pick<QueryLimits, 'requestTimeoutMs'>,
  tls?: TlsCredentials,
): Server {
  const timeout = limits.requestTimeoutMs;
  const options: ServerOptions = {
    requestTimeout: timeout,
    // Node requires the headers' deadline to be no later than the whole request's.
    headersTimeout: timeout,
    // How often Node looks for requests past their deadline: a tenth of it, at most Node's 30 s.
    connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(timeout / 10))),
  };
  return tls
    ? createHttpsServer({ ...options, cert: tls.cert, key: tls.key }, handler)
    : createServer(options, handler);
}
