// Blocked users (Gitea's routers/api/v1/user/block.go, org/block.go over shared/block.go):
// `viewer.blockedUsers` (GET /user/blocks), `User.isBlockedByViewer` (GET /user/blocks/{username}),
// `Organization.blockedUsers` and `Organization.hasBlocked(login)` (owners only), and blockUser /
// unblockUser for the caller or, with `organization`, for an organization the caller owns.

import {
  blockUser,
  blockUserFromOrg,
  checkMyBlock,
  checkOrgBlock,
  listMyBlocks,
  listOrgBlocks,
  unblockUser,
  unblockUserFromOrg,
} from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import type { Organization, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { presence, presenceField, viewerOnlyList } from '../kit/checks.js';
import { REFUSED_WRITE_ERRORS } from '../kit/errors.js';
import { type InputFields, requiredString, requireText } from '../kit/inputs.js';
import { loginKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWriteOf } from '../kit/mutation.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { isViewer, type UserListRef } from '../kit/viewer.js';
import { OrganizationRef } from '../people/organization.js';
import { type OwnerRef, ownerKey } from '../people/owner.js';
import { UserConnection, UserRef } from '../people/user.js';

const myBlocks = pagedList<UserListRef, object, User>({
  endpoint: listMyBlocks,
  key: () => '@viewer',
  fetch: (context, _ref, _args, page) => listMyBlocks(context.forge, page),
});

const orgBlocks = pagedList<OwnerRef, object, User>({
  endpoint: listOrgBlocks,
  key: ownerKey,
  fetch: (context, ref, _args, page) => listOrgBlocks(context.forge, { org: ref.login, ...page }),
});

builder.objectFields(UserRef, (t) => ({
  blockedUsers: t.field({
    type: UserConnection,
    description:
      'The users the caller blocked, oldest block first (GET /user/blocks, one call per page). Only on `viewer`.',
    args: t.arg.connectionArgs(),
    ...viewerOnlyList('blockedUsers', myBlocks),
  }),
  isBlockedByViewer: t.field({
    type: 'Boolean',
    description:
      'Whether the caller blocked this user (GET /user/blocks/{username}, one call); null for anonymous callers, false on `viewer` itself.',
    resolve: (user, _args, context) => {
      if (isViewer(user)) return false;
      if (context.caller.anonymous) return null;
      return presence(context, `isBlockedByViewer:${user.login.toLowerCase()}`, () =>
        checkMyBlock(context.forge, { username: user.login }),
      );
    },
  }),
}));

builder.objectFields(OrganizationRef, (t) => ({
  blockedUsers: listConnection(
    t,
    UserConnection,
    listField(orgBlocks, (org: Organization): OwnerRef => ({ login: org.name })),
    'The users the organization blocked (GET /orgs/{org}/blocks, one call per page). Owners and site admins only: FORBIDDEN for others.',
  ),
  hasBlocked: presenceField(t, checkOrgBlock, (org, login) => ({ org: org.name, username: login }), {
    description:
      'Whether the organization blocked `login` (GET /orgs/{org}/blocks/{username}, one call). Owners and site admins only.',
  }),
}));

interface BlockTarget {
  login: string;
  organization: string | null;
}

/** The blocked user and the blocker (the organization, or the caller), read after the write when selected. */
const blockPayloadFields = (t: PayloadFields<BlockTarget>) => ({
  user: readAfterWriteOf(t, UserRef, (p) => loginKey(p.login), 'GET /users/{username} when selected'),
  organization: readAfterWriteOf(
    t,
    OrganizationRef,
    (p) => (p.organization ? loginKey(p.organization) : null),
    'The blocking organization (null for the caller’s own blocks); GET /orgs/{org} when selected.',
    false,
  ),
});

const blockInputFields = (t: InputFields) => ({
  login: requiredString(t, 'The user to block or unblock.'),
  organization: t.string({
    description: 'Block for this organization (its owners only) instead of for the caller.',
  }),
});

const ACTIONS = {
  blockUser: {
    mine: (forge: ForgeSession, login: string, note?: string) => blockUser(forge, { username: login, note }),
    org: (forge: ForgeSession, org: string, login: string, note?: string) =>
      blockUserFromOrg(forge, { org, username: login, note }),
    description:
      'Blocks a user for the caller (PUT /user/blocks/{username}) or for an organization the caller owns (PUT /orgs/{org}/blocks/{username}): 204, one call. The forge also ends follows and stars between them. ValidationError for oneself, an organization, a member of the organization or someone already blocked; ForbiddenError for a non-owner.',
  },
  unblockUser: {
    mine: (forge: ForgeSession, login: string) => unblockUser(forge, { username: login }),
    org: (forge: ForgeSession, org: string, login: string) =>
      unblockUserFromOrg(forge, { org, username: login }),
    description:
      'Unblocks a user for the caller (DELETE /user/blocks/{username}) or for an organization the caller owns (DELETE /orgs/{org}/blocks/{username}): 204, one call. ValidationError for someone not blocked.',
  },
} as const;

for (const [name, action] of Object.entries(ACTIONS)) {
  defineMutation(name, {
    input: 'Whom to block or unblock, and for whom.',
    inputFields: (t) => ({
      ...blockInputFields(t),
      ...(name === 'blockUser'
        ? { note: t.string({ description: 'A note the forge keeps with the block.' }) }
        : {}),
    }),
    description: action.description,
    errors: [...REFUSED_WRITE_ERRORS],
    changes: [UserRef],
    write: async (input, context) => {
      const login = requireText(input.login as string, 'login');
      const organization = (input.organization as string | null | undefined) ?? null;
      const note = (input.note as string | null | undefined) ?? undefined;
      if (organization) await action.org(context.forge, organization, login, note);
      else await action.mine(context.forge, login, note);
      return { login, organization } satisfies BlockTarget;
    },
    payload: 'The user and the blocking organization, read when selected.',
    outputFields: blockPayloadFields,
  });
}
