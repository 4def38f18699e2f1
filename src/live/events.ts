// A webhook delivery as the event bus carries it: the forge's event type and payload (the JSON bodies
// of Gitea's modules/structs/hook.go), the repository it concerns, and what kind of change it is.

import { type DroppingEvent, EVENT_KINDS } from '../forge/cache/rules.js';

// the kinds are the cache's too: each of its rows names the kinds that drop it
export { EVENT_KINDS };
export type EventKind = DroppingEvent;

export interface LiveEvent {
  /** X-Gitea-Delivery */
  deliveryId: string;
  /** X-Gitea-Event-Type (e.g. `issue_assign`); from a forge that sends none, told by its family and body (event-type.ts) */
  eventType: string;
  kind: EventKind;
  /** the payload's `action`; null for push, create and delete */
  action: string | null;
  /** `private` is true unless the payload says `private: false`: one that does not say is checked as private */
  repository: { owner: string; name: string; key: string; private: boolean };
  /** when this gateway received it (RFC 3339) */
  receivedAt: string;
  payload: Record<string, unknown>;
}

/** Gitea's HookEventType values (modules/webhook/type.go), by kind. */
const KIND_OF: Record<string, EventKind> = {
  push: 'PUSH',
  create: 'CREATE',
  delete: 'DELETE',
  issues: 'ISSUES',
  issue_assign: 'ISSUES',
  issue_label: 'ISSUES',
  issue_milestone: 'ISSUES',
  issue_comment: 'ISSUE_COMMENT',
  pull_request_comment: 'ISSUE_COMMENT',
  pull_request: 'PULL_REQUEST',
  pull_request_assign: 'PULL_REQUEST',
  pull_request_label: 'PULL_REQUEST',
  pull_request_milestone: 'PULL_REQUEST',
  pull_request_sync: 'PULL_REQUEST',
  pull_request_review_request: 'PULL_REQUEST',
  pull_request_review_approved: 'PULL_REQUEST_REVIEW',
  pull_request_review_rejected: 'PULL_REQUEST_REVIEW',
  pull_request_review_comment: 'PULL_REQUEST_REVIEW',
  release: 'RELEASE',
  repository: 'REPOSITORY',
};

export const kindOf = (eventType: string): EventKind | undefined =>
  Object.hasOwn(KIND_OF, eventType) ? KIND_OF[eventType] : undefined;

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

export type Normalized =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'unknown' }
  | { kind: 'invalid'; reason: string };

/** The event of one delivery, or why it is not one. */
export function normalizeDelivery(deliveryId: string, eventType: string, body: unknown): Normalized {
  const kind = kindOf(eventType);
  if (!kind) return { kind: 'unknown' };
  const payload = asRecord(body);
  if (!payload) return { kind: 'invalid', reason: 'the body is not a JSON object' };
  const repository = asRecord(payload.repository);
  const fullName = typeof repository?.full_name === 'string' ? repository.full_name : '';
  const slash = fullName.indexOf('/');
  if (!repository || slash <= 0 || slash === fullName.length - 1) {
    return { kind: 'invalid', reason: 'the payload names no repository (`repository.full_name`)' };
  }
  const owner = fullName.slice(0, slash);
  const name = fullName.slice(slash + 1);
  return {
    kind: 'event',
    event: {
      deliveryId,
      eventType,
      kind,
      action: typeof payload.action === 'string' ? payload.action : null,
      // Access fails closed: a repository the payload does not call public is checked as private.
      repository: { owner, name, key: fullName.toLowerCase(), private: repository.private !== false },
      receivedAt: new Date().toISOString(),
      payload,
    },
  };
}
