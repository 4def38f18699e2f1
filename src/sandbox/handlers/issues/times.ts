// Op 19: GET /repos/{owner}/{repo}/times/{user} (facts op 19, deprecated upstream).
import type { RequestContext } from '../../context.js';
import { trackedTimeJson } from '../../convert/misc.js';
import { jsonReply, type Reply } from '../../errors.js';
import { Access } from '../../model.js';

/** op 19: 200 TrackedTime[], all entries, no paging headers */
export function listUserTimes(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  if (!rc.repo.timeTracking) throw ctx.error(400, 'time tracking disabled');
  const name = ctx.param('user');
  const user = ctx.store.userByName(name);
  if (!user) throw ctx.notFound(undefined, [`user does not exist [uid: 0, name: ${name}]`]);
  if (rc.mode < Access.admin && !doer.isAdmin && doer.id !== user.id) {
    throw ctx.error(403, 'query by user not allowed; not enough rights');
  }
  const { store } = ctx;
  const times = store.trackedTimes
    .filter((t) => !t.deleted && t.userId === user.id && store.issueById(t.issueId)?.repoId === rc.repo.id)
    .sort((a, b) => a.id - b.id);
  return jsonReply(
    200,
    times.map((t) => trackedTimeJson(ctx, t)),
  );
}
