// The webhooks of an account: an organization's (`Organization.hooks`, createOrganizationHook; its owners
// only) and the caller's own (`User.hooks` on `viewer`; created by createUserHook). updateAccountHook and
// deleteAccountHook take a Hook id, which says whose hook it is and so which route serves it
// (routers/api/v1/org/hook.go, user/hook.go).

import {
  createOrganizationHook,
  deleteOrganizationHook,
  deleteUserHook,
  editOrganizationHook,
  editUserHook,
  listOrganizationHooks,
  listUserHooks,
} from '../../forge/endpoints/index.js';
import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import type { EditHookOption, Hook, Organization, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { deletedIdField } from '../kit/deleted-id.js';
import { invalid, requiredId, requireText } from '../kit/inputs.js';
import { defineMutation, writtenObject } from '../kit/mutation.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { isViewer, viewerOnly } from '../kit/viewer.js';
import { OrganizationRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';
import { HookConnection, HookRef, type HookScope, type ScopedHook, scopeHook } from './hook.js';
import { hookOptionFields, hookOptionOf } from './hook-mutations.js';
import { hookEditFields, hookEditOf, hookOf } from './repository-hook-mutations.js';

type AccountScope = Exclude<HookScope, { kind: 'repository' }>;
type Page = { page: number; limit: number };

/** The routes of one account's hooks, bound to the account. */
interface AccountHookRoutes {
  list: (forge: ForgeSession, page: Page) => Promise<ForgeResponse<unknown>>;
  edit: (forge: ForgeSession, id: number, body: EditHookOption) => Promise<ForgeResponse<Hook>>;
  remove: (forge: ForgeSession, id: number) => Promise<ForgeResponse<unknown>>;
}

function accountHookRoutes(scope: AccountScope): AccountHookRoutes {
  if (scope.kind === 'user') {
    return {
      list: (forge, page) => listUserHooks(forge, page),
      edit: (forge, id, body) => editUserHook(forge, { id }, body),
      remove: (forge, id) => deleteUserHook(forge, { id }),
    };
  }
  const { org } = scope;
  return {
    list: (forge, page) => listOrganizationHooks(forge, { org, ...page }),
    edit: (forge, id, body) => editOrganizationHook(forge, { org, id }, body),
    remove: (forge, id) => deleteOrganizationHook(forge, { org, id }),
  };
}

const accountHooks = pagedList<AccountScope, object, Hook, ScopedHook>({
  endpoint: (scope) => (scope.kind === 'user' ? listUserHooks : listOrganizationHooks),
  key: (scope) => (scope.kind === 'user' ? 'user' : `org:${scope.org.toLowerCase()}`),
  fetch: (context, scope, _args, page) => accountHookRoutes(scope).list(context.forge, page),
  map: (hook, scope) => scopeHook(hook, scope),
});

builder.objectFields(OrganizationRef, (t) => ({
  hooks: listConnection(
    t,
    HookConnection,
    listField(
      accountHooks,
      (org: Organization): AccountScope => ({ kind: 'organization', org: org.name ?? '' }),
    ),
    'The organization’s webhooks, oldest first (GET /orgs/{org}/hooks); its owners only (FORBIDDEN otherwise).',
  ),
}));

builder.objectFields(UserRef, (t) => ({
  hooks: t.field({
    type: HookConnection,
    description: 'The caller’s own webhooks, oldest first (GET /user/hooks). Only on `viewer`.',
    args: t.arg.connectionArgs(),
    resolve: (user: User, args, context) => {
      if (!isViewer(user)) throw viewerOnly('hooks');
      return accountHooks(context, { kind: 'user' }, args);
    },
  }),
}));

defineMutation('createOrganizationHook', {
  input: 'CreateHookOption for an organization (POST /orgs/{org}/hooks)',
  inputFields: (t) => ({
    organization: t.string({ required: true, description: 'The organization’s name.' }),
    ...hookOptionFields(t),
  }),
  description:
    'Creates a webhook on an organization (POST /orgs/{org}/hooks, 201), fired by events of all its repositories; its owners only (ForbiddenError).',
  changes: [HookRef],
  write: async (input, context) => {
    const org = requireText(input.organization, 'organization');
    const { data } = await createOrganizationHook(context.forge, { org }, hookOptionOf(input));
    return { hook: scopeHook(data, { kind: 'organization', org }) };
  },
  payload: 'The new hook.',
  outputFields: (t) => ({ hook: writtenObject(t, HookRef, 'hook') }),
});

/** The account hook a Hook id names, refused before any call when it is a repository's. */
function accountHookOf(id: string | number): { scope: AccountScope; id: number } {
  const hook = hookOf(id);
  if (hook.scope.kind === 'repository') {
    throw invalid('the id names a hook of a repository: use the repository hook writes', 'id');
  }
  return { scope: hook.scope, id: hook.id };
}

defineMutation('updateAccountHook', {
  input: 'EditHookOption: what to change of an organization’s or the caller’s hook; absent fields stay.',
  inputFields: (t) => ({
    id: requiredId(t, 'The `id` of an organization’s or the caller’s Hook.'),
    ...hookEditFields(t),
  }),
  description:
    'Changes a webhook of an organization (PATCH /orgs/{org}/hooks/{id}) or of the caller (PATCH /user/hooks/{id}), 200 Hook; the id says which.',
  changes: [HookRef],
  write: async (input, context) => {
    const { scope, id } = accountHookOf(input.id);
    const { data } = await accountHookRoutes(scope).edit(context.forge, id, hookEditOf(input));
    return { hook: scopeHook(data, scope) };
  },
  payload: 'The changed hook.',
  outputFields: (t) => ({ hook: writtenObject(t, HookRef, 'hook') }),
});

defineMutation('deleteAccountHook', {
  input: 'The organization’s or the caller’s hook to delete, by its id.',
  inputFields: (t) => ({ id: t.id({ required: true, description: 'The Hook’s `id`.' }) }),
  description:
    'Deletes a webhook of an organization (DELETE /orgs/{org}/hooks/{id}) or of the caller (DELETE /user/hooks/{id}), 204; NotFoundError when there is none such.',
  changes: [HookRef],
  write: async (input, context) => {
    const { scope, id } = accountHookOf(input.id);
    await accountHookRoutes(scope).remove(context.forge, id);
    return { deletedId: String(input.id) };
  },
  payload: 'The id of the deleted hook.',
  outputFields: (t) => ({ deletedHookId: deletedIdField(t) }),
});
