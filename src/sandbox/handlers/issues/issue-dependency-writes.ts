// Adding and removing "blocked by" links (Gitea's routers/api/v1/repo/issue_dependency.go): under
// …/dependencies the path issue is the one blocked and the body's IssueMeta names its dependency; under
// …/blocks the path issue is the dependency and the body names the issue it blocks. Both read the path
// issue, then the body's (its repository by owner and name, 404 when missing), then check the blocked
// issue's repository (archived, dependencies off, or no write access: 404) and read access to the other.

import { issueJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { repoAccess } from '../../model/access.js';
import { Access, type AccessMode, type IssueRec, type RepoRec } from '../../model/records.js';
import { IssueMeta } from './forms.js';
import { issueNotExist, pathIndex } from './issues.js';

/** getFormIssue: the body's owner and repo must both be sent, even for the same repository */
function formIssue(ctx: RequestContext, here: RepoRec, hereOwner: string): IssueRec {
  const form = ctx.bind(IssueMeta);
  const { store } = ctx;
  let repo = here;
  const ownerName = form.owner ?? '';
  const repoName = form.repo ?? '';
  if (ownerName !== hereOwner || repoName !== here.name) {
    const owner = store.userByName(ownerName);
    const found = owner ? store.repoByName(owner.id, repoName) : undefined;
    if (!found) {
      throw ctx.notFound('IsErrRepoNotExist', [
        `repository does not exist [id: 0, uid: 0, owner_name: ${ownerName}, name: ${repoName}]`,
      ]);
    }
    repo = found;
  }
  const index = form.index ?? 0;
  const issue = store.issueByIndex(repo.id, index);
  if (!issue) throw issueNotExist(ctx, repo, index);
  return issue;
}

type Side = 'dependencies' | 'blocks';
type Change = 'add' | 'remove';

/** The blocked issue and its dependency, with Gitea's checks of createIssueDependency/removeIssueDependency. */
function linkPair(
  ctx: RequestContext,
  side: Side,
): { target: IssueRec; dependency: IssueRec; path: IssueRec } {
  const rc = ctx.repo();
  const { store } = ctx;
  const index = pathIndex(ctx);
  const path = store.issueByIndex(rc.repo.id, index);
  if (!path) throw issueNotExist(ctx, rc.repo, index);
  const other = formIssue(ctx, rc.repo, rc.owner.login);
  const [target, dependency] = side === 'dependencies' ? [path, other] : [other, path];
  const targetRepo = store.repo(target.repoId);
  const can = (issue: IssueRec, repo: RepoRec, need: AccessMode) =>
    repoAccess(store, repo, ctx.doer) >= need && (issue.isPull ? repo.units.pulls : repo.units.issues);
  if (targetRepo.archived || !targetRepo.dependencies || !can(target, targetRepo, Access.write)) {
    throw ctx.notFound();
  }
  if (!can(dependency, store.repo(dependency.repoId), Access.read)) throw ctx.notFound();
  return { target, dependency, path };
}

/** A failed model call is a 500 whose message only site admins see (APIErrorInternal). */
function failed(ctx: RequestContext, message: string, target: IssueRec, dependency: IssueRec) {
  const detail = `[issue id: ${target.id}, dependent issue id: ${dependency.id}]`;
  return ctx.error(500, ctx.doer.isAdmin ? `${message} ${detail}` : '');
}

function linkWrite(side: Side, change: Change) {
  return (ctx: RequestContext): Reply => {
    const { target, dependency, path } = linkPair(ctx, side);
    if (change === 'add') {
      if (target.blockedBy.includes(dependency.id)) {
        throw failed(ctx, 'issue dependency does already exist', target, dependency);
      }
      if (dependency.blockedBy.includes(target.id)) {
        throw failed(
          ctx,
          'circular dependencies exists (two issues blocking each other)',
          target,
          dependency,
        );
      }
      target.blockedBy.push(dependency.id);
    } else {
      // issues_model.RemoveIssueDependency: ErrDependencyNotExists when there is no such link
      if (!target.blockedBy.includes(dependency.id)) {
        throw failed(ctx, 'issue dependency does not exist', target, dependency);
      }
      target.blockedBy = target.blockedBy.filter((id) => id !== dependency.id);
    }
    // every one of the four answers 201 with the path issue (the swagger's 200 for removals is wrong)
    return jsonReply(201, issueJson(ctx, path));
  };
}

/** POST …/issues/{index}/dependencies — the path issue becomes blocked by the body issue */
export const createDependency = linkWrite('dependencies', 'add');
/** DELETE …/issues/{index}/dependencies — the path issue is no longer blocked by the body issue */
export const removeDependency = linkWrite('dependencies', 'remove');
/** POST …/issues/{index}/blocks — the body issue becomes blocked by the path issue */
export const createBlocking = linkWrite('blocks', 'add');
/** DELETE …/issues/{index}/blocks — the body issue is no longer blocked by the path issue */
export const removeBlocking = linkWrite('blocks', 'remove');
