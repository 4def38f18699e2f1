// Branches: GET/POST /repos/{owner}/{repo}/branches, GET/DELETE .../branches/{branch}
// (Gitea's routers/api/v1/repo/branch.go; the group needs code read access, the writes reqToken,
// reqRepoWriter(code) and mustNotBeArchived, in that order, before the body is bound).

import type { CreateBranchRepoOption } from '../../../forge/types/git.js';
import { branchJson } from '../../convert/git.js';
import { resolveCommitish } from '../../git/history.js';
import { getCommit, isEmpty } from '../../git/repository.js';
import type { BodySchema } from '../../http/binding.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { protectionFor } from '../../model/branch-protection.js';

function headOf(rc: RepoContext, name: string) {
  const sha = rc.repo.git.branches.get(name);
  return sha ? getCommit(rc.repo.git, sha) : null;
}

/** ListBranches: newest head commit first, then by name (FindBranchOptions' order), paged. */
export function listBranches(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const branches = [...rc.repo.git.branches.keys()]
    .flatMap((name) => {
      const commit = headOf(rc, name);
      return commit ? [{ name, commit }] : [];
    })
    .sort(
      (a, b) =>
        b.commit.committer.date.getTime() - a.commit.committer.date.getTime() ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
  return pagedReply(ctx, branches, ({ name, commit }) => branchJson(ctx, rc, name, commit));
}

/** GetBranch: 404 for a branch that does not exist. */
export function getBranch(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const name = ctx.param('branch');
  const commit = headOf(rc, name);
  if (!commit) throw ctx.notFound();
  return jsonReply(200, branchJson(ctx, rc, name, commit));
}

const CreateBranchRepoOptionSchema: BodySchema = {
  name: 'CreateBranchRepoOption',
  fields: [
    {
      key: 'new_branch_name',
      go: 'BranchName',
      type: 'string',
      rules: ['Required', 'GitRefName', 'MaxSize(100)'],
    },
    { key: 'old_branch_name', go: 'OldBranchName', type: 'string', rules: ['GitRefName', 'MaxSize(100)'] },
    { key: 'old_ref_name', go: 'OldRefName', type: 'string', rules: ['GitRefName', 'MaxSize(100)'] },
  ],
};

/**
 * CreateBranch → 201 Branch. The start is `old_ref_name` (any ref or commit id; Gitea answers 500 when it
 * names nothing, since GetCommit's error is not mapped), else `old_branch_name` (404 when missing), else
 * the default branch. 409 when a branch or a tag of the new name exists.
 */
export function createBranch(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind<CreateBranchRepoOption>(CreateBranchRepoOptionSchema);
  const { git } = rc.repo;
  if (isEmpty(git)) throw ctx.error(404, 'Git Repository is empty.');
  let start: string | null;
  if (form.old_ref_name) {
    start = resolveCommitish(git, form.old_ref_name);
    if (!start) {
      throw ctx.error(
        500,
        ctx.user?.isAdmin ? `object does not exist [id: ${form.old_ref_name}, rel_path: ]` : '',
      );
    }
  } else if (form.old_branch_name) {
    start = git.branches.get(form.old_branch_name) ?? null;
    if (!start) throw ctx.error(404, 'The old branch does not exist');
  } else {
    start = git.branches.get(rc.repo.defaultBranch) ?? null;
    if (!start) throw ctx.error(500, '');
  }
  const name = form.new_branch_name;
  if (git.tags.has(name)) throw ctx.error(409, 'The branch with the same tag already exists.');
  if (git.branches.has(name)) throw ctx.error(409, 'The branch already exists.');
  // git refuses `a/b` next to an existing `a` (and the reverse): Gitea's ErrBranchNameConflict.
  const clash = [...git.branches.keys()].some(
    (other) => name.startsWith(`${other}/`) || other.startsWith(`${name}/`),
  );
  if (clash) throw ctx.error(409, 'The branch with the same name already exists.');
  git.branches.set(name, start);
  return jsonReply(201, branchJson(ctx, rc, name, getCommit(git, start)!));
}

/**
 * DeleteBranch → 204. repo_service.DeleteBranch refuses the default branch and protected branches (403)
 * before it looks the branch up (404).
 */
export function deleteBranch(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { git } = rc.repo;
  if (isEmpty(git)) throw ctx.error(404, 'Git Repository is empty.');
  const name = ctx.param('branch');
  if (name === rc.repo.defaultBranch) throw ctx.error(403, 'can not delete default branch');
  if (protectionFor(ctx.store, rc.repo.id, name)) throw ctx.error(403, 'branch protected');
  if (!git.branches.has(name)) {
    throw ctx.notFound(undefined, [`branch does not exist [repo_id: ${rc.repo.id} name: ${name}]`]);
  }
  git.branches.delete(name);
  return { status: 204 };
}
