// GPG keys of an account (routers/api/v1/user/gpg_key.go, models/asymkey/gpg_key_add.go): an armored
// public key is read as AddGPGKey reads it (openpgp.ts); it is added when one of its identities is an
// activated address of the caller, with its subkeys as keys of their own.

import { createHash } from 'node:crypto';
import { rfc3339 } from '../../convert/format.js';
import { goStruct } from '../../http/binding.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { PgpError, type PgpKey, readArmoredKeyRing } from '../../model/openpgp.js';
import type { UserRec } from '../../model/records.js';
import { settingsOf } from '../../model/settings-state.js';
import type { Store } from '../../model/store.js';

const CreateGPGKeyOption = goStruct('CreateGPGKeyOption', {
  armored_public_key: 'string Required',
  armored_signature: 'string',
});

/** models/asymkey/gpg_key.go GPGKey: a primary key (primaryKeyId '') or a subkey of one */
interface GpgKeyRec extends Omit<PgpKey, 'created'> {
  id: number;
  ownerId: number;
  primaryKeyId: string;
  emails: string[];
  createdAt: Date;
}

const keysOf = new WeakMap<Store, GpgKeyRec[]>();
const gpgKeys = (ctx: RequestContext) => {
  const rows = keysOf.get(ctx.store) ?? [];
  keysOf.set(ctx.store, rows);
  return rows;
};

/** convert.ToGPGKey: a subkey has no emails and no subkeys of its own (null, as Go's nil slices) */
function gpgKeyJson(ctx: RequestContext, key: GpgKeyRec): Record<string, unknown> {
  const primary = key.primaryKeyId === '';
  return {
    id: key.id,
    primary_key_id: key.primaryKeyId,
    key_id: key.keyId,
    public_key: key.content,
    emails: primary ? key.emails.map((email) => ({ email, verified: true })) : null,
    subsKey: primary
      ? gpgKeys(ctx)
          .filter((k) => k.primaryKeyId === key.keyId)
          .map((k) => gpgKeyJson(ctx, k))
      : null,
    can_sign: key.canSign,
    can_encrypt_comms: key.canEncrypt,
    can_encrypt_storage: key.canEncrypt,
    can_certify: key.canSign,
    verified: false,
    created_at: rfc3339(key.createdAt),
    expires_at: '0001-01-01T00:00:00Z',
  };
}

function listOf(ctx: RequestContext, owner: UserRec): Reply {
  const rows = gpgKeys(ctx).filter((k) => k.ownerId === owner.id && k.primaryKeyId === '');
  return pagedReply(ctx, rows, (k) => gpgKeyJson(ctx, k));
}

/** GET /user/gpg_keys: reqToken; the caller's keys, paged */
export function listMyGpgKeys(ctx: RequestContext): Reply {
  return listOf(ctx, ctx.doer);
}

/** GET /users/{username}/gpg_keys: the user's keys, paged */
export function listUserGpgKeys(ctx: RequestContext): Reply {
  return listOf(ctx, ctx.contextUser());
}

/** GET /user/gpg_keys/{id}: one of the caller's keys or subkeys (GetGPGKeyForUserByID), 404 for any other id */
export function getMyGpgKey(ctx: RequestContext): Reply {
  const id = Number(ctx.param('id'));
  const key = gpgKeys(ctx).find((k) => k.id === id && k.ownerId === ctx.doer.id);
  if (!key) throw ctx.notFound();
  return jsonReply(200, gpgKeyJson(ctx, key));
}

/** user_model.GetEmailAddresses, the activated ones, lower-cased */
function activatedEmails(ctx: RequestContext, user: UserRec): Set<string> {
  const extra = settingsOf(ctx.store).emails.filter((e) => e.userId === user.id && e.verified);
  const all = [...(user.active ? [user.email] : []), ...extra.map((e) => e.email)];
  return new Set(all.map((e) => e.toLowerCase()));
}

/** the token the key's owner signs to verify it, the same within a minute */
function verificationToken(ctx: RequestContext): string {
  const minute = Math.floor(Date.now() / 60_000);
  return createHash('sha256')
    .update(`${ctx.doer.id}:${String(ctx.doer.created)}:${minute}`)
    .digest('hex');
}

/** POST /user/gpg_keys (AddGPGKey, HandleAddGPGKeyError): 422 for text that is no key or a key id in use,
 * 404 when none of the key's addresses is an activated one of the caller's; 201 */
export function createGpgKey(ctx: RequestContext): Reply {
  const form = ctx.bind(CreateGPGKeyOption);
  let entity: ReturnType<typeof readArmoredKeyRing>[number];
  try {
    [entity] = readArmoredKeyRing(form.armored_public_key) as [typeof entity];
  } catch (err) {
    if (err instanceof PgpError) throw ctx.error(422, `failed to parse gpg key ${err.message}`);
    throw err;
  }
  const rows = gpgKeys(ctx);
  if (rows.some((k) => k.keyId === entity.keyId))
    throw ctx.error(422, 'A key with the same id already exists');
  const mine = activatedEmails(ctx, ctx.doer);
  const emails = entity.emails.filter((e) => mine.has(e.trim().toLowerCase()));
  if (emails.length === 0) {
    throw ctx.error(
      404,
      `None of the emails attached to the GPG key could be found. It may still be added if you provide a valid signature for the token: ${verificationToken(ctx)}`,
    );
  }
  const nextId = () => Math.max(0, ...rows.map((k) => k.id)) + 1;
  const row = (key: PgpKey, primaryKeyId: string, keyEmails: string[]): GpgKeyRec => {
    const { created, ...rest } = key;
    return {
      ...rest,
      id: nextId(),
      ownerId: ctx.doer.id,
      primaryKeyId,
      emails: keyEmails,
      createdAt: created,
    };
  };
  const primary = row(entity, '', emails);
  rows.push(primary);
  for (const sub of entity.subkeys) rows.push(row(sub, entity.keyId, []));
  return jsonReply(201, gpgKeyJson(ctx, primary));
}

/** DELETE /user/gpg_keys/{id}: 403 for another user's key, 204 (also for a key that does not exist) */
export function deleteGpgKey(ctx: RequestContext): Reply {
  const rows = gpgKeys(ctx);
  const id = Number(ctx.param('id'));
  const at = rows.findIndex((k) => k.id === id);
  if (at >= 0) {
    if (rows[at]?.ownerId !== ctx.doer.id) throw ctx.error(403, 'You do not have access to this key');
    const keyId = rows[at]?.keyId;
    // deleteGPGKey removes the key and its subkeys
    keysOf.set(
      ctx.store,
      rows.filter((k) => k.keyId !== keyId && k.primaryKeyId !== keyId),
    );
  }
  return { status: 204 };
}

/** GET /user/gpg_key_token: the text a key's owner signs to verify it, the same within a minute */
export function gpgKeyToken(ctx: RequestContext): Reply {
  const token = verificationToken(ctx);
  return { status: 200, text: token, headers: { 'content-type': 'text/plain;charset=utf-8' } };
}
