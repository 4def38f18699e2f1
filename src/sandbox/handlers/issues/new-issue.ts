// What opening an issue and opening a pull request share: Gitea's MakeIDsFromAPIAssigneesToAdd and
// CanBeAssigned (services/issue/assignee.go), called by CreateIssue and CreatePullRequest alike
// (routers/api/v1/repo/issue.go, pull.go).

import type { RequestContext } from '../../http/context.js';
import { repoAccess } from '../../model/access.js';
import { Access, type RepoRec, type UserRec } from '../../model/records.js';

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
