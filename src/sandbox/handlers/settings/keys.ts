// SSH keys of an account (Gitea's routers/api/v1/user/key.go, models/asymkey/ssh_key.go): listed by
// anyone signed in, the owner and key type only for the owner and site admins.
import type { PublicKey } from '../../../forge/types/index.js';
import { rfc3339 } from '../../convert/format.js';
import { userFor } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pagedReply } from '../../http/paging.js';
import type { UserRec } from '../../model/records.js';
import { type PublicKeyRec, parsePublicKey, settingsOf } from '../../model/settings-state.js';
import { isDeployKeyContent } from '../repos/deploy-keys.js';
import { CreateKeyOptionSchema } from './forms.js';

/** convert.ToPublicKey, plus appendPrivateInformation for the key's owner and site admins */
function keyJson(ctx: RequestContext, key: PublicKeyRec): PublicKey {
  const json: PublicKey = {
    id: key.id,
    key: key.content,
    url: `${ctx.apiBase}/user/keys/${key.id}`,
    title: key.title,
    fingerprint: key.fingerprint,
    created_at: rfc3339(key.createdAt),
  };
  const doer = ctx.doer;
  if (doer.isAdmin || doer.id === key.ownerId) {
    json.key_type = 'user';
    json.user = userFor(ctx, ctx.store.user(key.ownerId));
    json.read_only = false;
  }
  return json;
}

/** listPublicKeys: one owner's keys by id, or with `fingerprint` the one key that has it */
function keysOf(ctx: RequestContext, owner: UserRec | null): Reply {
  const fingerprint = ctx.form('fingerprint');
  const keys = settingsOf(ctx.store).publicKeys.filter(
    (k) =>
      (owner === null || k.ownerId === owner.id) && (fingerprint === '' || k.fingerprint === fingerprint),
  );
  return pagedReply(ctx, keys, (k) => keyJson(ctx, k), { link: false });
}

/** GET /user/keys: the caller's keys; a `fingerprint` query searches every account's keys */
export function listMyPublicKeys(ctx: RequestContext): Reply {
  return keysOf(ctx, ctx.form('fingerprint') === '' ? ctx.doer : null);
}

/** GET /users/{username}/keys: reqToken runs first in the /users group */
export function listUserPublicKeys(ctx: RequestContext): Reply {
  return keysOf(ctx, ctx.contextUser());
}

function keyOfRequest(ctx: RequestContext): PublicKeyRec {
  const id = formInt(ctx.param('id'));
  const key = settingsOf(ctx.store).publicKeys.find((k) => k.id === id);
  if (!key) throw ctx.notFound();
  return key;
}

/** GET /user/keys/{id}: any key by id (GetPublicKeyByID checks no owner) */
export function getPublicKey(ctx: RequestContext): Reply {
  return jsonReply(200, keyJson(ctx, keyOfRequest(ctx)));
}

/** POST /user/keys: HandleCheckKeyStringError and HandleAddKeyError answer 422 */
export function createPublicKey(ctx: RequestContext): Reply {
  const form = ctx.bind(CreateKeyOptionSchema);
  const parsed = parsePublicKey(form.key);
  if ('error' in parsed) throw ctx.error(422, parsed.error);
  const state = settingsOf(ctx.store);
  const doer = ctx.doer;
  // a key's content is unique across the forge (deploy keys included), its title within the owner's keys
  if (
    state.publicKeys.some((k) => k.fingerprint === parsed.fingerprint) ||
    isDeployKeyContent(ctx.store, parsed.fingerprint)
  ) {
    throw ctx.error(422, 'Key content has been used as non-deploy key');
  }
  if (state.publicKeys.some((k) => k.ownerId === doer.id && k.title === form.title)) {
    throw ctx.error(422, 'Key title has been used');
  }
  const key: PublicKeyRec = {
    id: ctx.store.nextId(state.publicKeys),
    ownerId: doer.id,
    title: form.title,
    ...parsed,
    createdAt: ctx.store.now(),
  };
  state.publicKeys.push(key);
  return jsonReply(201, keyJson(ctx, key));
}

/** DELETE /user/keys/{id}: 404 for an unknown key, 403 for another user's unless a site admin asks */
export function deletePublicKey(ctx: RequestContext): Reply {
  const key = keyOfRequest(ctx);
  const doer = ctx.doer;
  if (key.ownerId !== doer.id && !doer.isAdmin) throw ctx.error(403, 'You do not have access to this key');
  const state = settingsOf(ctx.store);
  state.publicKeys = state.publicKeys.filter((k) => k.id !== key.id);
  return { status: 204 };
}
