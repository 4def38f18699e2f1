// A repository's mirrors (routers/api/v1/repo/mirror.go). The sandbox has no pull mirrors, so
// mirror-sync always ends at "Repository is not a mirror"; push mirrors are recorded per repository,
// their remote's password kept out of every answer, and a sync only stamps `last_update`.

import { randomBytes } from 'node:crypto';
import { goStruct } from '../../http/binding.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import type { Store } from '../../model/store.js';

const CreatePushMirrorOption = goStruct('CreatePushMirrorOption', {
  remote_address: 'string',
  remote_username: 'string',
  remote_password: 'string',
  interval: 'string',
  sync_on_commit: 'bool',
});

interface PushMirrorRec {
  repoId: number;
  remoteName: string;
  remoteAddress: string;
  interval: string;
  syncOnCommit: boolean;
  created: Date;
  lastUpdate: Date | null;
}

const mirrorsOf = new WeakMap<Store, PushMirrorRec[]>();
const pushMirrors = (ctx: RequestContext) => {
  const rows = mirrorsOf.get(ctx.store) ?? [];
  mirrorsOf.set(ctx.store, rows);
  return rows;
};

/** setting.Mirror.MinInterval's default, ten minutes, in seconds */
const MIN_INTERVAL = 600;

/** time.ParseDuration for the units a mirror interval uses (h, m, s), in seconds; undefined when not one */
function seconds(interval: string): number | undefined {
  if (interval === '0') return 0;
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(interval);
  if (!parts || interval === '') return undefined;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

/** convert.ToPushMirror: the address without credentials, never the password */
function pushMirrorJson(ctx: RequestContext, m: PushMirrorRec) {
  const zero = '0001-01-01T00:00:00Z';
  return {
    repo_name: ctx.repo().repo.name,
    remote_name: m.remoteName,
    remote_address: m.remoteAddress,
    created: m.created.toISOString(),
    last_update: m.lastUpdate ? m.lastUpdate.toISOString() : zero,
    last_error: '',
    interval: m.interval,
    sync_on_commit: m.syncOnCommit,
  };
}

/** POST /repos/{owner}/{repo}/mirror-sync: reqRepoWriter (403), then 400, as no repository here is a mirror */
export function mirrorSync(ctx: RequestContext): Reply {
  ctx.repo();
  throw ctx.error(400, 'Repository is not a mirror');
}

const ofRepo = (ctx: RequestContext) => pushMirrors(ctx).filter((m) => m.repoId === ctx.repo().repo.id);

/** GET /repos/{owner}/{repo}/push_mirrors: 200 PushMirror[], paged, oldest first */
export function listPushMirrors(ctx: RequestContext): Reply {
  return pagedReply(ctx, ofRepo(ctx), (m) => pushMirrorJson(ctx, m));
}

/** GET /repos/{owner}/{repo}/push_mirrors/{name}: 200, or 404 for a remote name the repository lacks */
export function getPushMirror(ctx: RequestContext): Reply {
  const mirror = ofRepo(ctx).find((m) => m.remoteName === ctx.param('name'));
  if (!mirror) throw ctx.notFound();
  return jsonReply(200, pushMirrorJson(ctx, mirror));
}

/**
 * POST /repos/{owner}/{repo}/push_mirrors (CreatePushMirror): 400 for an interval that is not a duration
 * or is under the minimum, 400 "Invalid mirror protocol" for an address that is not http(s); the remote
 * is named `remote_mirror_` and ten random characters. 200 PushMirror.
 */
export function addPushMirror(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const form = ctx.bind(CreatePushMirrorOption);
  const interval = seconds(form.interval ?? '');
  if (interval === undefined || (interval !== 0 && interval < MIN_INTERVAL)) {
    throw ctx.error(400, `time: invalid duration "${form.interval ?? ''}"`);
  }
  let address: URL;
  try {
    address = new URL(form.remote_address ?? '');
  } catch {
    throw ctx.error(400, 'Invalid Url ');
  }
  if (address.protocol !== 'http:' && address.protocol !== 'https:') {
    throw ctx.error(400, 'Invalid mirror protocol');
  }
  address.username = '';
  address.password = '';
  const mirror: PushMirrorRec = {
    repoId: repo.id,
    remoteName: `remote_mirror_${randomBytes(5).toString('hex')}`,
    remoteAddress: address.toString(),
    interval: form.interval ?? '',
    syncOnCommit: form.sync_on_commit ?? false,
    created: new Date(),
    lastUpdate: null,
  };
  pushMirrors(ctx).push(mirror);
  return jsonReply(200, pushMirrorJson(ctx, mirror));
}

/** DELETE /repos/{owner}/{repo}/push_mirrors/{name}: 204; the model deletes nothing for an unknown name */
export function deletePushMirror(ctx: RequestContext): Reply {
  const rows = pushMirrors(ctx);
  const id = ctx.repo().repo.id;
  const at = rows.findIndex((m) => m.repoId === id && m.remoteName === ctx.param('name'));
  if (at >= 0) rows.splice(at, 1);
  return { status: 204 };
}

/** POST /repos/{owner}/{repo}/push_mirrors-sync: 200 empty; every push mirror of the repository is pushed */
export function syncPushMirrors(ctx: RequestContext): Reply {
  const now = new Date();
  for (const mirror of ofRepo(ctx)) mirror.lastUpdate = now;
  return { status: 200 };
}
