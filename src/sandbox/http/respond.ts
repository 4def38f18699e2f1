// Writing a Reply to the socket the way Gitea's Go server does.
import type { ServerResponse } from 'node:http';
import { goJson, type Reply } from './errors.js';

export function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let body: string | undefined;
  if (reply.text !== undefined) {
    body = reply.text;
    headers['Content-Type'] = reply.headers?.['Content-Type'] ?? 'text/plain; charset=utf-8';
    headers['X-Content-Type-Options'] = 'nosniff';
  } else if (reply.json !== undefined) {
    body = goJson(reply.json);
    headers['Content-Type'] = 'application/json;charset=utf-8';
  }
  headers['Content-Length'] = String(body === undefined ? 0 : Buffer.byteLength(body));
  res.writeHead(reply.status, headers);
  res.end(body);
}
