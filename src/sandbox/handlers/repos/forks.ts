// Forks: GET/POST /repos/{owner}/{repo}/forks (Gitea's routers/api/v1/repo/fork.go and
// services/repository/fork.go). Listing needs read access to the repository; forking needs a token
// and code read access, and copies every git object, branch and tag.

import type { CreateForkOption } from '../../../forge/types/git.js';
import { repoFor, repoJson } from '../../convert/repos.js';
import { cloneGitRepo } from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { canCreateOrgRepo, isOrgMember, repoAccess } from '../../model/access.js';
import { refuseBlocked } from '../../model/blocking.js';
import { Access, type UserRec } from '../../model/records.js';
import { newRepo, unusableRepoName } from '../../model/repos.js';
import { CreateForkOptionSchema } from './forms.js';

/** ListForks: the forks the caller may see, by id, paged, X-Total-Count. */
export function listForks(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const forks = ctx.store.repos
    .filter((repo) => repo.parentId === rc.repo.id)
    .filter((repo) => repoAccess(ctx.store, repo, ctx.user) >= Access.read)
    .sort((a, b) => a.id - b.id);
  return pagedReply(ctx, forks, (fork) => repoFor(ctx, fork));
}

/**
 * CreateFork → 202 Repository (Gitea: "TODO change back to 201"). Into the caller's account, or into
 * `organization` (422 when it is no organization, 403 when the caller is not a member). 409 when the
 * owner already has a repository of that name or a fork of this one.
 */
export function createFork(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind<CreateForkOption>(CreateForkOptionSchema);
  let forker: UserRec = doer;
  if (form.organization !== undefined) {
    const org = ctx.store.userByName(form.organization);
    if (!org?.isOrg) throw ctx.error(422, `org does not exist [id: 0, name: ${form.organization}]`);
    if (!doer.isAdmin && !isOrgMember(ctx.store, org.id, doer.id)) {
      throw ctx.error(403, `User is no Member of Organisation '${org.login}'`);
    }
    if (!canCreateOrgRepo(ctx.store, org.id, doer)) {
      throw ctx.error(403, `User is not allowed to create repos in Organisation '${org.login}'`);
    }
    forker = org;
  }
  const base = rc.repo;
  // repo_service.ForkRepository: not a repository of an owner who blocked the caller
  refuseBlocked(ctx, doer, base.ownerId);
  const name = form.name || base.name;
  const unusable = unusableRepoName(name);
  if (unusable) throw ctx.error(422, unusable);
  const existingFork = ctx.store.repos.find(
    (repo) => repo.parentId === base.id && repo.ownerId === forker.id,
  );
  if (existingFork) {
    throw ctx.error(
      409,
      `repository is already forked by user [uname: ${forker.login}, repo path: ${rc.owner.login}/${base.name}, fork path: ${forker.login}/${existingFork.name}]`,
    );
  }
  if (ctx.store.repoByName(forker.id, name)) {
    throw ctx.error(409, `repository already exists [uname: ${forker.login}, name: ${name}]`);
  }
  const now = ctx.store.now();
  const fork = newRepo(ctx.store, {
    ownerId: forker.id,
    name,
    description: base.description,
    website: base.website,
    language: base.language,
    private: base.private || ctx.store.user(base.ownerId).visibility === 'private',
    fork: true,
    parentId: base.id,
    defaultBranch: base.defaultBranch,
    objectFormat: base.objectFormat,
    sizeKb: base.sizeKb,
    git: cloneGitRepo(base.git),
    createdAt: now,
  });
  return jsonReply(202, repoJson(ctx, fork, Access.owner));
}
