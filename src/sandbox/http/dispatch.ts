// The request pipeline for /api/v1: route match, faults, authentication, sudo, handler, call log.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { UserRec } from '../model/records.js';
import { authenticate } from './auth.js';
import { type Handler, RequestContext, type SandboxRuntime } from './context.js';
import {
  apiErrorBody,
  Halt,
  internalError,
  jsonReply,
  methodNotAllowed,
  notFoundBody,
  pageNotFound,
  type Reply,
} from './errors.js';
import type { FaultState } from './faults.js';
import { send } from './respond.js';
import { BadPathError, normalisePath, Router } from './router.js';
import { routeTable } from './routes.js';

export interface CallLogEntry {
  method: string;
  route: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  user: string | null;
  requestId?: string;
  /** the W3C trace context the caller sent (a traced gateway sends one with every call) */
  traceparent?: string;
}

export const API_PREFIX = '/api/v1';

function queryRecord(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** routers/api/v1/api.go (sudo): for admins only, and the call acts as the named user */
function applySudo(
  runtime: SandboxRuntime,
  user: UserRec | null,
  req: IncomingMessage,
  query: URLSearchParams,
) {
  const header = req.headers.sudo;
  const name = query.get('sudo') ?? (typeof header === 'string' ? header : null);
  if (!user || name === null || name === '') return user;
  if (!user.isAdmin) throw new Halt(jsonReply(403, { message: 'Only administrators allowed to sudo.' }));
  const target = runtime.store.userByName(name);
  if (!target) {
    const url = `${runtime.origin}/api/swagger`;
    throw new Halt(
      jsonReply(404, notFoundBody(url, 'GetUserByName', [`user does not exist [uid: 0, name: ${name}]`])),
    );
  }
  return target;
}

export class ApiDispatcher {
  private readonly router: Router<Handler>;

  constructor(
    private readonly runtime: SandboxRuntime,
    private readonly faults: FaultState,
    private readonly calls: CallLogEntry[],
  ) {
    this.router = new Router(routeTable(runtime));
  }

  /** `rawPath` is the request path as received; it starts with /api/v1 once normalised. */
  async handle(req: IncomingMessage, res: ServerResponse, rawPath: string, rawQuery: string): Promise<void> {
    const method = req.method ?? 'GET';
    const query = new URLSearchParams(rawQuery);
    const path = normalisePath(rawPath).slice(API_PREFIX.length) || '/';
    const requestId = req.headers['x-request-id'];
    const entry: CallLogEntry = {
      method,
      route: '(unmatched)',
      path: rawPath.startsWith(API_PREFIX) ? rawPath.slice(API_PREFIX.length) : path,
      query: queryRecord(query),
      status: 0,
      user: null,
    };
    if (typeof requestId === 'string') entry.requestId = requestId;
    const traceparent = req.headers.traceparent;
    if (typeof traceparent === 'string') entry.traceparent = traceparent;
    this.calls.push(entry);

    let match: ReturnType<Router<Handler>['match']>;
    try {
      match = this.router.match(method, path);
    } catch (err) {
      if (!(err instanceof BadPathError)) throw err;
      entry.status = 400;
      send(res, { status: 400, text: '400 Bad Request' });
      return;
    }
    if (match.kind === 'route') entry.route = match.def.route;

    const body = await readBody(req);
    const plan = this.faults.plan(entry.route);
    if (plan.latencyMs > 0) await delay(plan.latencyMs);
    if (plan.reset === 'before') {
      req.socket.destroy();
      return;
    }
    if (plan.status) {
      const url = `${this.runtime.origin}/api/swagger`;
      entry.status = plan.status.status;
      const { raw } = plan.status;
      send(
        res,
        raw
          ? { status: plan.status.status, text: raw.text, headers: { 'Content-Type': raw.contentType } }
          : jsonReply(plan.status.status, plan.status.body ?? { message: 'injected', url }),
      );
      return;
    }

    const auth = authenticate(this.runtime.store, req.headers.authorization, query);
    let user = auth.kind === 'user' ? auth.user : null;
    entry.user = user?.login ?? null;
    let reply: Reply;
    if (match.kind === 'none') reply = pageNotFound();
    else if (match.kind === 'method-not-allowed') reply = methodNotAllowed(match.allowed);
    else if (auth.kind === 'invalid') {
      reply = jsonReply(
        401,
        apiErrorBody(`${this.runtime.origin}/api/swagger`, 'invalid username, password or token'),
      );
    } else {
      try {
        user = applySudo(this.runtime, user, req, query);
        entry.user = user?.login ?? null;
        const ctx = new RequestContext({
          runtime: this.runtime,
          method,
          path,
          query,
          params: match.params,
          headers: req.headers,
          body,
          user,
        });
        reply = await match.def.handler(ctx);
      } catch (err) {
        if (err instanceof Halt) reply = err.reply;
        else {
          // A sandbox bug, not a simulated failure: the body hides it like Gitea, the header tells the developer.
          reply = internalError(`${this.runtime.origin}/api/swagger`, err, user?.isAdmin ?? false);
          reply.headers = {
            'X-Sandbox-Error': String(err instanceof Error ? err.message : err)
              .replace(/[^\x20-\x7e]/g, ' ')
              .slice(0, 200),
          };
        }
      }
    }
    if (auth.kind === 'user' && auth.viaQuery) {
      reply.headers = {
        ...reply.headers,
        'X-Gitea-Warning': 'token and access_token API authentication is deprecated',
      };
    }
    entry.status = reply.status;
    if (plan.reset === 'after') {
      // the handler ran (state changed) but the client never sees an answer
      entry.status = 0;
      req.socket.destroy();
      return;
    }
    send(res, reply);
  }
}
