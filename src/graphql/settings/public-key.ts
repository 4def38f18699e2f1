// SSH keys: `User.publicKeys` (GET /users/{username}/keys; under `viewer`, GET /user/keys), the
// PublicKey node (GET /user/keys/{id}), and addPublicKey / deletePublicKey (POST /user/keys,
// DELETE /user/keys/{id}) — Gitea's routers/api/v1/user/key.go.

import {
  createPublicKey,
  deletePublicKey,
  getPublicKey,
  listMyPublicKeys,
  listUserPublicKeys,
} from '../../forge/endpoints/index.js';
import type { PublicKey } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { requiredString, requireText } from '../kit/inputs.js';
import { expectObject } from '../kit/loaders.js';
import { defineMutation, writtenObject } from '../kit/mutation.js';
import { defineNodeDeletion } from '../kit/mutation-deletion.js';
import { listConnection, listField } from '../kit/paged-field.js';
import { userListRefOf } from '../kit/viewer.js';
import { UserRef } from '../people/user.js';
import { viewerAfterWrite } from '../people/viewer-payload.js';
import { accountKeyRef, accountList } from './account-list.js';
import { FIELDS } from './fields.js';
import { KEY_REMOVAL_PAYLOAD } from './key-removal.js';

export const PublicKeyRef = accountKeyRef<PublicKey>('PublicKey', getPublicKey);

PublicKeyRef.implement({
  description:
    'An SSH key of an account. Its id refetches it with one call (GET /user/keys/{id}, which serves any key to a signed-in caller).',
  fields: (t) => ({ ...commonFields(t, 'url', 'createdAt'), ...forgeFields(t, FIELDS.PublicKey) }),
});

const PublicKeyConnection = connectionType(PublicKeyRef, 'PublicKey');

const publicKeys = accountList<PublicKey>(listMyPublicKeys, listUserPublicKeys);

builder.objectFields(UserRef, (t) => ({
  publicKeys: listConnection(
    t,
    PublicKeyConnection,
    listField(publicKeys, userListRefOf, 'both'),
    'The user’s SSH keys, oldest first (GET /users/{username}/keys; on `viewer`, GET /user/keys): one call per page; needs a signed-in caller.',
  ),
}));

// key.go CreatePublicKey: 422 for content that is no key, a key in use anywhere or a title in use
defineMutation('addPublicKey', {
  input: 'The SSH key to add to the caller’s account (CreateKeyOption).',
  inputFields: (t) => ({
    title: requiredString(t, 'At most 50 characters, unique among the caller’s keys.'),
    key: requiredString(t, 'An authorized_keys line: `<type> <base64> [comment]`.'),
  }),
  description:
    'Adds an SSH key to the caller’s account (POST /user/keys, 201, one call). ValidationError for content that is no SSH key, a key already added by anyone, or a title in use.',
  changes: [PublicKeyRef],
  write: async (input, context) => {
    const body = { title: requireText(input.title, 'title'), key: requireText(input.key, 'key') };
    const { data } = await createPublicKey(context.forge, body);
    return { publicKey: expectObject<PublicKey>(data, 'POST /user/keys', 'id') };
  },
  payload: 'The added key and the caller.',
  outputFields: (t) => ({
    publicKey: writtenObject(t, PublicKeyRef, 'publicKey'),
    viewer: viewerAfterWrite(t),
  }),
});

// key.go DeletePublicKey: 404 for an unknown key, 403 for another user's
defineNodeDeletion('deletePublicKey', PublicKeyRef, deletePublicKey, {
  input: 'The SSH key to remove.',
  description:
    'Removes an SSH key from the caller’s account (DELETE /user/keys/{id}, 204, one call). NotFoundError for a key that does not exist, ForbiddenError for another user’s.',
  ...KEY_REMOVAL_PAYLOAD,
});
