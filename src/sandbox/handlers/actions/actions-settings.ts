// What an owner's Actions workflows read: secrets (stored, listed by name, never shown), variables and runner
// registration tokens, for a repository, an organization or the caller. One set of handlers serves the three
// owners, each a scope Gitea keys by owner and repository id (models/secret, models/actions/variable.go:
// a repository's have owner 0, an organization's or a user's repository 0); the route rows name the scope.
import { randomBytes } from 'node:crypto';
import { rfc3339 } from '../../convert/format.js';
import type { Handler, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { Guard } from '../../http/guards.js';
import { pagedReply } from '../../http/paging.js';
import type { RowSpec } from '../../http/route-row.js';
import { storeSlot } from '../../model/store-slot.js';
import {
  CreateOrUpdateSecretOptionSchema,
  CreateVariableOptionSchema,
  UpdateVariableOptionSchema,
} from './forms.js';

interface Scope {
  ownerId: number;
  repoId: number;
}

interface SettingRec extends Scope {
  id: number;
  name: string;
  data: string;
  createdAt: Date;
}

const secretsOf = storeSlot<SettingRec[]>(() => []);
const variablesOf = storeSlot<SettingRec[]>(() => []);

/** services/secrets/validation.go ValidateName, for secrets and variables alike: letters, digits and `_`, not
 * starting with a digit, GITEA_ or GITHUB_, and not CI (always true in a workflow); stored upper-cased */
const NAME = /^[A-Z_][A-Z0-9_]*$/;
const RESERVED = /^GIT(EA|HUB)_|^CI$/;
const INVALID_NAME = 'invalid variable or secret name';

const validName = (name: string) => NAME.test(name) && !RESERVED.test(name);

function nameOf(ctx: RequestContext, param: string): string {
  const name = ctx.param(param).toUpperCase();
  if (!validName(name)) throw ctx.error(400, INVALID_NAME);
  return name;
}

const inScope = (scope: Scope) => (row: SettingRec) =>
  row.ownerId === scope.ownerId && row.repoId === scope.repoId;

function find(rows: SettingRec[], scope: Scope, name: string): SettingRec | undefined {
  return rows.find((row) => inScope(scope)(row) && row.name === name);
}

const variableJson = (row: SettingRec) => ({
  owner_id: row.ownerId,
  repo_id: row.repoId,
  name: row.name,
  data: row.data,
});

type ScopeOf = (ctx: RequestContext) => Scope;

const handlers = (scopeOf: ScopeOf) => ({
  /** paged by id with X-Total-Count, no Link; `{name, created_at}` each, never the data */
  listSecrets: (ctx: RequestContext): Reply => {
    const rows = secretsOf(ctx.store).filter(inScope(scopeOf(ctx)));
    return pagedReply(ctx, rows, (row) => ({ name: row.name, created_at: rfc3339(row.createdAt) }), {
      link: false,
    });
  },
  /** 201 when created, 204 when replaced; 422 without `data` */
  putSecret: (ctx: RequestContext): Reply => {
    const scope = scopeOf(ctx);
    const name = nameOf(ctx, 'secretname');
    const { data } = ctx.bind(CreateOrUpdateSecretOptionSchema);
    const rows = secretsOf(ctx.store);
    const existing = find(rows, scope, name);
    if (existing) {
      existing.data = data;
      return { status: 204 };
    }
    rows.push({ ...scope, id: ctx.store.nextId(rows), name, data, createdAt: ctx.store.now() });
    return { status: 201 };
  },
  deleteSecret: (ctx: RequestContext): Reply => removeFrom(ctx, secretsOf, scopeOf, 'secretname', 'secret'),
  /** paged by name with X-Total-Count, no Link */
  listVariables: (ctx: RequestContext): Reply => {
    const rows = variablesOf(ctx.store)
      .filter(inScope(scopeOf(ctx)))
      .sort((a, b) => a.name.localeCompare(b.name));
    return pagedReply(ctx, rows, variableJson, { link: false });
  },
  getVariable: (ctx: RequestContext): Reply => {
    const row = find(variablesOf(ctx.store), scopeOf(ctx), nameOf(ctx, 'variablename'));
    if (!row) throw ctx.error(404, 'variable not found');
    return jsonReply(200, variableJson(row));
  },
  /** 201 with no body; 409 when the owner has one of that name */
  createVariable: (ctx: RequestContext): Reply => {
    const scope = scopeOf(ctx);
    const name = nameOf(ctx, 'variablename');
    const { value } = ctx.bind(CreateVariableOptionSchema);
    const rows = variablesOf(ctx.store);
    // the handler names the variable as the path spells it
    if (find(rows, scope, name))
      throw ctx.error(409, `variable name ${ctx.param('variablename')} already exists`);
    rows.push({ ...scope, id: ctx.store.nextId(rows), name, data: value, createdAt: ctx.store.now() });
    return { status: 201 };
  },
  /** 204; a `name` renames the variable (checked as the path's is) */
  updateVariable: (ctx: RequestContext): Reply => {
    const scope = scopeOf(ctx);
    const form = ctx.bind(UpdateVariableOptionSchema);
    const row = find(variablesOf(ctx.store), scope, nameOf(ctx, 'variablename'));
    if (!row) throw ctx.error(404, 'variable not found');
    const rename = (form.name ?? '').toUpperCase();
    if (rename && !validName(rename)) throw ctx.error(400, INVALID_NAME);
    if (rename) row.name = rename;
    row.data = form.value;
    return { status: 204 };
  },
  deleteVariable: (ctx: RequestContext): Reply =>
    removeFrom(ctx, variablesOf, scopeOf, 'variablename', 'variable'),
  /** a fresh token a runner registers with (GetRegistrationToken answers the owner's latest active one) */
  registrationToken: (_ctx: RequestContext): Reply =>
    jsonReply(200, { token: randomBytes(20).toString('hex') }),
});

/** DELETE …/{name}: 204; 404 `… not found` when the owner has none such */
function removeFrom(
  ctx: RequestContext,
  slot: typeof secretsOf,
  scopeOf: ScopeOf,
  param: string,
  kind: string,
): Reply {
  const rows = slot(ctx.store);
  const row = find(rows, scopeOf(ctx), nameOf(ctx, param));
  if (!row) throw ctx.error(404, `${kind} not found`);
  rows.splice(rows.indexOf(row), 1);
  return { status: 204 };
}

/** The scopes: a repository's, an organization's, the caller's own */
export const repositoryScope: ScopeOf = (ctx) => ({ ownerId: 0, repoId: ctx.repo().repo.id });
export const organizationScope: ScopeOf = (ctx) => ({ ownerId: ctx.org().id, repoId: 0 });
export const viewerScope: ScopeOf = (ctx) => ({ ownerId: ctx.doer.id, repoId: 0 });

interface Owner {
  /** the path before /actions: `/repos/{owner}/{repo}`, `/orgs/{org}`, `/user` */
  prefix: string;
  guards: readonly Guard[];
  scope: ScopeOf;
  /** where the registration token is read (a repository's sits outside /actions in the swagger) */
  tokenRoute: string;
  /** the caller's own secrets have no list route */
  listsSecrets: boolean;
}

/** The rows of one owner: the same routes under its prefix, behind its guards. */
export function actionsSettingsRows(owner: Owner): RowSpec[] {
  const on = handlers(owner.scope);
  const at = (method: string, path: string, handler: Handler): RowSpec => [
    `${method} ${owner.prefix}/actions${path}`,
    owner.guards,
    handler,
  ];
  return [
    ...(owner.listsSecrets ? [at('GET', '/secrets', on.listSecrets)] : []),
    at('PUT', '/secrets/{secretname}', on.putSecret),
    at('DELETE', '/secrets/{secretname}', on.deleteSecret),
    at('GET', '/variables', on.listVariables),
    at('GET', '/variables/{variablename}', on.getVariable),
    at('POST', '/variables/{variablename}', on.createVariable),
    at('PUT', '/variables/{variablename}', on.updateVariable),
    at('DELETE', '/variables/{variablename}', on.deleteVariable),
    [`GET ${owner.tokenRoute}`, owner.guards, on.registrationToken],
  ];
}
