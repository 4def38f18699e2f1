// What opening an issue and opening a pull request share (Gitea's issues_model.NewIssue and
// MakeIDsFromAPIAssigneesToAdd + CanBeAssigned, called by CreateIssue and CreatePullRequest alike).
import { repoAccess } from '../../access.js';
import type { RequestContext } from '../../context.js';
import { Access, type IssueRec, type RepoRec, type UserRec } from '../../model.js';
import { nextIndex } from '../../repos.js';
import type { Store } from '../../store.js';

type IssueInit = Pick<
  IssueRec,
  'repoId' | 'posterId' | 'title' | 'body' | 'isPull' | 'labelIds' | 'milestoneId' | 'assigneeIds'
> &
  Partial<IssueRec>;

/** A new issue or pull request: open, unlocked, uncommented, with its repository's next index */
export function newIssueRecord(store: Store, now: Date, init: IssueInit): IssueRec {
  const issue: IssueRec = {
    id: store.nextId(store.issues),
    index: nextIndex(store, init.repoId),
    state: 'open',
    blockedBy: [],
    numComments: 0,
    isLocked: false,
    contentVersion: 0,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    ...init,
  };
  store.issues.push(issue);
  return issue;
}

/**
 * The assignees of a new issue or pull request (`assignees` plus the deprecated `assignee`): 422 for an
 * unknown login, or for a user who may not write to the repository. `orgIsUnknown`: the pull request
 * route answers an organization's login as unknown.
 */
export function assigneesToAdd(
  ctx: RequestContext,
  repo: RepoRec,
  form: { assignee?: string; assignees?: string[] },
  orgIsUnknown: boolean,
): UserRec[] {
  const logins = [...(form.assignees ?? []), ...(form.assignee ? [form.assignee] : [])];
  const users: UserRec[] = [];
  for (const login of logins) {
    if (login === '') continue;
    const user = ctx.store.userByName(login);
    if (!user || (orgIsUnknown && user.isOrg)) {
      throw ctx.error(422, `Assignee does not exist: [name: user does not exist [uid: 0, name: ${login}]]`);
    }
    if (repoAccess(ctx.store, repo, user) < Access.write) {
      throw ctx.error(422, `user doesn't have access to repo [user_id: ${user.id}, repo_name: ${repo.name}]`);
    }
    if (!users.includes(user)) users.push(user);
  }
  return users;
}
