// Who is subscribed to an issue (routers/api/v1/repo/issue_subscription.go; models/issues/issue_watch.go):
// explicit subscriptions are rows; without one, CheckIssueWatch counts the repository's watchers and the
// issue's participants (its poster and commenters) as subscribed.
import type { WatchInfo } from '../../../forge/types/index.js';
import { rfc3339 } from '../../convert/format.js';
import { repoApiUrl } from '../../convert/repos.js';
import { userFor } from '../../convert/users.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import type { IssueRec, UserRec } from '../../model/records.js';
import { isWatching } from '../../model/social.js';
import type { Store } from '../../model/store.js';
import { storeSlot } from '../../model/store-slot.js';
import { pathIssue } from './issue-scope.js';

/** models/issues/issue_watch.go IssueWatch: an explicit choice, to watch or not */
export interface IssueWatchRec {
  userId: number;
  issueId: number;
  isWatching: boolean;
}

export const issueWatchesOf = storeSlot<IssueWatchRec[]>(() => []);

/** CheckIssueWatch: the explicit choice, else a repository watcher or a participant of the issue */
function checkIssueWatch(store: Store, user: UserRec, issue: IssueRec): boolean {
  const explicit = issueWatchesOf(store).find((w) => w.userId === user.id && w.issueId === issue.id);
  if (explicit) return explicit.isWatching;
  const commented = store.comments.some(
    (c) => c.issueId === issue.id && c.posterId === user.id && (c.type === undefined || c.type === 'review'),
  );
  return isWatching(store, user.id, issue.repoId) || issue.posterId === user.id || commented;
}

/** GET .../issues/{index}/subscriptions: explicit subscribers by user id, X-Total-Count their number */
export function listIssueSubscribers(ctx: RequestContext): Reply {
  const issue = pathIssue(ctx, ctx.repo(), 'not-found');
  const users = issueWatchesOf(ctx.store)
    .filter((w) => w.issueId === issue.id && w.isWatching)
    .map((w) => ctx.store.user(w.userId))
    .sort((a, b) => a.id - b.id);
  return pagedReply(ctx, users, (user) => userFor(ctx, user), { link: false });
}

/** GET .../issues/{index}/subscriptions/check (reqToken): WatchInfo, `ignored` the opposite of `subscribed` */
export function checkIssueSubscription(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const issue = pathIssue(ctx, rc, 'not-found');
  const subscribed = checkIssueWatch(ctx.store, ctx.doer, issue);
  const info: WatchInfo = {
    subscribed,
    ignored: !subscribed,
    reason: null,
    created_at: rfc3339(issue.createdAt),
    url: `${repoApiUrl(ctx, rc.repo)}/issues/${issue.index}/subscriptions`,
    repository_url: repoApiUrl(ctx, rc.repo),
  };
  return jsonReply(200, info);
}

/**
 * setIssueSubscription: an unknown issue or user is a 404; only the user or a site admin may change it
 * (403); 200 when nothing changes, 201 when it does.
 */
function setIssueSubscription(ctx: RequestContext, rc: RepoContext, watch: boolean): Reply {
  const issue = pathIssue(ctx, rc, 'not-found');
  const name = ctx.param('user');
  const user = ctx.store.userByName(name);
  if (!user) throw ctx.notFound();
  const doer = ctx.doer;
  if (user.id !== doer.id && !doer.isAdmin)
    throw ctx.error(403, `${doer.login} is not permitted to change subscriptions for ${user.login}`);
  if (checkIssueWatch(ctx.store, user, issue) === watch) return { status: 200 };
  const watches = issueWatchesOf(ctx.store);
  const row = watches.find((w) => w.userId === user.id && w.issueId === issue.id);
  if (row) row.isWatching = watch;
  else watches.push({ userId: user.id, issueId: issue.id, isWatching: watch });
  return { status: 201 };
}

/** PUT .../issues/{index}/subscriptions/{user} */
export function subscribeToIssue(ctx: RequestContext): Reply {
  return setIssueSubscription(ctx, ctx.repo(), true);
}

/** DELETE .../issues/{index}/subscriptions/{user} */
export function unsubscribeFromIssue(ctx: RequestContext): Reply {
  return setIssueSubscription(ctx, ctx.repo(), false);
}
