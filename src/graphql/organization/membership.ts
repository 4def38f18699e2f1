// One member of an organization (Gitea's routers/api/v1/org/member.go): `Organization.hasMember(login)`
// and `hasPublicMember(login)`, removeOrganizationMember, and publicizeOrganizationMembership /
// concealOrganizationMembership for the caller's own membership.

import {
  checkOrgMember,
  checkPublicMember,
  concealMember,
  publicizeMember,
  removeOrgMember,
} from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import { builder } from '../kit/builder.js';
import { presenceField } from '../kit/checks.js';
import { REFUSED_WRITE_ERRORS } from '../kit/errors.js';
import { readsForge } from '../kit/forge-calls.js';
import { requiredString, requireText } from '../kit/inputs.js';
import { loginKey } from '../kit/loaders.js';
import { type PayloadFields, readAfterWriteOf } from '../kit/mutation.js';
import { defineMutationFamily, type FamilyRows } from '../kit/mutation-family.js';
import { OrganizationRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';

builder.objectFields(OrganizationRef, (t) => ({
  hasMember: presenceField(t, checkOrgMember, (org, login) => ({ org: org.name, username: login }), {
    extensions: readsForge(),
    description:
      'Whether `login` belongs to the organization (GET /orgs/{org}/members/{username}; needs a signed-in caller). Members and site admins learn any membership with one call; the forge sends anyone else to the public membership check (a second call), so for them this is `hasPublicMember`.',
  }),
  hasPublicMember: presenceField(t, checkPublicMember, (org, login) => ({ org: org.name, username: login }), {
    extensions: readsForge(),
    description:
      'Whether `login` made their membership public (GET /orgs/{org}/public_members/{username}, one call; no sign-in needed).',
  }),
}));

interface MembershipTarget {
  organization: string;
  login: string;
}

/** The organization and the user, read after the write when selected (their lists changed). */
const membershipPayload = (t: PayloadFields<MembershipTarget>) => ({
  organization: readAfterWriteOf(
    t,
    OrganizationRef,
    (p) => loginKey(p.organization),
    'GET /orgs/{org} when selected',
  ),
  user: readAfterWriteOf(t, UserRef, (p) => loginKey(p.login), 'GET /users/{username} when selected'),
});

type MembershipCall = (forge: ForgeSession, args: { org: string; username: string }) => Promise<unknown>;

/** The member's login as each write names it, and its forge call. */
interface MembershipWrite {
  call: MembershipCall;
  login: string;
}

/** Removing a member, and the caller showing or hiding their own membership: one call each. */
const WRITES: FamilyRows<MembershipWrite> = {
  removeOrganizationMember: [
    { call: removeOrgMember, login: 'The member to remove.' },
    'Removes a user from every team of an organization (DELETE /orgs/{org}/members/{username}, 204, one call). ForbiddenError for callers who do not own it; the last owner cannot be removed (the forge fails: UpstreamError).',
  ],
  publicizeOrganizationMembership: [
    {
      call: publicizeMember,
      login: 'The caller’s own login: the forge lets members publicize only their own membership.',
    },
    'Makes the caller’s membership of an organization public (PUT /orgs/{org}/public_members/{username}, 204, one call). ForbiddenError for another user’s membership or a caller outside the organization.',
  ],
  concealOrganizationMembership: [
    {
      call: concealMember,
      login: 'The caller’s own login: the forge lets members conceal only their own membership.',
    },
    'Hides the caller’s membership of an organization (DELETE /orgs/{org}/public_members/{username}, 204, one call). ForbiddenError for another user’s membership.',
  ],
};

defineMutationFamily(WRITES, (write) => ({
  input: 'The organization and the member.',
  inputFields: (t) => ({
    organization: requiredString(t, 'The organization’s name.'),
    login: t.string({ required: true, description: write.login }),
  }),
  errors: [...REFUSED_WRITE_ERRORS],
  changes: [OrganizationRef, UserRef],
  write: async (input, context) => {
    const target = {
      organization: requireText(input.organization, 'organization'),
      login: requireText(input.login, 'login'),
    };
    await write.call(context.forge, { org: target.organization, username: target.login });
    return target;
  },
  payload: 'The organization and the member, read when selected.',
  outputFields: membershipPayload,
}));
