// The gateway's own JSON answers outside GraphQL (health probes, the webhook receiver): built with
// Yoga's fetch API, never cached by a proxy.

import type { FetchAPI } from 'graphql-yoga';

export const jsonResponse = (fetchAPI: FetchAPI, status: number, body: unknown): Response =>
  new fetchAPI.Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
