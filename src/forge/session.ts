// A ForgeSession sends the calls of one GraphQL request: it is the caller's state (the Authorization
// header passed unchanged, the request id, the call budget and what it has spent) over the client's
// chain of wrappers (client.ts), which shares identical reads in flight, retries GETs, spends the
// budget, refuses a malformed credential, guards the breaker and counts each attempt, and the
// transport, which follows redirects within the forge's origin and turns every failure into one ForgeError.

import { ForgeError } from './errors.js';
import type { CallObserver, ForgeResponse, Send, SessionInit, SessionState } from './http/call.js';
import { isStreamedForm } from './http/multipart.js';
import type { ForgeCapabilities } from './instance/capabilities.js';
import type { RouteArgs, RouteKey, RouteResponse } from './routes/map.js';
import {
  encodeQuery,
  expandPath,
  type PathParams,
  type QueryParams,
  RouteParamError,
  splitRoute,
} from './routes/route.js';

export type { CallObserver, ForgeResponse, SessionInit, SharedCall, UpstreamCall } from './http/call.js';

/** What a session needs of its client: the composed chain and what the forge offers. */
export interface SessionHost {
  readonly send: Send;
  readonly capabilities: ForgeCapabilities;
}

export interface RequestOptions {
  params?: PathParams;
  query?: QueryParams;
  body?: unknown;
  /** the answer is text, not JSON (a `.diff` route): its data is the body as a string */
  text?: boolean;
  /** the body is sent as it is, as text/plain (POST /markdown/raw), not as JSON */
  rawBody?: boolean;
}

export class ForgeSession implements SessionState {
  /** upstream attempts made so far, retries included */
  calls = 0;
  /** reads answered by joining another request's identical call in flight */
  shared = 0;
  /** what the wrappers tell of each call's outcome (CallObserver) */
  readonly observer: CallObserver;

  constructor(
    private readonly host: SessionHost,
    readonly init: SessionInit,
  ) {
    this.observer = init.observer ?? UNOBSERVED;
  }

  /** what the forge offers: shared by every session of the process (capabilities.ts) */
  get capabilities(): ForgeCapabilities {
    return this.host.capabilities;
  }

  /** One call of a route of the forge's route map: its parameters, query, body and answer follow from the key. */
  request<K extends RouteKey>(
    route: K,
    ...[options]: RouteArgs<K>
  ): Promise<ForgeResponse<RouteResponse<K>>> {
    return this.send(route, (options ?? {}) as RequestOptions) as Promise<ForgeResponse<RouteResponse<K>>>;
  }

  /** Async, so that whatever is refused here (a parameter, a body JSON cannot write) arrives as a rejection. */
  private async send(route: string, options: RequestOptions): Promise<ForgeResponse<unknown>> {
    const { method, template } = splitRoute(route);
    let path: string;
    try {
      path = expandPath(template, options.params) + encodeQuery(options.query);
    } catch (error) {
      if (!(error instanceof RouteParamError)) throw error;
      throw new ForgeError({ kind: 'validation', status: null, method, route, message: error.message });
    }
    const raw = options.rawBody === true && typeof options.body === 'string';
    // an upload goes as a stream (multipart.ts); a FormData is encoded whole
    const streamed = isStreamedForm(options.body) ? options.body : undefined;
    const form = streamed
      ? { bytes: streamed.body(), contentType: streamed.contentType }
      : isFormData(options.body)
        ? await encodeForm(options.body)
        : undefined;
    const payload =
      options.body === undefined || form
        ? form?.bytes
        : raw
          ? (options.body as string)
          : JSON.stringify(options.body);
    return this.host.send({
      method,
      route,
      path,
      params: options.params,
      payload,
      ...(options.text ? { text: true } : {}),
      ...(raw ? { contentType: 'text/plain; charset=utf-8' } : {}),
      ...(form ? { contentType: form.contentType } : {}),
      session: this,
      attempt: 1,
      status: null,
    });
  }
}

/** The observer of a session no one observes: every hook absent. */
const UNOBSERVED: CallObserver = Object.freeze({});

/**
 * Whether a body is a FormData (an upload), told by its tag: reading the global `FormData` would load
 * Node's own fetch (undici) on every call with a body (test/project/node-fetch-unloaded.test.ts).
 */
function isFormData(body: unknown): body is FormData {
  return (
    typeof body === 'object' && body !== null && Object.prototype.toString.call(body) === '[object FormData]'
  );
}

/**
 * A multipart form (an upload) as the bytes and Content-Type (with its boundary) Node's encoder
 * writes. Its files are in memory already, within the upload limit (server/limits/uploads.ts).
 */
async function encodeForm(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType };
}
