// Messages on the Redis bus are signed: anyone who can PUBLISH to the Redis server could otherwise
// hand every subscriber an event of any repository. Each message travels as
// {"topic", "body", "sig"} where sig is the hex HMAC-SHA256 of `topic \n body` with the bus secret
// (LIVE_BUS_SECRET, else WEBHOOK_SECRET); the topic inside the MAC keeps a signed message of one
// repository from being re-published on another's topic.

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BusMessage } from './bus-message.js';

export type RejectedReason = 'unsigned' | 'bad_signature' | 'malformed' | 'wrong_topic' | 'replayed';

export type Verified =
  | { ok: true; topic: string; message: BusMessage }
  | { ok: false; reason: RejectedReason };

const macOf = (secret: string, topic: string, body: string) =>
  createHmac('sha256', secret).update(`${topic}\n${body}`).digest();

/** The text published on `topic` for `message`. */
export function signMessage(secret: string, topic: string, message: BusMessage): string {
  const body = JSON.stringify(message);
  return JSON.stringify({ topic, body, sig: macOf(secret, topic, body).toString('hex') });
}

/** A published text checked in constant time; never throws. */
export function verifyMessage(secret: string, raw: string): Verified {
  let envelope: unknown;
  try {
    envelope = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!envelope || typeof envelope !== 'object') return { ok: false, reason: 'malformed' };
  const { topic, body, sig } = envelope as Record<string, unknown>;
  if (typeof sig !== 'string' || sig === '') return { ok: false, reason: 'unsigned' };
  if (typeof topic !== 'string' || typeof body !== 'string') return { ok: false, reason: 'malformed' };
  if (!/^[0-9a-f]{64}$/i.test(sig)) return { ok: false, reason: 'bad_signature' };
  if (!timingSafeEqual(macOf(secret, topic, body), Buffer.from(sig, 'hex'))) {
    return { ok: false, reason: 'bad_signature' };
  }
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const repository = (message as { repository?: { key?: unknown } } | null)?.repository;
  if (typeof repository?.key !== 'string') return { ok: false, reason: 'malformed' };
  return { ok: true, topic, message: message as BusMessage };
}
