// The HTTP server of the gateway with its own time limits: a client must send a whole request,
// headers and body, within REQUEST_TIMEOUT_MS, or Node answers HTTP 408 and closes the connection.
// Node's defaults hold a trickling body for 300 s and look for late requests every 30 s.

import { createServer, type RequestListener, type Server } from 'node:http';
import type { QueryLimits } from './limits/limits.js';

export function createGatewayServer(
  handler: RequestListener,
  limits: Pick<QueryLimits, 'requestTimeoutMs'>,
): Server {
  const timeout = limits.requestTimeoutMs;
  return createServer(
    {
      requestTimeout: timeout,
      // Node requires the headers' deadline to be no later than the whole request's.
      headersTimeout: timeout,
      // How often Node looks for requests past their deadline: a tenth of it, at most Node's 30 s.
      connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(timeout / 10))),
    },
    handler,
  );
}
