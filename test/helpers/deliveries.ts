// The captured webhook deliveries of test/fixtures/deliveries/ (see its SOURCES.md): each body with
// the headers its forge sends, pointed at the sandbox and posted to a gateway's receiver signed as
// the forge signs it (X-Gitea-Signature: hex HMAC-SHA256 of the body with the webhook secret).

import { createHmac, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';
import { enableLiveUpdates, startCachingGateway } from './cache.js';
import { forwardTo } from './forward.js';
import type { LiveGateway } from './live.js';
import { SECRET } from './live.js';
import { type CapturedLog, captureLog } from './log-capture.js';

const ROOT = new URL('../fixtures/deliveries/', import.meta.url);

type Json = Record<string, unknown>;

export interface Delivery {
  /** `<source>/<event type>-<action>.json` */
  name: string;
  source: string;
  /** the body as stored (verbatim) */
  body: Json;
  /** the event headers the forge sends with it; `{uuid}` is a fresh delivery id */
  headers: Record<string, string>;
  /** the X-Gitea-Event-Type the forge means (the file name's first part) */
  type: string;
}

export function loadDeliveries(): Delivery[] {
  const deliveries: Delivery[] = [];
  for (const source of readdirSync(ROOT, { withFileTypes: true })) {
    if (!source.isDirectory()) continue;
    const dir = new URL(`${source.name}/`, ROOT);
    const headers = JSON.parse(readFileSync(new URL('headers.json', dir), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    for (const file of readdirSync(dir).sort()) {
      if (file === 'headers.json') continue;
      const set = headers[file];
      if (!set) throw new Error(`${source.name}/headers.json names no headers for ${file}`);
      deliveries.push({
        name: `${source.name}/${file}`,
        source: source.name,
        body: JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Json,
        headers: set,
        type: file.replace(/\.json$/, '').split('-')[0] as string,
      });
    }
  }
  return deliveries;
}

const asRecord = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;

/**
 * A copy of `body` whose repository is `owner/name` of the sandbox (its owner’s login and its visibility too), so that
 * it reaches that repository's subscribers; `users` renames the logins of the payload's users.
 */
export function pointAtSandbox(
  body: Json,
  owner: string,
  name: string,
  users: Record<string, string> = {},
): Json {
  const copy = structuredClone(body);
  const repository = asRecord(copy.repository);
  if (repository) {
    repository.full_name = `${owner}/${name}`;
    repository.name = name;
    // as the forge would deliver it for that repository: the captures' own were private, the sandbox's is public
    if ('private' in repository) repository.private = false;
    const repoOwner = asRecord(repository.owner);
    if (repoOwner) {
      repoOwner.login = owner;
      if ('username' in repoOwner) repoOwner.username = owner;
    }
  }
  for (const key of ['sender', 'pusher']) {
    const user = asRecord(copy[key]);
    const login = typeof user?.login === 'string' ? users[user.login] : undefined;
    if (user && login) {
      user.login = login;
      if ('username' in user) user.username = login;
    }
  }
  return copy;
}

/** Posts `body` to the gateway's receiver with `headers` (fresh delivery id), signed with the gateway's secret. */
export function postDelivery(
  gateway: LiveGateway,
  body: Json | string,
  headers: Record<string, string>,
): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const id = randomUUID();
  const sent: Record<string, string> = {
    'content-type': 'application/json',
    'x-gitea-signature': createHmac('sha256', SECRET).update(text).digest('hex'),
  };
  for (const [header, value] of Object.entries(headers)) sent[header] = value.replace('{uuid}', id);
  return fetch(`${gateway.origin}/webhooks/forge`, { method: 'POST', headers: sent, body: text });
}

/**
 * For a file of deliveries: a sandbox, and a caching gateway over it whose receiver takes alice/hello's
 * events and whose log is captured. A body may be posted twice (replays are not refused).
 */
export function useDeliveryReceiver(): { sandbox: Sandbox; gateway: LiveGateway; log: CapturedLog } {
  let running: { sandbox: Sandbox; gateway: LiveGateway; log: CapturedLog } | undefined;
  beforeAll(async () => {
    const sandbox = await startSandbox();
    const log = captureLog();
    const gateway = await startCachingGateway(sandbox, { logger: log.logger }, { webhookReplayWindowMs: 1 });
    running = { sandbox, gateway, log };
    await enableLiveUpdates(sandbox, gateway, 'alice', 'hello', 'alice');
  });
  afterAll(async () => {
    await running?.gateway.close();
    await running?.sandbox.close();
  });
  const current = () => {
    if (!running) throw new Error('the receiver starts in beforeAll');
    return running;
  };
  return {
    sandbox: forwardTo(() => current().sandbox),
    gateway: forwardTo(() => current().gateway),
    log: forwardTo(() => current().log),
  };
}
