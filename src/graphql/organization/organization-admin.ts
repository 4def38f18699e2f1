// Organizations as a whole: the root list `organizations` (GET /orgs), `Organization.permissionsOf(login)`
// (GET /users/{username}/orgs/{org}/permissions), and createOrganization / updateOrganization /
// deleteOrganization (POST /orgs, PATCH and DELETE /orgs/{org}) — Gitea's routers/api/v1/org/org.go.

import {
  createOrg,
  deleteOrg,
  editOrg,
  getUserOrgPermissions,
  listAllOrgs,
} from '../../forge/endpoints/index.js';
import type { Organization, OrganizationPermissions } from '../../forge/types/index.js';
import { forgeFlags } from '../kit/account-fields.js';
import { builder } from '../kit/builder.js';
import { Visibility } from '../kit/enums.js';
import { readsForge } from '../kit/forge-calls.js';
import { type InputOf, inputTable } from '../kit/input-table.js';
import { type InputFields, optionsOf, requiredString, requireText } from '../kit/inputs.js';
import { expectObject } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, writtenObject } from '../kit/mutation.js';
import { pagedList } from '../kit/paged-field.js';
import { returnedString } from '../kit/returned-value.js';
import { OrganizationConnection, OrganizationRef } from '../people/organization.js';

const ROOT = {};

const allOrganizations = pagedList<typeof ROOT, object, Organization>({
  endpoint: listAllOrgs,
  key: () => 'orgs',
  fetch: (context, _root, _args, page) => listAllOrgs(context.forge, page),
});

const OrganizationPermissionsRef = builder
  .objectRef<OrganizationPermissions>('OrganizationPermissions')
  .implement({
    description: 'What a user may do in an organization, from the teams they belong to.',
    fields: (t) =>
      forgeFlags(t, {
        canRead: ['can_read', 'Whether the user may read the organization’s repositories.'],
        canWrite: ['can_write', 'Whether the user may write to them.'],
        isAdmin: ['is_admin', 'Whether the user is in a team with admin access.'],
        isOwner: ['is_owner', 'Whether the user is in the Owners team.'],
        canCreateRepository: ['can_create_repository', 'Whether the user may create repositories in it.'],
      }),
  });

builder.queryFields((t) => ({
  organizations: t.field({
    type: OrganizationConnection,
    nullable: false,
    description:
      'Every organization the caller may see, by name (GET /orgs, one call per page): public ones, limited ones for signed-in callers, private ones for site admins.',
    args: t.arg.connectionArgs(),
    resolve: (_root, args, context) => allOrganizations(context, ROOT, args),
  }),
}));

builder.objectFields(OrganizationRef, (t) => ({
  permissionsOf: t.field({
    extensions: readsForge(),
    type: OrganizationPermissionsRef,
    description:
      'What `login` may do in the organization (GET /users/{username}/orgs/{org}/permissions, one call; needs a signed-in caller).',
    args: {
      login: t.arg.string({
        description: 'The login of the user whose permissions to read.',
        required: true,
      }),
    },
    resolve: async (org, args, context) => {
      const { data } = await getUserOrgPermissions(context.forge, { username: args.login, org: org.name });
      return expectObject<OrganizationPermissions>(
        data,
        'GET /users/{username}/orgs/{org}/permissions',
        'can_read',
      );
    },
  }),
}));

/** The fields an organization's profile has, in creation and edit alike (CreateOrgOption, EditOrgOption). */
const PROFILE = {
  fullName: 'The name the organization shows.',
  email: 'The organization’s public contact address.',
  description: 'What the organization says about itself.',
  website: 'The organization’s website.',
  location: 'Where the organization is.',
  visibility: [Visibility, 'Who sees the organization (default PUBLIC on creation).'],
  repoAdminChangeTeamAccess: ['Boolean', 'Whether repository admins may change team access.'],
} as const;

const profileFields = (t: InputFields) => inputTable(t, PROFILE);

/** The organization an edit or deletion acts on. */
const organizationLogin = (t: InputFields) => ({ login: requiredString(t, 'The organization’s name.') });

/** A new organization: its name and profile. */
const newOrganizationFields = (t: InputFields) => ({
  login: requiredString(t, 'Its name.'),
  ...profileFields(t),
});

/** An edit: the organization and the profile fields to change. */
const organizationEditFields = (t: InputFields) => ({ ...organizationLogin(t), ...profileFields(t) });

const profileOf = (input: InputOf<typeof PROFILE>) =>
  optionsOf(input, ...(Object.keys(PROFILE) as (keyof typeof PROFILE)[]));

const organizationPayload = (t: PayloadFields<{ organization: Organization }>) => ({
  organization: writtenObject(t, OrganizationRef, 'organization'),
});

// org.go Create: 403 for users who may not create organizations, 422 for a name in use or not allowed
defineMutation('createOrganization', {
  input: 'The organization to create (CreateOrgOption).',
  inputFields: newOrganizationFields,
  description:
    'Creates an organization owned by the caller (POST /orgs, 201, one call). ValidationError for a name in use or not allowed; ForbiddenError for accounts that may not create organizations.',
  changes: [OrganizationRef],
  write: async (input, context) => {
    const { data } = await createOrg(context.forge, {
      username: requireText(input.login, 'login'),
      ...profileOf(input),
    });
    return { organization: expectObject<Organization>(data, 'POST /orgs', 'name') };
  },
  payload: 'The new organization.',
  outputFields: organizationPayload,
});

// org.go Edit: owners and site admins only (403)
defineMutation('updateOrganization', {
  input: 'The organization and the fields to change; the others stay (EditOrgOption).',
  inputFields: organizationEditFields,
  description:
    'Changes an organization’s profile (PATCH /orgs/{org}, 200, one call). ForbiddenError for callers who do not own it.',
  changes: [OrganizationRef],
  write: async (input, context) => {
    const { data } = await editOrg(
      context.forge,
      { org: requireText(input.login, 'login') },
      profileOf(input),
    );
    return { organization: expectObject<Organization>(data, 'PATCH /orgs/{org}', 'name') };
  },
  payload: 'The organization as the forge answered it.',
  outputFields: organizationPayload,
});

// org.go Delete: owners only; an organization that still owns repositories fails upstream (500)
defineMutation('deleteOrganization', {
  input: 'The organization to delete.',
  inputFields: organizationLogin,
  description:
    'Deletes an organization (DELETE /orgs/{org}, 204, one call). ForbiddenError for callers who do not own it; one that still owns repositories makes the forge fail (UpstreamError): delete or transfer them first.',
  changes: [OrganizationRef],
  write: async (input, context) => {
    const login = requireText(input.login, 'login');
    await deleteOrg(context.forge, { org: login });
    return { deletedLogin: login };
  },
  payload: 'The deleted organization’s name.',
  outputFields: (t) => ({
    deletedLogin: returnedString(t, 'deletedLogin', 'The name the deleted organization had.'),
  }),
});
