// The cache run's ceiling: a bare Node HTTP server in a process of its own that reads each request's
// body and answers the bytes it was given, doing nothing else. Driven by the same load generator as
// the gateway, it shows how many answers per second any Node server can send on this machine at 64
// connections: the most a gateway answering from its cache could reach.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from './ipc.js';

// the bytes as a latin1 string, sent as the gateway's fast path sends them: Node writes a string
// body and its headers in one write (a Buffer goes out beside them in a writev)
let answer = '{}';
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
    res.end(answer, 'latin1');
  });
});
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 2_048, resolve));

serve(
  {
    answer: (text: string) => {
      answer = Buffer.from(text).toString('latin1');
      return answer.length;
    },
  },
  { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql` },
);
