// Recording activity feed items for actions taken through the API, the way Gitea's notifier does.

import type { GitCommit } from '../git/repository.js';
import { isOrgMember } from './access.js';
import type { RepoRec, UserRec } from './records.js';
import type { Store } from './store.js';

/** The actor and the repo owner (every member of an owning org) receive the item. */
function receivers(store: Store, actor: UserRec, repo: RepoRec): number[] {
  const owner = store.user(repo.ownerId);
  const ids = new Set<number>([actor.id]);
  if (!owner.isOrg) ids.add(owner.id);
  else
    for (const user of store.users)
      if (!user.isOrg && isOrgMember(store, owner.id, user.id)) ids.add(user.id);
  return [...ids];
}

export function recordActivity(
  store: Store,
  actor: UserRec,
  repo: RepoRec,
  item: { opType: string; refName?: string; content?: string; commentId?: number },
): void {
  store.activities.push({
    id: store.nextId(store.activities),
    receiverIds: receivers(store, actor, repo),
    opType: item.opType,
    actUserId: actor.id,
    repoId: repo.id,
    commentId: item.commentId ?? 0,
    refName: item.refName ?? '',
    isPrivate: repo.private,
    content: item.content ?? '',
    created: store.now(),
  });
}

/** Gitea stores a push as the JSON of repository.PushCommits */
export function pushContent(ownerLogin: string, repo: RepoRec, before: string, commit: GitCommit): string {
  const item = {
    Sha1: commit.sha,
    Message: commit.message,
    AuthorEmail: commit.author.email,
    AuthorName: commit.author.name,
    CommitterEmail: commit.committer.email,
    CommitterName: commit.committer.name,
    Timestamp: commit.committer.date.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  const compare = before ? `${ownerLogin}/${repo.name}/compare/${before}...${commit.sha}` : '';
  return JSON.stringify({ Commits: [item], HeadCommit: item, CompareURL: compare, Len: 1 });
}
