// A repository's deploy keys (routers/api/v1/repo/key.go, models/asymkey/ssh_key_deploy.go), behind the
// /keys group's reqToken and reqAdmin. Keys are checked as OpenSSH public keys; the fingerprint is the
// key blob's SHA-256 as `ssh-keygen -l` prints it.
import { createHash } from 'node:crypto';
import { rfc3339 } from '../../convert/format.js';
import { repoJson } from '../../convert/repos.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pagedReply } from '../../http/paging.js';
import { Access } from '../../model/records.js';
import { settingsOf } from '../../model/settings-state.js';
import type { Store } from '../../model/store.js';
import { storeSlot } from '../../model/store-slot.js';
import { CreateKeyOptionSchema } from './forms.js';

interface DeployKeyRec {
  id: number;
  keyId: number;
  repoId: number;
  title: string;
  content: string;
  fingerprint: string;
  readOnly: boolean;
  createdAt: Date;
}

const deployKeysOf = storeSlot<DeployKeyRec[]>(() => []);

/** whether some repository holds a deploy key of this fingerprint (one public_key row in Gitea) */
export function isDeployKeyContent(store: Store, fingerprint: string): boolean {
  return deployKeysOf(store).some((key) => key.fingerprint === fingerprint);
}

const SSH_KEY =
  /^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\.com) ([A-Za-z0-9+/]+={0,2})(?: .*)?$/;

/** asymkey_model.CheckPublicKeyString: the key's type and blob, or null when it is not one */
function parseKey(text: string): { content: string; fingerprint: string } | null {
  const match = SSH_KEY.exec(text.trim());
  if (!match) return null;
  const [, type, blob = ''] = match;
  const bytes = Buffer.from(blob, 'base64');
  if (bytes.length < 16) return null;
  const digest = createHash('sha256').update(bytes).digest('base64').replace(/=+$/, '');
  return { content: `${type} ${blob}`, fingerprint: `SHA256:${digest}` };
}

function keyJson(ctx: RequestContext, rc: RepoContext, key: DeployKeyRec) {
  return {
    id: key.id,
    key_id: key.keyId,
    key: key.content,
    url: `${ctx.apiBase}/repos/${rc.owner.login}/${rc.repo.name}/keys/${key.id}`,
    title: key.title,
    fingerprint: key.fingerprint,
    created_at: rfc3339(key.createdAt),
    read_only: key.readOnly,
    repository: repoJson(ctx, rc.repo, Access.admin),
  };
}

/** GET /repos/{owner}/{repo}/keys: paged, oldest first; `key_id` and `fingerprint` filter */
export function listDeployKeys(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const keyId = formInt(ctx.query.get('key_id'));
  const fingerprint = ctx.query.get('fingerprint') ?? '';
  const rows = deployKeysOf(ctx.store).filter(
    (key) =>
      key.repoId === rc.repo.id &&
      (keyId === 0 || key.keyId === keyId) &&
      (fingerprint === '' || key.fingerprint === fingerprint),
  );
  return pagedReply(ctx, rows, (key) => keyJson(ctx, rc, key));
}

function deployKeyOf(ctx: RequestContext, rc: RepoContext): DeployKeyRec | undefined {
  const id = formInt(ctx.param('id'));
  return deployKeysOf(ctx.store).find((key) => key.id === id && key.repoId === rc.repo.id);
}

/** GET /repos/{owner}/{repo}/keys/{id}: 404 for a key of another repository */
export function getDeployKey(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const key = deployKeyOf(ctx, rc);
  if (!key) throw ctx.notFound();
  return jsonReply(200, keyJson(ctx, rc, key));
}

/** POST /repos/{owner}/{repo}/keys: 201; 422 for a key that is not one, an account's key, a key or title used here already */
export function createDeployKey(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(CreateKeyOptionSchema);
  const parsed = parseKey(form.key ?? '');
  if (!parsed) throw ctx.error(422, 'Invalid key content');
  const keys = deployKeysOf(ctx.store);
  // AddDeployKey: a content some account holds as its own key cannot be a deploy key; within one
  // repository a key and a title are added once (HandleAddKeyError's messages)
  if (settingsOf(ctx.store).publicKeys.some((key) => key.fingerprint === parsed.fingerprint))
    throw ctx.error(422, 'Key content has been used as non-deploy key');
  const here = keys.filter((key) => key.repoId === rc.repo.id);
  if (here.some((key) => key.fingerprint === parsed.fingerprint))
    throw ctx.error(422, 'This key has already been added to this repository');
  if (here.some((key) => key.title === form.title))
    throw ctx.error(422, 'A key with the same name already exists');
  const same = keys.find((key) => key.fingerprint === parsed.fingerprint);
  const key: DeployKeyRec = {
    id: ctx.store.nextId(keys),
    keyId: same?.keyId ?? ctx.store.nextId(keys.map((k) => ({ id: k.keyId }))),
    repoId: rc.repo.id,
    title: form.title ?? '',
    content: parsed.content,
    fingerprint: parsed.fingerprint,
    readOnly: form.read_only ?? false,
    createdAt: ctx.store.now(),
  };
  keys.push(key);
  return jsonReply(201, keyJson(ctx, rc, key));
}

/** DELETE /repos/{owner}/{repo}/keys/{id}: 204, also for a key that is gone (DeleteDeployKey ignores it) */
export function deleteDeployKey(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const key = deployKeyOf(ctx, rc);
  const keys = deployKeysOf(ctx.store);
  if (key) keys.splice(keys.indexOf(key), 1);
  return { status: 204 };
}
