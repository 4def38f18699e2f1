// Per-request state and the middleware-like guards of Gitea's API router (repo assignment, reqToken, ...).
import type { IncomingHttpHeaders } from 'node:http';
import { repoAccess } from '../model/access.js';
import { Access, type AccessMode, type RepoRec, type UserRec } from '../model/records.js';
import type { Store } from '../model/store.js';
import { bind, type StructSchema } from './binding.js';
import { apiErrorBody, Halt, jsonReply, notFoundBody, type Reply } from './errors.js';
import { type ListOptions, listOptions } from './paging.js';
import type { SandboxProfile } from './profiles.js';

export interface SandboxRuntime {
  store: Store;
  origin: string;
  options: { assigneesRoute: boolean; contentsExt: boolean };
  /** the forge the sandbox stands for (profiles.ts) */
  profile: SandboxProfile;
}

export interface RepoContext {
  repo: RepoRec;
  owner: UserRec;
  mode: AccessMode;
}

export interface RequestInit {
  runtime: SandboxRuntime;
  method: string;
  /** normalised raw path below /api/v1 */
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Buffer;
  user: UserRec | null;
}

export class RequestContext {
  readonly store: Store;
  readonly origin: string;
  readonly apiBase: string;
  readonly swaggerUrl: string;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly params: Record<string, string>;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly user: UserRec | null;
  readonly runtime: SandboxRuntime;
  private repoContexts = new Map<string, RepoContext>();

  constructor(init: RequestInit) {
    this.runtime = init.runtime;
    this.store = init.runtime.store;
    this.origin = init.runtime.origin;
    this.apiBase = `${init.runtime.origin}/api/v1`;
    this.swaggerUrl = `${init.runtime.origin}/api/swagger`;
    this.method = init.method;
    this.path = init.path;
    this.query = init.query;
    this.params = init.params;
    this.headers = init.headers;
    this.body = init.body;
    this.user = init.user;
  }

  param(name: string): string {
    const value = this.params[name];
    if (value === undefined) throw new Error(`route has no parameter {${name}}`);
    return value;
  }

  /** Go's ctx.FormString: the first value or '' */
  form(name: string): string {
    return this.query.get(name) ?? '';
  }

  /** APIError(status, message) → {message, url} */
  error(status: number, message: string): Halt {
    return new Halt(jsonReply(status, apiErrorBody(this.swaggerUrl, message)));
  }

  /** APIErrorNotFound(...) → {errors, message, url} */
  notFound(message?: string, errors?: string[] | null): Halt {
    return new Halt(jsonReply(404, notFoundBody(this.swaggerUrl, message, errors)));
  }

  /** The signed-in caller; the route's `reqToken` guard has already answered 401 to anyone else. */
  get doer(): UserRec {
    if (!this.user) throw new Error('the route reads the caller without a reqToken guard');
    return this.user;
  }

  /**
   * Gitea's orgAssignment(true): an unknown organization (or a user that is not one) is ErrNF `GetOrgByName`.
   */
  org(param = 'org'): UserRec {
    const name = this.param(param);
    const org = this.store.userByName(name);
    if (!org?.isOrg) throw this.notFound('GetOrgByName', [`org does not exist [id: 0, name: ${name}]`]);
    return org;
  }

  /** Gitea's UserAssignmentAPI (services/context/user.go): an unknown name is a plain APIError 404 */
  contextUser(param = 'username'): UserRec {
    const name = this.param(param);
    const user = this.store.userByName(name);
    if (!user) throw this.error(404, `user redirect does not exist [name: ${name}]`);
    return user;
  }

  /** utils.GetListOptions: `page` below 1 is 1; `limit` below 1 is the default, above the maximum the maximum */
  listOptions(): ListOptions {
    return listOptions(this.query);
  }

  /** gitea.com/go-chi/binding: a binding failure is a 422 naming the first error only */
  bind<T>(schema: StructSchema<T>): T {
    const contentType = this.headers['content-type'];
    const result = bind<T>(schema, this.body, typeof contentType === 'string' ? contentType : undefined);
    if (!result.ok) throw this.error(422, result.message);
    return result.value;
  }

  /**
   * Gitea's repoAssignment: unknown owner → ErrNF GetUserByName; missing or invisible repo → ErrNF `not found`;
   * a moved repo → 301 to its new path (routers/api/v1/api.go).
   */
  repo(ownerParam = 'owner', repoParam = 'repo'): RepoContext {
    const ownerName = this.param(ownerParam);
    const repoName = this.param(repoParam);
    const key = `${ownerName}/${repoName}`;
    const cached = this.repoContexts.get(key);
    if (cached) return cached;
    const owner = this.store.userByName(ownerName);
    if (!owner) throw this.notFound('GetUserByName', [`user redirect does not exist [name: ${ownerName}]`]);
    const repo = this.store.repoByName(owner.id, repoName);
    if (!repo) {
      const movedId = this.store.repoRedirects.get(`${owner.id}/${repoName.toLowerCase()}`);
      const moved = movedId === undefined ? undefined : this.store.repoById(movedId);
      if (moved) throw this.redirectTo(moved);
      throw this.notFound();
    }
    const mode = repoAccess(this.store, repo, this.user);
    if (mode === Access.none) throw this.notFound();
    const context = { repo, owner, mode };
    this.repoContexts.set(key, context);
    return context;
  }

  private redirectTo(repo: RepoRec): Halt {
    const owner = this.store.user(repo.ownerId);
    const parts = this.path.split('/');
    // path is /repos/{owner}/{repo}/...: swap the two segments, keep the rest and the query
    parts[2] = encodeURIComponent(owner.login);
    parts[3] = encodeURIComponent(repo.name);
    const query = this.query.toString();
    const location = `/api/v1${parts.join('/')}${query ? `?${query}` : ''}`;
    return new Halt({ status: 301, headers: { Location: location } });
  }
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;
