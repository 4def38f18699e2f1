// Repository JSON (Gitea's services/convert/repository.go ToRepo).
import type { Repository } from '../../forge/types/index.js';
import { isEmpty } from '../git/repository.js';
import type { RequestContext } from '../http/context.js';
import { permissionJson, repoAccess } from '../model/access.js';
import { repoAvatarUrl } from '../model/avatars.js';
import { Access, type AccessMode, type RepoRec } from '../model/records.js';
import { starCount, watcherCount } from '../model/social.js';
import { pathEscape, rfc3339, UNIX_EPOCH, ZERO_TIME } from './format.js';
import { teamJson, userJson } from './users.js';

export function repoHtmlUrl(ctx: RequestContext, repo: RepoRec): string {
  const owner = ctx.store.user(repo.ownerId);
  return `${ctx.origin}/${pathEscape(owner.login)}/${pathEscape(repo.name)}`;
}

export function repoApiUrl(ctx: RequestContext, repo: RepoRec): string {
  const owner = ctx.store.user(repo.ownerId);
  return `${ctx.apiBase}/repos/${pathEscape(owner.login)}/${pathEscape(repo.name)}`;
}

function counts(ctx: RequestContext, repo: RepoRec) {
  let openIssues = 0;
  let openPulls = 0;
  for (const issue of ctx.store.issues) {
    if (issue.repoId !== repo.id || issue.state !== 'open') continue;
    if (issue.isPull) openPulls++;
    else openIssues++;
  }
  const releases = ctx.store.releases.filter((r) => r.repoId === repo.id && !r.isTag && !r.draft).length;
  return { openIssues, openPulls, releases };
}

/** `mode` is the caller's access (Gitea passes the permission it computed, e.g. owner after a create). */
export function repoJson(ctx: RequestContext, repo: RepoRec, mode: AccessMode): Repository {
  const owner = ctx.store.user(repo.ownerId);
  const full = `${owner.login}/${repo.name}`;
  const html = repoHtmlUrl(ctx, repo);
  const { openIssues, openPulls, releases } = counts(ctx, repo);
  const forks = ctx.store.repos.filter((r) => r.parentId === repo.id).length;
  const parent = repo.parentId === null ? undefined : ctx.store.repoById(repo.parentId);
  const transfer = repo.transfer;
  const json: Repository = {
    id: repo.id,
    // Gitea's ToUserWithAccessMode: the owner is rendered as seen by someone with access
    owner: userJson(ctx, owner, { signed: mode > Access.none, authed: false }),
    name: repo.name,
    full_name: full,
    description: repo.description,
    empty: isEmpty(repo.git),
    private: repo.private,
    fork: repo.fork,
    template: repo.template,
    mirror: false,
    size: repo.sizeKb,
    language: repo.language,
    languages_url: `${repoApiUrl(ctx, repo)}/languages`,
    html_url: html,
    url: repoApiUrl(ctx, repo),
    link: '',
    ssh_url: `git@localhost:${full}.git`,
    clone_url: `${html}.git`,
    original_url: '',
    website: repo.website,
    stars_count: starCount(ctx.store, repo.id),
    forks_count: forks,
    watchers_count: watcherCount(ctx.store, repo.id),
    open_issues_count: openIssues,
    open_pr_counter: openPulls,
    release_counter: releases,
    default_branch: repo.defaultBranch,
    archived: repo.archived,
    created_at: rfc3339(repo.createdAt),
    updated_at: rfc3339(repo.updatedAt),
    archived_at: repo.archivedAt ? rfc3339(repo.archivedAt) : UNIX_EPOCH,
    permissions: permissionJson(mode),
    has_code: true,
    has_issues: repo.units.issues,
    has_wiki: repo.units.wiki,
    has_pull_requests: repo.units.pulls,
    has_projects: repo.units.projects,
    projects_mode: 'all',
    has_releases: repo.units.releases,
    has_packages: repo.units.packages,
    has_actions: repo.units.actions,
    ignore_whitespace_conflicts: false,
    allow_merge_commits: true,
    allow_rebase: true,
    allow_rebase_explicit: true,
    allow_squash_merge: true,
    allow_fast_forward_only_merge: true,
    allow_rebase_update: true,
    allow_manual_merge: false,
    autodetect_manual_merge: false,
    allow_merge_update: true,
    default_delete_branch_after_merge: false,
    default_merge_style: 'merge',
    default_update_style: 'merge',
    default_allow_maintainer_edit: false,
    default_target_branch: repo.defaultBranch,
    avatar_url: repoAvatarUrl(ctx, repo.id),
    internal: false,
    mirror_interval: '',
    object_format_name: repo.objectFormat,
    mirror_updated: ZERO_TIME,
    topics: repo.topics,
    licenses: [],
    branch_count: repo.git.branches.size,
  };
  if (repo.units.issues) {
    json.internal_tracker = {
      enable_time_tracker: repo.timeTracking,
      allow_only_contributors_to_track_time: repo.onlyContributorsTrackTime,
      enable_issue_dependencies: repo.dependencies,
    };
  }
  if (parent) json.parent = repoJson(ctx, parent, repoAccess(ctx.store, parent, ctx.user));
  if (transfer) {
    json.repo_transfer = {
      doer: userJson(ctx, ctx.store.user(transfer.doerId), { signed: false, authed: false }),
      recipient: userJson(ctx, ctx.store.user(transfer.recipientId), { signed: false, authed: false }),
      teams: ctx.store.teams.filter((t) => transfer.teamIds.includes(t.id)).map((t) => teamJson(ctx, t)),
    };
  }
  return json;
}

/** Rendered with the caller's own permission. */
export function repoFor(ctx: RequestContext, repo: RepoRec): Repository {
  return repoJson(ctx, repo, repoAccess(ctx.store, repo, ctx.user));
}
