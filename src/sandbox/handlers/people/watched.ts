// A user's watched repositories (routers/api/v1/user/watch.go GetWatchedRepos, GetMyWatchedRepos).

import { repoJson } from '../../convert/repos.js';
import type { RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { repoAccess } from '../../model/access.js';
import type { RepoRec, UserRec } from '../../model/records.js';
import { socialOf } from '../../model/social.js';
import { userAndCallerLists } from './user-and-caller-lists.js';

/**
 * repo_model.GetWatchedRepos: the watches that are not "don't watch", private repositories only when
 * asked; the count is of the same rows (unlike starred's num_stars). Each repository carries the watching
 * user's permission, as getWatchedRepos passes that user to convert.ToRepo.
 */
function watchedPage(ctx: RequestContext, user: UserRec, includePrivate: boolean): Reply {
  const { store } = ctx;
  const watched = socialOf(store)
    .watches.filter((w) => w.userId === user.id && w.mode !== 'dont')
    .map((w) => store.repo(w.repoId))
    .filter((repo) => includePrivate || !repo.private)
    .sort((a, b) => a.id - b.id);
  const toJson = (repo: RepoRec) => repoJson(ctx, repo, repoAccess(store, repo, user));
  return pagedReply(ctx, watched, toJson, { link: false });
}

/** GET /users/{username}/subscriptions and GET /user/subscriptions */
export const { ofUser: listUserWatched, ofCaller: listMyWatched } = userAndCallerLists(watchedPage);
