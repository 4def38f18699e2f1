// Delivering a hook task as Gitea's services/webhook/deliver.go does: a POST (JSON, or a form with
// `payload=`) signed with HMAC-SHA256 (and SHA-1) of the JSON payload with the hook's secret, carrying
// the X-Gitea-*, X-Gogs-* and X-GitHub-* headers, sent after the API answered (Gitea queues it), with
// a timeout. Each delivery is recorded in the sandbox's delivery log.

import { createHmac, randomUUID } from 'node:crypto';
import type { HookRec } from '../model/records.js';
import type { Store } from '../model/store.js';
import { eventHeaderOf, type HookEventType } from './events.js';

/** setting.Webhook.DeliverTimeout: 5 s by default. */
const DELIVER_TIMEOUT_MS = 5_000;

export interface DeliveryRecord {
  /** the X-Gitea-Delivery uuid */
  uuid: string;
  hookId: number;
  url: string;
  /** X-Gitea-Event, e.g. `issues` */
  event: string;
  /** X-Gitea-Event-Type, e.g. `issue_assign` */
  eventType: HookEventType;
  /** the JSON payload that was signed */
  payload: string;
  requestHeaders: Record<string, string>;
  /** the receiver's status; 0 while in flight or when no answer came */
  status: number;
  /** the transport error, when no answer came */
  error?: string;
  deliveredAt: Date;
}

interface WebhookState {
  log: DeliveryRecord[];
  pending: Set<Promise<void>>;
}

const states = new WeakMap<Store, WebhookState>();

function stateOf(store: Store): WebhookState {
  let state = states.get(store);
  if (!state) {
    state = { log: [], pending: new Set() };
    states.set(store, state);
  }
  return state;
}

/** Every delivery of this sandbox, in the order they were queued. */
export const deliveryLog = (store: Store): DeliveryRecord[] => stateOf(store).log;

/** Resolves once every delivery queued so far has been answered or failed. */
export async function settleDeliveries(store: Store): Promise<void> {
  const { pending } = stateOf(store);
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

export function signatures(secret: string, payload: string): { sha1: string; sha256: string } {
  if (secret === '') return { sha1: '', sha256: '' };
  return {
    sha1: createHmac('sha1', secret).update(payload).digest('hex'),
    sha256: createHmac('sha256', secret).update(payload).digest('hex'),
  };
}

function requestOf(hook: HookRec, type: HookEventType, uuid: string, payload: string) {
  const event = eventHeaderOf(type);
  const { sha1, sha256 } = signatures(hook.secret, payload);
  const form = hook.contentType === 'form';
  const headers: Record<string, string> = {
    'User-Agent': 'GiteaServer',
    'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    'X-Gitea-Delivery': uuid,
    'X-Gitea-Event': event,
    'X-Gitea-Event-Type': type,
    'X-Gitea-Signature': sha256,
    'X-Gogs-Delivery': uuid,
    'X-Gogs-Event': event,
    'X-Gogs-Event-Type': type,
    'X-Gogs-Signature': sha256,
    'X-Hub-Signature': `sha1=${sha1}`,
    'X-Hub-Signature-256': `sha256=${sha256}`,
    'X-GitHub-Delivery': uuid,
    'X-GitHub-Event': event,
    'X-GitHub-Event-Type': type,
  };
  if (hook.authorizationHeader) headers.Authorization = hook.authorizationHeader;
  const body = form ? `payload=${encodeURIComponent(payload)}` : payload;
  return { event, headers, body };
}

/** Queues one delivery; the API's answer never waits for it (Gitea's hook task queue). */
export function queueDelivery(store: Store, hook: HookRec, type: HookEventType, payload: string): void {
  const state = stateOf(store);
  const uuid = randomUUID();
  const { event, headers, body } = requestOf(hook, type, uuid, payload);
  const record: DeliveryRecord = {
    uuid,
    hookId: hook.id,
    url: hook.url,
    event,
    eventType: type,
    payload,
    requestHeaders: headers,
    status: 0,
    deliveredAt: store.now(),
  };
  state.log.push(record);
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() =>
      fetch(hook.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(DELIVER_TIMEOUT_MS) }),
    )
    .then(async (response) => {
      record.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    })
    .catch((error: unknown) => {
      record.error = error instanceof Error ? error.message : String(error);
    })
    .finally(() => state.pending.delete(task));
  state.pending.add(task);
}
