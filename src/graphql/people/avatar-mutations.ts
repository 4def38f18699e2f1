// The avatars of organizations (Gitea's routers/api/v1/org/avatar.go, behind reqOrgOwnership) and of
// the caller (user/avatar.go): rows of content/avatar.ts.

import {
  deleteOrgAvatar,
  deleteUserAvatar,
  updateOrgAvatar,
  updateUserAvatar,
} from '../../forge/endpoints/index.js';
import { type AvatarTarget, defineAvatarDelete, defineAvatarUpdate, ownerAfterWrite } from '../kit/avatar.js';
import { requiredString, requireText } from '../kit/inputs.js';
import { loginKey } from '../kit/loaders.js';
import { OrganizationRef } from './organization.js';
import { UserRef } from './user.js';
import { viewerAfterWrite } from './viewer-payload.js';

const orgOf = (input: Record<string, unknown>) => ({
  org: requireText(input.organization as string, 'organization'),
});

const organization: AvatarTarget = {
  inputFields: (t) => ({ organization: requiredString(t, 'The organization’s name.') }),
  route: '/orgs/{org}/avatar',
  who: 'Owners of the organization only (ForbiddenError).',
  ownerKey: (input) => loginKey(orgOf(input).org),
  changes: [OrganizationRef],
  outputFields: ownerAfterWrite('organization', OrganizationRef),
};

defineAvatarUpdate('updateOrganizationAvatar', organization, (context, input, _repository, body) =>
  updateOrgAvatar(context.forge, orgOf(input), body),
);
defineAvatarDelete('deleteOrganizationAvatar', organization, (context, input) =>
  deleteOrgAvatar(context.forge, orgOf(input)),
);

const viewer: AvatarTarget = {
  inputFields: () => ({}),
  route: '/user/avatar',
  who: 'The caller’s own avatar.',
  ownerKey: () => '',
  changes: [UserRef],
  outputFields: (t) => ({ viewer: viewerAfterWrite(t) }),
};

defineAvatarUpdate('updateViewerAvatar', viewer, (context, _input, _repository, body) =>
  updateUserAvatar(context.forge, {}, body),
);
defineAvatarDelete('deleteViewerAvatar', viewer, (context) => deleteUserAvatar(context.forge));
