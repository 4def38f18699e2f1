// A ForgeSession sends the calls of one GraphQL request: it attaches that caller's Authorization
// header unchanged, propagates the request id, counts calls against the request's budget, retries
// idempotent GETs on transient failures, and turns every failure into one ForgeError.

import { StringDecoder } from 'node:string_decoder';
import { credentialProblem } from './credentials.js';
import { type CallOutcome, outcomeOfStatus } from './breaker.js';
import type { ForgeCapabilities } from './capabilities.js';
import type { ForgeClient } from './client.js';
import { blamedField, ForgeError, kindForStatus, upstreamMessage } from './errors.js';
import { InFlightReads } from './in-flight.js';
import { type Paging, parsePaging } from './paging.js';
import {
  encodeQuery,
  expandPath,
  type PathParams,
  type QueryParams,
  RouteParamError,
  splitRoute,
} from './route.js';
import { type Dispatcher, request } from './undici.js';

export interface SessionInit {
  /** the caller's Authorization header, passed to the forge unchanged */
  authorization?: string;
  /** sent upstream as X-Request-Id so forge logs can be joined with ours */
  requestId?: string;
  /** at most this many upstream calls for the session; further calls fail with kind 'budget' */
  budget?: number;
  /** observes every upstream attempt (logs, metrics, tests) */
  onCall?: (call: UpstreamCall) => void;
  /** observes every read that joined another request's identical call in flight (in-flight.ts) */
  onShare?: (call: SharedCall) => void;
}

export interface UpstreamCall {
  method: string;
  route: string;
  status: number | null;
  durationMs: number;
  attempt: number;
}

/** A read answered by joining an identical call another request had in flight: no upstream call of its own. */
export interface SharedCall {
  method: string;
  route: string;
  /** the shared call's status, null when it failed without a response */
  status: number | null;
  /** how long this read waited for the shared answer */
  durationMs: number;
}

export interface RequestOptions {
  params?: PathParams;
  query?: QueryParams;
  body?: unknown;
}

export interface ForgeResponse<T> {
  status: number;
  data: T;
  paging: Paging;
}

const TRANSIENT_STATUSES = new Set([502, 503, 504]);
const MAX_REDIRECTS = 3;

export class ForgeSession {
  /** upstream attempts made so far, retries included */
  calls = 0;
  /** reads answered by joining another request's identical call in flight */
  shared = 0;

  constructor(
    private readonly client: ForgeClient,
    readonly init: SessionInit,
  ) {}

  /** what the forge offers: shared by every session of the process (capabilities.ts) */
  get capabilities(): ForgeCapabilities {
    return this.client.capabilities;
  }

  async request<T>(route: string, options: RequestOptions = {}): Promise<ForgeResponse<T>> {
    const { method, template } = splitRoute(route);
    let path: string;
    try {
      path = expandPath(template, options.params) + encodeQuery(options.query);
    } catch (error) {
      if (!(error instanceof RouteParamError)) throw error;
      throw new ForgeError({ kind: 'validation', status: null, method, route, message: error.message });
    }
    // A GET with a body is no plain read: its key would not say all it asks.
    if (method !== 'GET' || options.body !== undefined || !this.client.inFlight) {
      return this.attempt<T>(method, route, path, options);
    }
    const inFlight = this.client.inFlight;
    const key = InFlightReads.key(path, this.init.authorization);
    // Only while the breaker is closed: when it is open or probing, a read is refused at once
    // (breaker.ts) rather than waiting on a probe that may hang until its timeout.
    const breaker = this.client.breaker;
    const joined = !breaker || breaker.state === 'closed' ? inFlight.find(key) : undefined;
    if (joined) {
      // A joined read still spends this request's budget: whether a query stays within its budget
      // must not depend on what other requests happen to have in flight.
      this.checkBudget(method, route);
      this.shared++;
      const started = performance.now();
      let status: number | null = null;
      try {
        const response = (await joined) as ForgeResponse<T>;
        status = response.status;
        // A copy of the envelope, so that nothing one request does to it reaches another.
        return { status: response.status, data: response.data, paging: response.paging };
      } catch (error) {
        status = error instanceof ForgeError ? error.status : null;
        // The leader's own budget ran out during its retries: that is no answer for this request.
        if (error instanceof ForgeError && error.kind === 'budget') {
          return this.attempt<T>(method, route, path, options);
        }
        throw error;
      } finally {
        this.init.onShare?.({ method, route, status, durationMs: performance.now() - started });
      }
    }
    // Checked before leading, so that no other request joins a call this one may not make.
    this.checkBudget(method, route);
    return inFlight.lead(key, () => this.attempt<T>(method, route, path, options));
  }

  /** The call with its retries. Only GETs are retried: a write whose response was lost may have been applied (design: never retry mutations). */
  private async attempt<T>(
    method: string,
    route: string,
    path: string,
    options: RequestOptions,
  ): Promise<ForgeResponse<T>> {
    const attempts = method === 'GET' ? 1 + this.client.options.retries : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send<T>(method, route, path, options.body, attempt);
      } catch (error) {
        if (error instanceof ForgeError) error.params ??= options.params;
        const transient =
          error instanceof ForgeError &&
          (error.kind === 'network' || (error.status !== null && TRANSIENT_STATUSES.has(error.status)));
        if (!transient || attempt >= attempts) throw error;
        await sleep(backoffMs(attempt));
      }
    }
  }

  /** Throws kind 'budget' when this request has spent its budget of calls (its own and joined ones). */
  private checkBudget(method: string, route: string): void {
    const budget = this.init.budget;
    if (budget !== undefined && this.calls + this.shared >= budget) {
      throw new ForgeError({
        kind: 'budget',
        status: null,
        method,
        route,
        message: `upstream call budget of ${budget} calls for this request is spent`,
      });
    }
  }

  private async send<T>(
    method: string,
    route: string,
    path: string,
    body: unknown,
    attempt: number,
  ): Promise<ForgeResponse<T>> {
    const { options, pool } = this.client;
    this.checkBudget(method, route);
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': options.userAgent };
    if (this.init.authorization) headers.authorization = this.refusingBadCredentials(method, route);
    if (this.init.requestId) headers['x-request-id'] = this.init.requestId;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    // After the budget check, so that a call the breaker refuses does not spend the budget, and
    // after everything that can throw before sending, so that an admitted probe is always recorded.
    const ticket = this.client.breaker?.admit(method, route);
    this.calls++;

    const started = performance.now();
    let status: number | null = null;
    let outcome: CallOutcome = 'failed';
    try {
      let requestPath = options.basePath + path;
      for (let hop = 0; ; hop++) {
        const deadline = new Deadline(options.timeoutMs);
        try {
          const response = await request(pool, {
            method: method as Dispatcher.HttpMethod,
            path: requestPath,
            headers,
            body: payload,
            signal: deadline.signal,
          });
          status = response.statusCode;
          outcome = outcomeOfStatus(status);
          const location = redirectTarget(response, options.origin);
          if (location && method === 'GET' && hop < MAX_REDIRECTS) {
            // Followed only within the forge's origin, so the caller's credentials never go elsewhere.
            await response.body.dump();
            requestPath = location;
            continue;
          }
          const text = await readText(response.body, options.maxResponseBytes, method, route);
          return this.interpret<T>(method, route, response, text);
        } finally {
          deadline.clear();
        }
      }
    } catch (error) {
      if (status === null && isRefusedBeforeSending(error)) {
        // Nothing reached the forge: the HTTP client found a value it will not send.
        outcome = 'neutral';
        throw new ForgeError({
          kind: 'validation',
          status: null,
          method,
          route,
          message: 'the request holds a value that cannot be sent to the forge',
        });
      }
      const failure = asForgeError(error, method, route);
      // A body cut short or late fails the forge whatever its status said; one too large or not
      // JSON keeps the status's outcome.
      if (failure.kind === 'network' || failure.kind === 'timeout') outcome = 'failed';
      throw failure;
    } finally {
      if (ticket) this.client.breaker?.record(ticket, outcome);
      this.init.onCall?.({ method, route, status, durationMs: performance.now() - started, attempt });
    }
  }

  /** The caller's Authorization value, or a refusal before any call when it is no credential at all. */
  private refusingBadCredentials(method: string, route: string): string {
    const authorization = this.init.authorization as string;
    const problem = credentialProblem(authorization);
    if (problem)
      throw new ForgeError({ kind: 'unauthenticated', status: null, method, route, message: problem });
    return authorization;
  }

  private interpret<T>(method: string, route: string, response: Dispatcher.ResponseData, text: string) {
    const status = response.statusCode;
    const parsed = parseJson(text);
    if (status >= 200 && status < 300) {
      if (parsed === INVALID) {
        throw new ForgeError({
          kind: 'upstream',
          status,
          method,
          route,
          message: 'the forge sent a response that is not JSON',
          upstreamBody: text,
        });
      }
      return { status, data: parsed as T, paging: parsePaging(response.headers) };
    }
    const message = upstreamMessage(parsed === INVALID ? undefined : parsed, text, status);
    throw new ForgeError({
      kind: status >= 300 && status < 400 ? 'upstream' : kindForStatus(status),
      status,
      method,
      route,
      message,
      upstreamBody: text,
      field: blamedField(message),
    });
  }
}

const INVALID = Symbol('invalid JSON');

/**
 * Only blanks, or nothing (a 204's body). A regular expression, not `trim()`, which copies a
 * megabyte body to answer the question: this one stops at the first character that is not a blank.
 */
const BLANK = /^\s*$/;

function parseJson(text: string): unknown {
  if (BLANK.test(text)) return null;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

function redirectTarget(response: Dispatcher.ResponseData, origin: string): string | null {
  if (![301, 302, 303, 307, 308].includes(response.statusCode)) return null;
  const location = response.headers.location;
  if (typeof location !== 'string') return null;
  try {
    const target = new URL(location, origin);
    return target.origin === origin ? target.pathname + target.search : null;
  } catch {
    return null;
  }
}

/**
 * The body as text, refused past `limit` bytes. Collected from `data` events rather than with
 * `for await`, whose async iterator costs a promise round trip per chunk; together with Deadline
 * this cut the client's CPU time per call by 4–8 % in an A/B run of the benchmark's calls.
 */
/**
 * The body as text. A body of one chunk is decoded at once; a longer one chunk by chunk as it
 * arrives, so that each chunk is released when read instead of being held, then copied whole into
 * one buffer, then decoded (a 330 KB page of pull requests held three copies of itself at the end).
 */
function readText(body: Dispatcher.ResponseData['body'], limit: number, method: string, route: string) {
  return new Promise<string>((resolve, reject) => {
    let first: Buffer | undefined;
    let decoder: StringDecoder | undefined;
    let text = '';
    let size = 0;
    let ended = false;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        body.destroy();
        reject(
          new ForgeError({
            kind: 'upstream',
            status: null,
            method,
            route,
            message: `the forge's response exceeded ${limit} bytes`,
          }),
        );
        return;
      }
      if (!decoder && !first) {
        first = chunk;
        return;
      }
      if (!decoder) {
        // the decoder keeps a character split between two chunks until the next one completes it
        decoder = new StringDecoder('utf8');
        text = decoder.write(first as Buffer);
        first = undefined;
      }
      text += decoder.write(chunk);
    });
    body.once('end', () => {
      ended = true;
      resolve(decoder ? text + decoder.end() : (first?.toString('utf8') ?? ''));
    });
    // An abort (the deadline) or a reset arrives as an error; a close without either is a cut body.
    body.once('error', reject);
    body.once('close', () => {
      if (!ended) reject(new Error('the response body ended early'));
    });
  });
}

/**
 * The per-hop timeout. `AbortSignal.timeout` leaves its timer pending for the whole timeout (10 s)
 * after the call is done, tied to the signal through a WeakRef and a FinalizationRegistry; under
 * load that is thousands of live timers and extra GC work. This one is cleared when the hop ends.
 */
class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.timer = setTimeout(() => {
      // The same reason AbortSignal.timeout gives, so asForgeError reports kind 'timeout'.
      this.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }, ms);
    // Like AbortSignal.timeout's timer: a pending call's deadline alone does not keep the process up.
    this.timer.unref();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

function asForgeError(error: unknown, method: string, route: string): ForgeError {
  if (error instanceof ForgeError) return error;
  const name = (error as { name?: string; code?: string })?.name ?? '';
  const code = (error as { code?: string })?.code ?? '';
  const timedOut =
    name === 'TimeoutError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT';
  return new ForgeError({
    kind: timedOut ? 'timeout' : 'network',
    status: null,
    method,
    route,
    message: timedOut
      ? 'the forge did not answer in time'
      : `the forge could not be reached (${code || name})`,
  });
}

/** undici's refusal of a request it will not send (an invalid header value, …): nothing went out. */
function isRefusedBeforeSending(error: unknown): boolean {
  return (error as { code?: string })?.code === 'UND_ERR_INVALID_ARG';
}

function backoffMs(attempt: number): number {
  // Exponential with full jitter: spreads retries of concurrent requests apart.
  return Math.random() * 50 * 2 ** (attempt - 1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
