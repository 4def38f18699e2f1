// The issues an issue depends on and the issues it blocks (Gitea's routers/api/v1/repo/issue_dependency.go
// GetIssueDependencies and GetIssueBlocks). Gitea pages them by hand: no X-Total-Count, a `limit` of 1
// or less means 30, no upper cap, and an issue the caller may not read is dropped from its page.

import { issueJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { DEFAULT_PAGING_NUM, formInt } from '../../http/paging.js';
import { repoAccess } from '../../model/access.js';
import { Access, type IssueRec } from '../../model/records.js';
import { canReadIssue, pathIssue } from './issue-scope.js';

function linked(ctx: RequestContext, pick: (issue: IssueRec) => IssueRec[]): Reply {
  const rc = ctx.repo();
  if (!rc.repo.dependencies) throw ctx.notFound();
  const issue = pathIssue(ctx, rc, 'not-found');
  if (!canReadIssue(rc, issue)) throw ctx.notFound();
  const page = Math.max(1, formInt(ctx.query.get('page')));
  let limit = formInt(ctx.query.get('limit'));
  if (limit <= 1) limit = DEFAULT_PAGING_NUM;
  const { store } = ctx;
  const visible = pick(issue)
    .slice((page - 1) * limit, page * limit)
    .filter((other) => {
      const repo = store.repo(other.repoId);
      const mode = repoAccess(store, repo, ctx.user);
      return mode >= Access.read && (other.isPull ? repo.units.pulls : repo.units.issues);
    });
  return jsonReply(
    200,
    visible.map((other) => issueJson(ctx, other)),
  );
}

/** GET .../issues/{index}/dependencies: the issues that block this one */
export const listDependencies = (ctx: RequestContext): Reply =>
  linked(ctx, (issue) => issue.blockedBy.flatMap((id) => ctx.store.issueById(id) ?? []));

/** GET .../issues/{index}/blocks: the issues this one blocks */
export const listBlocks = (ctx: RequestContext): Reply =>
  linked(ctx, (issue) => ctx.store.issues.filter((other) => other.blockedBy.includes(issue.id)));
