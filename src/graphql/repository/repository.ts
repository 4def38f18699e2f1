// Repository and its settings objects (Permission, RepoTransfer, ExternalTracker, ExternalWiki,
// InternalTracker). Root field `repository`. Fields that read other operations
// (pull requests, files, issues, wiki, tracked times, releases) live with their own type family.

import type { GraphQLResolveInfo } from 'graphql';
import { callerRightsOf } from '../../forge/cache/caller-rights.js';
import { getRepository } from '../../forge/endpoints/repos.js';
import type {
  ExternalTracker,
  ExternalWiki,
  InternalTracker,
  Permission,
  Repository,
  RepoTransfer,
} from '../../forge/types.js';
import { builder } from '../builder.js';
import { forgeNodeRef, readBy, withDatabaseId } from '../common/forge-node.js';
import { connectionType } from '../connection-type.js';
import type { Context } from '../context.js';
import { forgeValues } from '../forge-values.js';
import { nodeKey, repoKey, splitRepoKey } from '../loaders.js';
import { TeamRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';
import { markReference, referenceRoot } from '../reference-root.js';
import type { AllowedSelection } from '../selection.js';
import { splitFullName, toInt64, toUrl } from '../values.js';

/** What a child field needs of its repository to call the forge: owner and name. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** The repository's owner and name, which route the calls under it; the forge's full name when it left them out. */
export function repoRefOf(repository: Repository): RepoRef {
  const owner = repository.owner?.login;
  const repo = repository.name;
  // A name the forge left empty is its fault (UPSTREAM_ERROR), not the caller's input.
  return owner && repo ? { owner, repo } : splitFullName(repository.full_name);
}

export const RepositoryRef = forgeNodeRef<Repository>('Repository', {
  keyOf: (repository) => repository.full_name.toLowerCase(),
  read: readBy(getRepository, splitRepoKey, 'full_name'),
});

/** What of a repository the short record an issue embeds answers: its name, full name, owner's login. */
export const EMBEDDED_REPOSITORY: AllowedSelection = { name: true, fullName: true, owner: { login: true } };

/** The repository as an issue's short record names it (no read; see EMBEDDED_REPOSITORY). */
export function embeddedRepository(meta: { owner: string; name: string; full_name: string }): Repository {
  const owner = markReference({ login: meta.owner });
  return markReference({ owner, name: meta.name, full_name: meta.full_name }) as Repository;
}

/** Every list of repositories (an owner's, a team's, a search's) shares this connection type. */
export const RepositoryConnection = connectionType(RepositoryRef, 'Repository');

export const PermissionRef = builder.objectRef<Permission>('RepositoryPermission').implement({
  description: 'The caller’s access to a repository.',
  fields: (t) => ({
    admin: t.exposeBoolean('admin', { nullable: false }),
    push: t.exposeBoolean('push', { nullable: false }),
    pull: t.exposeBoolean('pull', { nullable: false }),
  }),
});

export const RepoTransferRef = builder.objectRef<RepoTransfer>('RepoTransfer').implement({
  description: 'A pending transfer of a repository.',
  fields: (t) => ({
    doer: t.field({ type: UserRef, resolve: (transfer) => transfer.doer ?? null }),
    recipient: t.field({ type: UserRef, resolve: (transfer) => transfer.recipient ?? null }),
    teams: t.field({ type: [TeamRef], resolve: (transfer) => transfer.teams ?? null }),
  }),
});

export const ExternalTrackerRef = builder.objectRef<ExternalTracker>('ExternalTracker').implement({
  fields: (t) => ({
    url: t.field({ type: 'URL', resolve: (x) => toUrl(x.external_tracker_url) }),
    format: t.exposeString('external_tracker_format', {
      description: 'URL format with the placeholders {user}, {repo}, {index}',
    }),
    style: t.exposeString('external_tracker_style', { description: 'Numeric, alphanumeric or regexp.' }),
    regexpPattern: t.exposeString('external_tracker_regexp_pattern'),
  }),
});

export const ExternalWikiRef = builder.objectRef<ExternalWiki>('ExternalWiki').implement({
  fields: (t) => ({ url: t.field({ type: 'URL', resolve: (x) => toUrl(x.external_wiki_url) }) }),
});

export const InternalTrackerRef = builder.objectRef<InternalTracker>('InternalTracker').implement({
  fields: (t) => ({
    enableTimeTracker: t.exposeBoolean('enable_time_tracker'),
    allowOnlyContributorsToTrackTime: t.exposeBoolean('allow_only_contributors_to_track_time'),
    enableIssueDependencies: t.exposeBoolean('enable_issue_dependencies'),
  }),
});

const int64 = (pick: (r: Repository) => unknown) => ({
  type: 'BigInt' as const,
  resolve: (r: Repository) => toInt64(pick(r)),
});

RepositoryRef.implement({
  description: 'A git repository with its issues, pull requests, files, wiki and releases.',
  fields: withDatabaseId((t) => ({
    owner: t.field({ type: UserRef, resolve: (r) => r.owner ?? null }),
    name: t.exposeString('name', { nullable: false }),
    fullName: t.exposeString('full_name', { nullable: false }),
    description: t.exposeString('description', { nullable: false }),
    empty: t.exposeBoolean('empty', { nullable: false }),
    private: t.exposeBoolean('private', { nullable: false }),
    fork: t.exposeBoolean('fork', { nullable: false }),
    template: t.exposeBoolean('template', { nullable: false }),
    parent: t.field({
      type: RepositoryRef,
      description: 'The repository this one was forked from.',
      resolve: (r) => r.parent ?? null,
    }),
    mirror: t.exposeBoolean('mirror', { nullable: false }),
    size: t.field(int64((r) => r.size)),
    language: t.exposeString('language', { nullable: false }),
    ...forgeValues(t, 'URL', 'languages_url', 'html_url', 'url'),
    link: t.exposeString('link', { nullable: false }),
    sshUrl: t.exposeString('ssh_url', {
      nullable: false,
      description: 'An scp-style address, not always a URL.',
    }),
    ...forgeValues(t, 'URL', 'clone_url', 'original_url'),
    website: t.exposeString('website', { nullable: false }),
    starsCount: t.field(int64((r) => r.stars_count)),
    forksCount: t.field(int64((r) => r.forks_count)),
    watchersCount: t.field(int64((r) => r.watchers_count)),
    openIssuesCount: t.field(int64((r) => r.open_issues_count)),
    openPrCounter: t.field(int64((r) => r.open_pr_counter)),
    releaseCounter: t.field(int64((r) => r.release_counter)),
    branchCount: t.field(int64((r) => r.branch_count)),
    defaultBranch: t.exposeString('default_branch', { nullable: false }),
    defaultTargetBranch: t.exposeString('default_target_branch'),
    archived: t.exposeBoolean('archived', { nullable: false }),
    ...forgeValues(t, 'DateTime', 'created_at', 'updated_at', 'archived_at'),
    permissions: t.field({
      type: PermissionRef,
      description:
        'The caller’s rights on the repository. A record the shared cache served without them (a public repository read by a signed-in caller) costs one call of the caller’s own record, only when selected.',
      resolve: async (r) => {
        const own = callerRightsOf(r);
        return own ? ((await own()) as Permission | null) : (r.permissions ?? null);
      },
    }),
    hasCode: t.exposeBoolean('has_code'),
    hasIssues: t.exposeBoolean('has_issues', { nullable: false }),
    internalTracker: t.field({ type: InternalTrackerRef, resolve: (r) => r.internal_tracker ?? null }),
    externalTracker: t.field({ type: ExternalTrackerRef, resolve: (r) => r.external_tracker ?? null }),
    hasWiki: t.exposeBoolean('has_wiki', { nullable: false }),
    externalWiki: t.field({ type: ExternalWikiRef, resolve: (r) => r.external_wiki ?? null }),
    hasPullRequests: t.exposeBoolean('has_pull_requests', { nullable: false }),
    hasProjects: t.exposeBoolean('has_projects', { nullable: false }),
    projectsMode: t.exposeString('projects_mode'),
    hasReleases: t.exposeBoolean('has_releases', { nullable: false }),
    hasPackages: t.exposeBoolean('has_packages', { nullable: false }),
    hasActions: t.exposeBoolean('has_actions', { nullable: false }),
    ignoreWhitespaceConflicts: t.exposeBoolean('ignore_whitespace_conflicts', { nullable: false }),
    allowMergeCommits: t.exposeBoolean('allow_merge_commits', { nullable: false }),
    allowRebase: t.exposeBoolean('allow_rebase', { nullable: false }),
    allowRebaseExplicit: t.exposeBoolean('allow_rebase_explicit', { nullable: false }),
    allowSquashMerge: t.exposeBoolean('allow_squash_merge', { nullable: false }),
    allowFastForwardOnlyMerge: t.exposeBoolean('allow_fast_forward_only_merge', { nullable: false }),
    allowRebaseUpdate: t.exposeBoolean('allow_rebase_update', { nullable: false }),
    allowManualMerge: t.exposeBoolean('allow_manual_merge', { nullable: false }),
    autodetectManualMerge: t.exposeBoolean('autodetect_manual_merge', { nullable: false }),
    allowMergeUpdate: t.exposeBoolean('allow_merge_update'),
    defaultDeleteBranchAfterMerge: t.exposeBoolean('default_delete_branch_after_merge', { nullable: false }),
    defaultMergeStyle: t.exposeString('default_merge_style', { nullable: false }),
    defaultUpdateStyle: t.exposeString('default_update_style'),
    defaultAllowMaintainerEdit: t.exposeBoolean('default_allow_maintainer_edit', { nullable: false }),
    avatarUrl: t.field({ type: 'URL', resolve: (r) => toUrl(r.avatar_url) }),
    internal: t.exposeBoolean('internal', { nullable: false }),
    mirrorInterval: t.exposeString('mirror_interval', { nullable: false }),
    objectFormatName: t.exposeString('object_format_name', {
      description: 'Sha1 or sha256.',
    }),
    ...forgeValues(t, 'DateTime', 'mirror_updated', 'mirror_last_sync_at'),
    repoTransfer: t.field({ type: RepoTransferRef, resolve: (r) => r.repo_transfer ?? null }),
    licenses: t.exposeStringList('licenses'),
  })),
});

/** Fields served by a lookahead that still read the record: the default branch (tree, readme). */
const NEEDS_RECORD = ['tree', 'readmeHTML'];

/**
 * Root-level lookups also start the children's calls in parallel with the repository read, and skip
 * that read when the children need nothing of the record but its owner and name (reference-root.ts).
 */
export async function resolveRepositoryKey(
  context: Context,
  info: GraphQLResolveInfo,
  owner: string,
  repo: string,
) {
  const stub = { owner: { login: owner }, name: repo, full_name: `${owner}/${repo}` };
  const reference = await referenceRoot<RepoRef>(
    { typeName: 'Repository', ref: { owner, repo }, stub, from: 'parent', needsRecord: NEEDS_RECORD },
    context,
    info,
  );
  return (reference as Repository | undefined) ?? nodeKey(context, repoKey(owner, repo));
}

builder.queryFields((t) => ({
  repository: t.field({
    type: RepositoryRef,
    description: 'A repository by owner and name (GET /repos/{owner}/{repo}).',
    args: { owner: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, context, info) => resolveRepositoryKey(context, info, args.owner, args.name),
  }),
}));
