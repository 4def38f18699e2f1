// Whole GraphQL answers built only from shared forge answers (the plugin is
// ../../server/response-cache.ts). An answer carries the tags of every forge answer it was built from
// and is dropped by the very invalidations that drop them (the store tells it of each), and it lives
// no longer than the first of them goes stale. Kept in this process only, bounded in bytes.

import { ByteLru } from './lru.js';
import type { TieredStore } from './store.js';

/** What one shared forge answer adds to the answer being built. */
export interface SharedRead {
  tags: readonly string[];
  /** epoch ms the forge answer goes stale; 0 when the cache cannot vouch for it */
  expires: number;
}

/** What a GraphQL answer was built from so far. */
export class ResponseSources {
  readonly tags = new Set<string>();
  expires = Number.POSITIVE_INFINITY;
  reads = 0;
  /** a read the cache did not share (a caller's own, a failure, a write): the answer is not kept */
  unshared = false;

  add(read: SharedRead): void {
    this.reads++;
    for (const tag of read.tags) this.tags.add(tag);
    this.expires = Math.min(this.expires, read.expires);
  }
}

/**
 * A whole HTTP answer as the gateway sent it for a result of this cache, kept to be sent again as it
 * is (server/fast-path/): its status, its headers in order (without the request's own id), its body.
 */
export interface HttpAnswer {
  status: number;
  headers: Readonly<Record<string, string | string[]>>;
  /** the same headers as Node's writeHead takes them fastest: name, value, name, value... */
  headerList: readonly (string | string[])[];
  /**
   * the body's bytes as a latin1 string: Node writes a string body with the headers as one string
   * (OutgoingMessage#_send) in one write, where a Buffer body goes out beside them in a writev
   */
  body: string;
  /** the operation name its request's log line carried */
  operationName: string | null;
}

export class ResponseCache<R extends object = object> {
  private readonly lru: ByteLru<R>;
  private readonly answers: ByteLru<HttpAnswer>;

  /** `maxBytes` is shared half and half by the results and the HTTP answers sent for them. */
  constructor(
    maxBytes: number,
    private readonly store: TieredStore,
  ) {
    const evicted = (count: number) => store.counters.eviction(count);
    this.lru = new ByteLru<R>(maxBytes / 2, evicted);
    this.answers = new ByteLru<HttpAnswer>(maxBytes / 2, evicted);
    store.onDrop((tags) => {
      this.lru.dropTagged(tags);
      this.answers.dropTagged(tags);
    });
  }

  /** The epoch a result's execution starts in: it is kept only if no invalidation came meanwhile. */
  get epoch(): number {
    return this.store.epoch;
  }

  get(key: string): R | undefined {
    const kept = this.lru.get(key);
    if (kept === undefined) this.store.counters.responseMiss();
    else this.store.counters.hit('response');
    return kept;
  }

  /** Keeps `result` of `bytes` under `key` when its sources allow: all shared, none stale, no invalidation since `epoch`. */
  set(key: string, result: R, bytes: number, sources: ResponseSources, epoch: number): boolean {
    if (sources.unshared || sources.reads === 0 || epoch !== this.store.epoch) return false;
    if (sources.expires <= Date.now()) return false;
    this.lru.set(key, { value: result, tags: [...sources.tags], expires: sources.expires, bytes });
    return this.lru.expiresOf(key) !== undefined;
  }

  /** The HTTP answer kept under `key`, counted as a hit of the response cache when there is one. */
  answer(key: string): HttpAnswer | undefined {
    const kept = this.answers.get(key);
    if (kept !== undefined) this.store.counters.hit('response');
    return kept;
  }

  /**
   * Keeps the HTTP answer sent for the result under `resultKey`, with that result's tags and deadline,
   * so that whatever drops the result drops the answer too; not when the result is gone or an
   * invalidation came since `epoch` (when the result was handed out).
   */
  keepAnswer(key: string, answer: HttpAnswer, resultKey: string, epoch: number): boolean {
    const result = this.lru.peek(resultKey);
    if (result === undefined || epoch !== this.store.epoch) return false;
    const { tags, expires } = result;
    this.answers.set(key, { value: answer, tags, expires, bytes: answer.body.length + 512 });
    return this.answers.expiresOf(key) !== undefined;
  }

  get entries(): number {
    return this.lru.size;
  }
}
