// One subscriber's stream: the events of one repository that pass its filter, through a bounded
// buffer (a subscriber that falls behind by more than the buffer is ended instead of growing memory),
// with its read access checked again at an interval. Access fails closed: an event of a private
// repository waits for a check unless the last one, younger than the interval, already saw the
// repository private and readable; an event (or a notice) that shows the repository private while the
// last check saw it public starts a check at once; a check the forge cannot answer ends the stream.
// A stream ends with a terminal value that the field's resolver turns into one coded error, so SSE
// and WebSocket clients see the same thing.

import type { LiveEvent } from './events.js';

export interface StreamEnd {
  end: true;
  code: string;
  message: string;
}

export type StreamItem = LiveEvent | StreamEnd;

export const isStreamEnd = (item: unknown): item is StreamEnd =>
  typeof item === 'object' && item !== null && (item as StreamEnd).end === true;

/** What one access check found: whether the subscriber may read the repository, and whether it is private. */
export interface AccessAnswer {
  allowed: boolean;
  private: boolean;
}

export interface StreamOptions {
  bufferSize: number;
  recheckMs: number;
  /** whether the subscriber may still read the repository (one forge read); throws on forge trouble */
  checkAccess: () => Promise<AccessAnswer>;
  /** the coded error that ends the stream when a check could not be answered */
  uncheckable: (error: unknown) => { code: string; message: string };
  /** called exactly once when the stream is finished, however it finished */
  onClose: (reason: string) => void;
  onDeliver: (event: LiveEvent) => void;
}

export class SubscriberStream implements AsyncIterableIterator<StreamItem> {
  private readonly queue: StreamItem[] = [];
  private waiting: ((result: IteratorResult<StreamItem>) => void) | null = null;
  private finished = false;
  private closed = false;
  private lastCheck = Date.now();
  /** the last check found the repository private (and the subscriber allowed) */
  private checkedPrivate: boolean;
  private checking: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private unsubscribe: () => void = () => {};

  /** `subscribed` is what the read that opened the subscription found. */
  constructor(
    private readonly options: StreamOptions,
    subscribed: { private: boolean },
  ) {
    this.checkedPrivate = subscribed.private;
    this.timer = setInterval(() => void this.recheck(), options.recheckMs);
    this.timer.unref();
  }

  /**
   * Every message of the repository passes here, filtered or not: one that shows the repository
   * private while the last check saw it public (it turned private since) starts a check at once.
   */
  observe(repository: { private: boolean }): void {
    if (repository.private && !this.checkedPrivate) void this.recheck();
  }

  /** The bus subscription this stream reads; one that arrives after the stream ended is let go at once. */
  attach(unsubscribe: () => void): void {
    if (this.finished) unsubscribe();
    else this.unsubscribe = unsubscribe;
  }

  /** The bus calls this for every event of the repository; filtered by the caller. */
  push(event: LiveEvent): void {
    if (this.finished) return;
    if (this.queue.length >= this.options.bufferSize) {
      this.endWith(
        'SUBSCRIBER_TOO_SLOW',
        `this subscriber fell ${this.options.bufferSize} events behind; the subscription ended`,
        'too_slow',
      );
      return;
    }
    this.enqueue(event);
  }

  /** Ends the stream with one coded error, then completion. */
  endWith(code: string, message: string, reason: string): void {
    if (this.finished) return;
    this.queue.length = 0;
    this.enqueue({ end: true, code, message });
    this.finish(reason);
  }

  /** Ends the stream cleanly (shutdown). */
  complete(reason: string): void {
    if (this.finished) return;
    this.finish(reason);
    if (this.waiting && this.queue.length === 0) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ done: true, value: undefined });
    }
  }

  private enqueue(item: StreamItem): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      void this.handOver(item).then(resolve);
    } else this.queue.push(item);
  }

  /** An event of a private repository is handed over only once a check has shown it may be read. */
  private async handOver(item: StreamItem): Promise<IteratorResult<StreamItem>> {
    if (isStreamEnd(item)) return { done: false, value: item };
    // Twice at most: a check already under way may have started before the repository turned private.
    for (let attempt = 0; attempt < 2 && this.needsCheck(item); attempt++) {
      await this.recheck();
      if (this.finished && !this.queue.some(isStreamEnd)) return { done: true, value: undefined };
      if (this.finished) return { done: false, value: this.queue.shift() as StreamItem };
    }
    this.options.onDeliver(item);
    return { done: false, value: item };
  }

  private needsCheck(event: LiveEvent): boolean {
    if (!event.repository.private) return false;
    return !this.checkedPrivate || Date.now() - this.lastCheck >= this.options.recheckMs;
  }

  /** One check at a time; callers that arrive meanwhile wait for it. */
  private recheck(): Promise<void> {
    this.checking ??= this.check().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async check(): Promise<void> {
    if (this.finished) return;
    let answer: AccessAnswer;
    try {
      answer = await this.options.checkAccess();
    } catch (error) {
      // Fail closed: access the forge cannot confirm is access this stream no longer has.
      const { code, message } = this.options.uncheckable(error);
      this.endWith(code, message, 'access_unverified');
      return;
    }
    this.lastCheck = Date.now();
    if (!answer.allowed) {
      this.endWith(
        'FORBIDDEN',
        'the subscriber may no longer read this repository; the subscription ended',
        'access_revoked',
      );
      return;
    }
    this.checkedPrivate = answer.private;
  }

  private finish(reason: string): void {
    this.finished = true;
    clearInterval(this.timer);
    this.unsubscribe();
    if (!this.closed) {
      this.closed = true;
      this.options.onClose(reason);
    }
  }

  next(): Promise<IteratorResult<StreamItem>> {
    const item = this.queue.shift();
    if (item !== undefined) return this.handOver(item);
    if (this.finished) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<StreamItem>> {
    this.queue.length = 0;
    this.complete('client_closed');
    return Promise.resolve({ done: true, value: undefined });
  }

  throw(error?: unknown): Promise<IteratorResult<StreamItem>> {
    this.complete('client_closed');
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
