// GPG keys of an account (routers/api/v1/user/gpg_key.go). The sandbox does not parse OpenPGP: any
// armored public key block is accepted, its key id taken from a digest of the block; other text is 422.

import { createHash } from 'node:crypto';
import { goStruct } from '../../binding.js';
import type { RequestContext } from '../../context.js';
import { jsonReply, type Reply } from '../../errors.js';
import { rfc3339 } from '../../format.js';
import type { UserRec } from '../../model.js';
import { pagedReply } from '../../paging.js';
import type { Store } from '../../store.js';

const CreateGPGKeyOption = goStruct('CreateGPGKeyOption', {
  armored_public_key: 'string Required',
  armored_signature: 'string',
});

interface GpgKeyRec {
  id: number;
  ownerId: number;
  keyId: string;
  content: string;
  createdAt: Date;
}

const keysOf = new WeakMap<Store, GpgKeyRec[]>();
const gpgKeys = (ctx: RequestContext) => {
  const rows = keysOf.get(ctx.store) ?? [];
  keysOf.set(ctx.store, rows);
  return rows;
};

const ARMORED = /^-----BEGIN PGP PUBLIC KEY BLOCK-----\n[\s\S]+\n-----END PGP PUBLIC KEY BLOCK-----\s*$/;

/** convert.ToGPGKey, without subkeys or emails (the sandbox reads neither out of the block) */
function gpgKeyJson(key: GpgKeyRec) {
  return {
    id: key.id,
    primary_key_id: '',
    key_id: key.keyId,
    public_key: key.content,
    emails: [],
    subsKey: [],
    can_sign: true,
    can_encrypt_comms: false,
    can_encrypt_storage: false,
    can_certify: true,
    verified: false,
    created_at: rfc3339(key.createdAt),
    expires_at: '0001-01-01T00:00:00Z',
  };
}

function listOf(ctx: RequestContext, owner: UserRec): Reply {
  const rows = gpgKeys(ctx).filter((k) => k.ownerId === owner.id);
  return pagedReply(ctx, rows, gpgKeyJson);
}

/** GET /user/gpg_keys: reqToken; the caller's keys, paged */
export function listMyGpgKeys(ctx: RequestContext): Reply {
  return listOf(ctx, ctx.doer);
}

/** GET /users/{username}/gpg_keys: the user's keys, paged */
export function listUserGpgKeys(ctx: RequestContext): Reply {
  return listOf(ctx, ctx.contextUser());
}

/** GET /user/gpg_keys/{id}: the caller's own key (GetGPGKeyForUserByID), 404 for any other id */
export function getMyGpgKey(ctx: RequestContext): Reply {
  const id = Number(ctx.param('id'));
  const key = gpgKeys(ctx).find((k) => k.id === id && k.ownerId === ctx.doer.id);
  if (!key) throw ctx.error(404, 'GPG key does not exist');
  return jsonReply(200, gpgKeyJson(key));
}

/** POST /user/gpg_keys: 422 for text that is no armored public key, or a key id already in use; 201 */
export function createGpgKey(ctx: RequestContext): Reply {
  const form = ctx.bind(CreateGPGKeyOption);
  const content = form.armored_public_key.replace(/\r\n/g, '\n').trim();
  if (!ARMORED.test(content)) throw ctx.error(422, 'Failed to parse GPG key: no armored data found');
  const keyId = createHash('sha256').update(content).digest('hex').slice(0, 16).toUpperCase();
  if (gpgKeys(ctx).some((k) => k.keyId === keyId))
    throw ctx.error(422, 'A key with the same id already exists');
  const id = Math.max(0, ...gpgKeys(ctx).map((k) => k.id)) + 1;
  const key: GpgKeyRec = { id, ownerId: ctx.doer.id, keyId, content, createdAt: new Date() };
  gpgKeys(ctx).push(key);
  return jsonReply(201, gpgKeyJson(key));
}

/** DELETE /user/gpg_keys/{id}: 403 for another user's key, 204 (also for a key that does not exist) */
export function deleteGpgKey(ctx: RequestContext): Reply {
  const rows = gpgKeys(ctx);
  const id = Number(ctx.param('id'));
  const at = rows.findIndex((k) => k.id === id);
  if (at >= 0) {
    if (rows[at]?.ownerId !== ctx.doer.id) throw ctx.error(403, 'You do not have access to this key');
    rows.splice(at, 1);
  }
  return { status: 204 };
}

/** GET /user/gpg_key_token: the text a key's owner signs to verify it, the same within a minute */
export function gpgKeyToken(ctx: RequestContext): Reply {
  const minute = Math.floor(Date.now() / 60_000);
  const token = createHash('sha256')
    .update(`${ctx.doer.id}:${String(ctx.doer.created)}:${minute}`)
    .digest('hex');
  return { status: 200, text: token, headers: { 'content-type': 'text/plain;charset=utf-8' } };
}
