// GPG keys: `User.gpgKeys` (GET /users/{username}/gpg_keys; under `viewer`, GET /user/gpg_keys),
// `gpgKeyVerificationToken` on the viewer (GET /user/gpg_key_token), and addGpgKey / deleteGpgKey
// (POST /user/gpg_keys, DELETE /user/gpg_keys/{id}) — Gitea's routers/api/v1/user/gpg_key.go.

import {
  createGpgKey,
  deleteGpgKey,
  getGpgKeyToken,
  getMyGpgKey,
  listMyGpgKeys,
  listUserGpgKeys,
} from '../../forge/endpoints/index.js';
import type { GPGKey } from '../../forge/types/index.js';
import { forgeFlags } from '../kit/account-fields.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { readsForge } from '../kit/forge-calls.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { requireText } from '../kit/inputs.js';
import { expectObject } from '../kit/loaders.js';
import { defineMutation, writtenObject } from '../kit/mutation.js';
import { defineNodeDeletion } from '../kit/mutation-deletion.js';
import { listConnection, listField } from '../kit/paged-field.js';
import { isViewer, userListRefOf } from '../kit/viewer.js';
import { UserRef } from '../people/user.js';
import { viewerAfterWrite } from '../people/viewer-payload.js';
import { accountKeyRef, accountList } from './account-list.js';
import { FIELDS } from './fields.js';
import { KEY_REMOVAL_PAYLOAD } from './key-removal.js';

const gpgKeys = accountList<GPGKey>(listMyGpgKeys, listUserGpgKeys);

export const GpgKeyRef = accountKeyRef<GPGKey>('GpgKey', getMyGpgKey);

GpgKeyRef.implement({
  description:
    'A GPG key of an account, which signs its commits and tags. Its id refetches it with one call (GET /user/gpg_keys/{id}), for the caller’s own keys only: the forge answers 404 for another user’s.',
  fields: (t) => ({
    ...forgeFields(t, FIELDS.GpgKey),
    emails: t.stringList({
      nullable: false,
      description: 'The addresses of the key’s identities.',
      resolve: (k) => (k.emails ?? []).map((e) => e.email ?? ''),
    }),
    ...forgeFlags(t, {
      verified: ['verified', 'Whether the key’s owner proved they hold it.'],
      canSign: ['can_sign', 'Whether the key can sign.'],
    }),
    ...commonFields(t, 'createdAt'),
  }),
});

const GpgKeyConnection = connectionType(GpgKeyRef, 'GpgKey');

builder.objectFields(UserRef, (t) => ({
  gpgKeys: listConnection(
    t,
    GpgKeyConnection,
    listField(gpgKeys, userListRefOf, 'both'),
    'The user’s GPG keys (GET /users/{username}/gpg_keys; on `viewer`, GET /user/gpg_keys): one call per page; needs a signed-in caller.',
  ),
  gpgKeyVerificationToken: t.string({
    extensions: readsForge(),
    description:
      'On `viewer` only (null elsewhere, without a call): the text to sign with a GPG key to prove it is the caller’s (GET /user/gpg_key_token, one call).',
    resolve: async (user, _args, context) => {
      if (!isViewer(user)) return null;
      const { data } = await getGpgKeyToken(context.forge);
      return typeof data === 'string' ? data.trim() : null;
    },
  }),
}));

// gpg_key.go CreateGPGKey (models/asymkey/gpg_key_add.go): 422 for text that is no armored public key,
// or a key already added; 404 when none of the key's identities is an activated address of the caller
defineMutation('addGpgKey', {
  input: 'The GPG key to add to the caller’s account (CreateGPGKeyOption).',
  inputFields: (t) => ({
    armoredPublicKey: t.string({ required: true, description: 'An ASCII-armored public key block.' }),
  }),
  description:
    'Adds a GPG key to the caller’s account (POST /user/gpg_keys, 201, one call). ValidationError for text that is no armored public key, or a key already added; NotFoundError when none of the key’s identities is an activated address of the caller (the forge would take it with a signed verification token, which this mutation does not send).',
  changes: [GpgKeyRef],
  write: async (input, context) => {
    const body = { armored_public_key: requireText(input.armoredPublicKey, 'armoredPublicKey') };
    const { data } = await createGpgKey(context.forge, {}, body);
    return { gpgKey: expectObject<GPGKey>(data, 'POST /user/gpg_keys', 'id') };
  },
  payload: 'The added key and the caller.',
  outputFields: (t) => ({ gpgKey: writtenObject(t, GpgKeyRef, 'gpgKey'), viewer: viewerAfterWrite(t) }),
});

// gpg_key.go DeleteGPGKey: 403 for another user's key, 204 also for a key that does not exist
defineNodeDeletion('deleteGpgKey', GpgKeyRef, deleteGpgKey, {
  input: 'The GPG key to remove.',
  description:
    'Removes a GPG key from the caller’s account (DELETE /user/gpg_keys/{id}, 204, one call). ForbiddenError for another user’s key.',
  ...KEY_REMOVAL_PAYLOAD,
});
