// POST /webhooks/forge: the forge's deliveries as Gitea sends them (services/webhook/deliver.go). The
// X-Gitea-Signature (hex HMAC-SHA256 of the raw body with the shared secret) is checked in constant
// time before anything is read from the body: a missing or wrong one answers 401 and publishes nothing.
// One answer comes first: a hook configured with content type `form` sends `payload=<json>` while it
// signs the JSON alone, so no signature of such a body could ever match; it answers 400 with how to
// configure the hook, from the Content-Type header alone (the hint tells nothing about the gateway,
// and the body is neither read nor acted on). Older forges name the event only in X-Gitea-Event,
// X-Gogs-Event or X-Forgejo-Event: the type is then told by the body (event-type.ts). A delivery id
// seen before is acknowledged and not published again; a body over the limit answers 413; an event
// type the gateway does not serve is acknowledged and counted. The answer never waits for subscribers.
// Gitea signs the body only, not the delivery id: a body accepted within WEBHOOK_REPLAY_WINDOW_MS is
// a replay whatever its X-Gitea-Delivery, answered `200 {"status":"replayed"}` (acknowledged, so the
// forge does not show a failed delivery for a redelivery of the same state) and not published.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { jsonResponse } from '../base/json-response.js';
import type { Logger } from '../observability/logging.js';
import { deliveryIdOf, eventTypeOf } from './event-type.js';
import { normalizeDelivery } from './events.js';
import type { LiveRuntime } from './runtime.js';
import { WEBHOOK_PATH } from './settings.js';

/** The raw body, or null once it passes `limit` bytes (the rest is not read). */
async function readLimited(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function signatureMatches(secret: string, body: Buffer, header: string | null): boolean {
  if (!header || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

const FORM_ENCODED =
  'the hook sends form-encoded bodies (content type form): configure the hook with content type json';
const NOT_JSON = 'the body is not JSON (configure the hook with content type json)';

export function useWebhookReceiver(live: LiveRuntime, logger: Logger): Plugin {
  const { metrics, bus, settings } = live;
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== WEBHOOK_PATH) return;
      const answer = (status: number, body: Record<string, unknown>) => jsonResponse(fetchAPI, status, body);
      const secret = settings.webhookSecret;
      if (!secret) {
        endResponse(answer(404, { error: 'live updates are off: this gateway has no webhook secret' }));
        return;
      }
      if (request.method !== 'POST') {
        endResponse(new fetchAPI.Response(null, { status: 405, headers: { allow: 'POST' } }));
        return;
      }
      const contentType = request.headers.get('content-type') ?? '';
      if (/^\s*application\/x-www-form-urlencoded\b/i.test(contentType)) {
        metrics.deliveries.inc({ outcome: 'rejected_payload' });
        endResponse(answer(400, { error: FORM_ENCODED }));
        return;
      }
      const body = await readLimited(request, settings.webhookMaxBodyBytes);
      if (body === null) {
        metrics.deliveries.inc({ outcome: 'too_large' });
        endResponse(answer(413, { error: `the body is larger than ${settings.webhookMaxBodyBytes} bytes` }));
        return;
      }
      if (!signatureMatches(secret, body, request.headers.get('x-gitea-signature'))) {
        metrics.deliveries.inc({ outcome: 'rejected_signature' });
        endResponse(answer(401, { error: 'missing or wrong X-Gitea-Signature' }));
        return;
      }
      const deliveryId = deliveryIdOf(request.headers);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        metrics.deliveries.inc({ outcome: 'rejected_payload' });
        endResponse(answer(400, { error: NOT_JSON }));
        return;
      }
      const eventType = eventTypeOf(request.headers, parsed);
      if (!deliveryId || !eventType) {
        metrics.deliveries.inc({ outcome: 'rejected_payload' });
        endResponse(answer(400, { error: 'X-Gitea-Delivery and X-Gitea-Event are required' }));
        return;
      }
      const normalized = normalizeDelivery(deliveryId, eventType, parsed);
      if (normalized.kind === 'unknown') {
        metrics.deliveries.inc({ outcome: 'unknown_event' });
        endResponse(answer(200, { status: 'ignored', reason: `event type ${eventType} is not served` }));
        return;
      }
      if (normalized.kind === 'invalid') {
        metrics.deliveries.inc({ outcome: 'rejected_payload' });
        endResponse(answer(400, { error: normalized.reason }));
        return;
      }
      if (!(await bus.claimDelivery(deliveryId))) {
        metrics.deliveries.inc({ outcome: 'duplicate' });
        endResponse(answer(200, { status: 'duplicate' }));
        return;
      }
      const bodyHash = createHash('sha256').update(body).digest('hex');
      if (!(await bus.claimBody(bodyHash, settings.webhookReplayWindowMs))) {
        metrics.deliveries.inc({ outcome: 'replayed' });
        logger.warn({ deliveryId }, 'live: a delivery repeated a body accepted before; dropped');
        endResponse(answer(200, { status: 'replayed' }));
        return;
      }
      metrics.deliveries.inc({ outcome: 'accepted' });
      // What the event changed leaves the shared cache before the forge hears back (forge/cache/).
      // Only a payload that says the repository is private hides it from the cache at once; one that
      // does not say (an old forge's) leaves the forge's word to the next recheck of the record.
      const saysPrivate =
        (normalized.event.payload.repository as { private?: unknown } | undefined)?.private === true;
      await live.client.cache?.eventArrived(
        normalized.event.kind,
        normalized.event.repository.key,
        saysPrivate,
      );
      // Published after the answer: the forge's delivery never waits for Redis or for subscribers.
      setImmediate(() => {
        void bus.publish(normalized.event).then((published) => {
          if (!published) logger.warn({ deliveryId }, 'live: a delivery could not be published');
        });
      });
      endResponse(answer(200, { status: 'accepted' }));
    },
  };
}
