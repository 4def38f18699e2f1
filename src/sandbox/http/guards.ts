// The middleware of Gitea's API router (routers/api/v1/api.go) as values: a route row lists the guards it
// runs, in Gitea's order, before its handler. Each guard answers as Gitea's does and otherwise lets the
// request through; what it looked up (the repository, the organization) is cached on the request context.

import { isEmpty } from '../git/repository.js';
import { isOrgMember, isOrgOwner, ownerVisible } from '../model/access.js';
import { Access, type RepoRec } from '../model/records.js';
import type { RequestContext } from './context.js';

export type Guard = (ctx: RequestContext) => void;

/** repoAssignment: ErrNF for an unknown owner, a missing repository or one the caller cannot read; 301 when moved */
export const repoAssignment: Guard = (ctx) => {
  ctx.repo();
};

/** repoAssignment of /repos/{template_owner}/{template_repo}/generate */
export const templateRepoAssignment: Guard = (ctx) => {
  ctx.repo('template_owner', 'template_repo');
};

/** UserAssignmentAPI: a plain APIError 404 for an unknown user */
export const userAssignment: Guard = (ctx) => {
  ctx.contextUser();
};

/** orgAssignment(true): ErrNF `GetOrgByName` for an unknown organization */
export const orgAssignment: Guard = (ctx) => {
  ctx.org();
};

/** HasOrgOrUserVisible: a private or limited organization hidden from the caller is a 404 */
export const reqOrgVisible: Guard = (ctx) => {
  if (!ownerVisible(ctx.store, ctx.org(), ctx.user)) throw ctx.notFound('HasOrgOrUserVisible');
};

/**
 * api.go reqOrgVisible, the middleware of the /orgs/{org}/members and /public_members groups: the same
 * HasOrgOrUserVisible check as org.Get, answered with a bare ErrNF
 */
export const reqOrgMembersVisible: Guard = (ctx) => {
  if (!ownerVisible(ctx.store, ctx.org(), ctx.user)) throw ctx.notFound();
};

/** reqOrgMembership: members and site admins only, 403 for anyone else */
export const reqOrgMembership: Guard = (ctx) => {
  const doer = ctx.doer;
  if (!doer.isAdmin && !isOrgMember(ctx.store, ctx.org().id, doer.id)) {
    throw ctx.error(403, 'Must be an organization member');
  }
};

/** reqOrgOwnership on an /orgs/{org} route: site admins and the organization's owners, 403 for anyone else */
export const reqOrgOwnership: Guard = (ctx) => {
  const doer = ctx.doer;
  if (!doer.isAdmin && !isOrgOwner(ctx.store, ctx.org().id, doer.id)) {
    throw ctx.error(403, 'Must be an organization owner');
  }
};

/** reqToken (routers/api/v1/api.go): anonymous callers get 401 */
export const reqToken: Guard = (ctx) => {
  if (!ctx.user) throw ctx.error(401, 'token is required');
};

/** reqSiteAdmin (api.go): after reqToken, 403 for anyone but a site admin */
export const reqSiteAdmin: Guard = (ctx) => {
  if (!ctx.user?.isAdmin) throw ctx.error(403, 'user should be the site admin');
};

/** mustNotBeArchived: 423 */
export const mustNotBeArchived: Guard = (ctx) => {
  const { repo, owner } = ctx.repo();
  if (repo.archived) throw ctx.error(423, `${owner.login}/${repo.name} is archived`);
};

/** mustEnableIssuesOrPulls: the issue group needs the issues or the pulls unit */
export const mustEnableIssuesOrPulls: Guard = (ctx) => {
  const { units } = ctx.repo().repo;
  if (!units.issues && !units.pulls) throw ctx.notFound();
};

/** mustAllowPulls (routers/api/v1/api.go): the pulls unit, and a repository with commits */
export const mustAllowPulls: Guard = (ctx) => {
  const { repo } = ctx.repo();
  if (!repo.units.pulls || isEmpty(repo.git)) throw ctx.notFound();
};

/** reqRepoReader of a unit the sandbox models as on or off: a unit that is off is a 404 */
export const reqUnit =
  (unit: keyof RepoRec['units']): Guard =>
  (ctx) => {
    if (!ctx.repo().repo.units[unit]) throw ctx.notFound();
  };

/** reqRepoWriter: write access (or more) to the repository */
export const reqRepoWriter: Guard = (ctx) => {
  if (ctx.repo().mode < Access.write)
    throw ctx.error(403, 'user should have a permission to write to a repo');
};

/** reqAdmin: a repository admin (owners, admins of a team or collaborators) or a site admin */
export const reqAdmin: Guard = (ctx) => {
  if (ctx.repo().mode < Access.admin) {
    throw ctx.error(403, 'user should be an owner or a collaborator with admin write of a repository');
  }
};

/** reqOwner: the repository's owner or a site admin */
export const reqOwner: Guard = (ctx) => {
  if (ctx.repo().mode < Access.owner) throw ctx.error(403, 'user should be the owner of the repo');
};

/** The chains most routes use, named so a route table reads as rows. */
export const anyone: readonly Guard[] = [];
export const signedIn: readonly Guard[] = [reqToken];
export const siteAdmin: readonly Guard[] = [reqToken, reqSiteAdmin];
export const repoReader: readonly Guard[] = [repoAssignment];
export const repoSignedIn: readonly Guard[] = [repoAssignment, reqToken];
export const repoWriter: readonly Guard[] = [repoAssignment, reqToken, reqRepoWriter];
export const repoAdmin: readonly Guard[] = [repoAssignment, reqToken, reqAdmin];
