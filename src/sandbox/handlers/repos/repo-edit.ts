// Creating a repository for oneself, editing and deleting one (routers/api/v1/repo/repo.go Create,
// CreateUserRepo, Edit, Delete; services/repository/delete.go; the middleware of routers/api/v1/api.go).
import type { CreateRepoOption as CreateRepoBody, EditRepoOption } from '../../../forge/types/index.js';
import { repoJson } from '../../convert/repos.js';
import { isEmpty } from '../../git/repository.js';
import { type BodySchema, goStruct } from '../../http/binding.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { Access, type RepoRec } from '../../model/records.js';
import { unusableRepoName } from '../../model/repos.js';
import { forgetRepo } from '../../model/social.js';
import type { Store } from '../../model/store.js';
import { CreateRepoOption, createRepoOf } from './repos.js';

/** POST /user/repos (reqToken on /user, bind CreateRepoOption): 201 Repository, 409 when the name is taken */
export function createUserRepo(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  const form = ctx.bind<CreateRepoBody>(CreateRepoOption);
  if (doer.isOrg) throw ctx.error(422, 'not allowed creating repository for organization');
  const repo = createRepoOf(ctx, doer, doer, form);
  return jsonReply(201, repoJson(ctx, repo, Access.owner));
}

/** The unit switches of EditRepoOption, each with the repository unit it turns on or off. */
const unitFlags = [
  ['has_issues', 'issues'],
  ['has_wiki', 'wiki'],
  ['has_pull_requests', 'pulls'],
  ['has_projects', 'projects'],
  ['has_releases', 'releases'],
  ['has_packages', 'packages'],
  ['has_actions', 'actions'],
] as const;

const EditRepoOptionSchema: BodySchema = goStruct('EditRepoOption', {
  name: 'string AlphaDashDot MaxSize(100)',
  description: 'string MaxSize(2048)',
  website: 'string MaxSize(1024)',
  private: 'bool',
  template: 'bool',
  ...Object.fromEntries(unitFlags.map(([key]) => [key, 'bool'])),
  default_branch: 'string',
  archived: 'bool',
  external_tracker: {
    struct: goStruct('ExternalTracker', {
      external_tracker_url: 'string:ExternalTrackerURL',
      external_tracker_format: 'string',
      external_tracker_style: 'string',
      external_tracker_regexp_pattern: 'string',
    }),
  },
  external_wiki: { struct: goStruct('ExternalWiki', { external_wiki_url: 'string:ExternalWikiURL' }) },
});

/**
 * modules/validation IsValidExternalURL: an http or https URL whose host is not this machine (loopback
 * addresses and `localhost` are refused).
 */
function isValidExternalUrl(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host !== 'localhost' && !/^127\./.test(host) && host !== '::1';
}

/** IsValidExternalTrackerURLFormat: a valid URL whose {user}, {repo} and {index} have both braces */
function isValidTrackerFormat(format: string): boolean {
  if (!isValidExternalUrl(format)) return false;
  return [...format.matchAll(/(\{?)(?:user|repo|index)+?(\}?)/g)].every(
    ([, open, close]) => (open === '{') === (close === '}'),
  );
}

/**
 * updateRepoUnits: an external tracker (with issues on, or left as they are while on) and an external
 * wiki (likewise) must have valid URLs, else 422 with Gitea's wording. The sandbox keeps neither: its
 * repositories always use the internal tracker and wiki.
 */
function checkExternalUnits(ctx: RequestContext, repo: RepoRec, form: EditRepoOption): void {
  const tracker = form.external_tracker;
  if ((form.has_issues ?? repo.units.issues) && tracker) {
    if (!isValidExternalUrl(tracker.external_tracker_url ?? '')) {
      throw ctx.error(422, 'External tracker URL not valid');
    }
    const format = tracker.external_tracker_format ?? '';
    if (format !== '' && !isValidTrackerFormat(format)) {
      throw ctx.error(422, 'External tracker URL format not valid');
    }
  }
  const wiki = form.external_wiki;
  if ((form.has_wiki ?? repo.units.wiki) && wiki && !isValidExternalUrl(wiki.external_wiki_url ?? '')) {
    throw ctx.error(422, 'External wiki URL not valid');
  }
}

/** updateBasicProperties: a new name must be usable and free; the old path then redirects (301). */
function rename(ctx: RequestContext, repo: RepoRec, name: string): void {
  if (repo.name.toLowerCase() === name.toLowerCase()) {
    repo.name = name;
    return;
  }
  const unusable = unusableRepoName(name);
  if (unusable?.startsWith('name is reserved')) throw ctx.error(422, `repo name is reserved [name: ${name}]`);
  if (unusable) {
    const pattern = /\[pattern: (.*)\]/.exec(unusable)?.[1] ?? '';
    throw ctx.error(422, `repo name's pattern is not allowed [name: ${name}, pattern: ${pattern}]`);
  }
  if (ctx.store.repoByName(repo.ownerId, name))
    throw ctx.error(422, `repo name is already taken [name: ${name}]`);
  ctx.store.repoRedirects.set(`${repo.ownerId}/${repo.name.toLowerCase()}`, repo.id);
  ctx.store.repoRedirects.delete(`${repo.ownerId}/${name.toLowerCase()}`);
  repo.name = name;
}

/**
 * PATCH /repos/{owner}/{repo} (reqToken, reqAdmin, bind): 200 Repository. Only the fields sent change;
 * a default branch that does not exist is ignored silently; there is no archived guard, so an archived
 * repository can be unarchived here (every guarded write then answers 423 while it stays archived).
 * As in Gitea's Edit, the name, description and the other basic properties are saved before the units
 * are checked, so a 422 for an external tracker leaves them changed.
 */
export function editRepo(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind<EditRepoOption>(EditRepoOptionSchema);
  const { repo } = rc;
  if (form.name !== undefined && form.name !== '') rename(ctx, repo, form.name);
  if (form.description !== undefined) repo.description = form.description;
  if (form.website !== undefined) repo.website = form.website;
  if (form.private !== undefined) {
    // a fork's visibility follows its base repository
    const parent = repo.fork && repo.parentId !== null ? ctx.store.repoById(repo.parentId) : undefined;
    repo.private = parent ? parent.private : form.private;
  }
  if (form.template !== undefined) repo.template = form.template;
  const branch = form.default_branch;
  if (
    branch !== undefined &&
    branch !== repo.defaultBranch &&
    (isEmpty(repo.git) || repo.git.branches.has(branch))
  ) {
    repo.defaultBranch = branch;
  }
  checkExternalUnits(ctx, repo, form);
  for (const [key, unit] of unitFlags) {
    const value = form[key];
    if (value !== undefined) repo.units[unit] = value;
  }
  const now = ctx.store.now();
  if (form.archived !== undefined && form.archived !== repo.archived) {
    repo.archived = form.archived;
    repo.archivedAt = form.archived ? now : null;
  }
  repo.updatedAt = now;
  return jsonReply(200, repoJson(ctx, repo, rc.mode));
}

/** Removes every record that belongs to the repository, like DeleteRepositoryDirectly's table sweep. */
function sweep(store: Store, repoId: number): void {
  const issueIds = new Set(store.issues.filter((i) => i.repoId === repoId).map((i) => i.id));
  const keep = <T>(list: T[], stays: (item: T) => boolean) => {
    const kept = list.filter(stays);
    list.splice(0, list.length, ...kept);
  };
  keep(store.issues, (i) => i.repoId !== repoId);
  keep(store.pulls, (p) => !issueIds.has(p.issueId));
  keep(store.reviews, (r) => !issueIds.has(r.issueId));
  keep(store.comments, (c) => !issueIds.has(c.issueId));
  keep(store.trackedTimes, (t) => !issueIds.has(t.issueId));
  keep(store.labels, (l) => l.repoId !== repoId);
  keep(store.milestones, (m) => m.repoId !== repoId);
  keep(store.releases, (r) => r.repoId !== repoId);
  keep(store.activities, (a) => a.repoId !== repoId);
  const runIds = new Set(store.runs.filter((r) => r.repoId === repoId).map((r) => r.id));
  keep(store.runs, (r) => r.repoId !== repoId);
  keep(store.jobs, (j) => !runIds.has(j.runId));
  for (const pkg of store.packages) if (pkg.repoId === repoId) pkg.repoId = null;
  for (const team of store.teams) keep(team.repoIds, (id) => id !== repoId);
  for (const [key, id] of store.repoRedirects) if (id === repoId) store.repoRedirects.delete(key);
  // forks become independent repositories
  for (const fork of store.repos) {
    if (fork.parentId === repoId) {
      fork.parentId = null;
      fork.fork = false;
    }
  }
  forgetRepo(store, repoId);
  keep(store.repos, (r) => r.id !== repoId);
}

/** DELETE /repos/{owner}/{repo} (reqToken, reqOwner): 204 */
export function deleteRepo(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  sweep(ctx.store, rc.repo.id);
  return { status: 204 };
}
