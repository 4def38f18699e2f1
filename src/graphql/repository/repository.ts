// Repository and its settings objects (Permission, RepoTransfer, ExternalTracker, ExternalWiki,
// InternalTracker). Root field `repository`. Fields that read other operations
// (pull requests, files, issues, wiki, tracked times, releases) live with their own type family.

import type { GraphQLResolveInfo } from 'graphql';
import { callerRightsOf } from '../../forge/cache/caller-rights.js';
import { getRepository } from '../../forge/endpoints/index.js';
import type {
  ExternalTracker,
  ExternalWiki,
  InternalTracker,
  Permission,
  Repository,
  RepoTransfer,
} from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { forgeNodeRef, readBy, withDatabaseId } from '../kit/forge-node.js';
import { describedForgeValues, forgeValues } from '../kit/forge-values.js';
import { nodeKey, repoKey, splitRepoKey } from '../kit/loaders.js';
import { markReference, referenceRoot } from '../kit/reference-root.js';
import type { AllowedSelection } from '../kit/selection.js';
import { splitFullName, toInt64, toUrl } from '../kit/values.js';
import { TeamRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';

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
    admin: t.exposeBoolean('admin', {
      nullable: false,
      description: 'Whether the caller may change its settings.',
    }),
    push: t.exposeBoolean('push', { nullable: false, description: 'Whether the caller may push to it.' }),
    pull: t.exposeBoolean('pull', {
      nullable: false,
      description: 'Whether the caller may read and clone it.',
    }),
  }),
});

export const RepoTransferRef = builder.objectRef<RepoTransfer>('RepoTransfer').implement({
  description: 'A pending transfer of a repository.',
  fields: (t) => ({
    doer: t.field({
      type: UserRef,
      description: 'Who started the transfer.',
      resolve: (transfer) => transfer.doer ?? null,
    }),
    recipient: t.field({
      type: UserRef,
      description: 'The user or organization to receive the repository.',
      resolve: (transfer) => transfer.recipient ?? null,
    }),
    teams: t.field({
      type: [TeamRef],
      description: 'The recipient organization’s teams to get access to it.',
      resolve: (transfer) => transfer.teams ?? null,
    }),
  }),
});

export const ExternalTrackerRef = builder.objectRef<ExternalTracker>('ExternalTracker').implement({
  description: 'An issue tracker outside the forge that a repository’s issues link to.',
  fields: (t) => ({
    url: t.field({
      type: 'URL',
      description: 'The tracker’s address.',
      resolve: (x) => toUrl(x.external_tracker_url),
    }),
    format: t.exposeString('external_tracker_format', {
      description: 'URL format with the placeholders {user}, {repo}, {index}',
    }),
    style: t.exposeString('external_tracker_style', {
      description: 'How issue references look: numeric, alphanumeric or regexp.',
    }),
    regexpPattern: t.exposeString('external_tracker_regexp_pattern', {
      description: 'With the regexp style: the pattern that finds issue references in text.',
    }),
  }),
});

export const ExternalWikiRef = builder.objectRef<ExternalWiki>('ExternalWiki').implement({
  description: 'A wiki outside the forge that a repository links to.',
  fields: (t) => ({
    url: t.field({
      type: 'URL',
      description: 'The wiki’s address.',
      resolve: (x) => toUrl(x.external_wiki_url),
    }),
  }),
});

export const InternalTrackerRef = builder.objectRef<InternalTracker>('InternalTracker').implement({
  description: 'The settings of a repository’s own issue tracker.',
  fields: (t) => ({
    enableTimeTracker: t.exposeBoolean('enable_time_tracker', {
      description: 'Whether time can be tracked on issues.',
    }),
    allowOnlyContributorsToTrackTime: t.exposeBoolean('allow_only_contributors_to_track_time', {
      description: 'Whether only those who may write to the repository can track time.',
    }),
    enableIssueDependencies: t.exposeBoolean('enable_issue_dependencies', {
      description: 'Whether issues can block one another.',
    }),
  }),
});

const int64 = (pick: (r: Repository) => unknown) => ({
  type: 'BigInt' as const,
  resolve: (r: Repository) => toInt64(pick(r)),
});

RepositoryRef.implement({
  description: 'A git repository with its issues, pull requests, files, wiki and releases.',
  fields: withDatabaseId((t) => ({
    owner: t.field({
      type: UserRef,
      resolve: (r) => r.owner ?? null,
      description: 'The user or organization that owns the repository.',
    }),
    name: t.exposeString('name', {
      nullable: false,
      description: 'The repository’s name, without its owner.',
    }),
    fullName: t.exposeString('full_name', {
      nullable: false,
      description: 'The owner’s login and the name: `owner/name`.',
    }),
    description: t.exposeString('description', {
      nullable: false,
      description: 'The short text the owner wrote about the repository; empty when none.',
    }),
    empty: t.exposeBoolean('empty', {
      nullable: false,
      description: 'Whether the repository has no commits yet.',
    }),
    private: t.exposeBoolean('private', {
      nullable: false,
      description: 'Whether only the owner, collaborators and teams given access can see it.',
    }),
    fork: t.exposeBoolean('fork', {
      nullable: false,
      description: 'Whether it is a fork of another repository (see `parent`).',
    }),
    template: t.exposeBoolean('template', {
      nullable: false,
      description: 'Whether it is a template that new repositories can be generated from.',
    }),
    parent: t.field({
      type: RepositoryRef,
      description: 'The repository this one was forked from.',
      resolve: (r) => r.parent ?? null,
    }),
    mirror: t.exposeBoolean('mirror', {
      nullable: false,
      description: 'Whether it is a pull mirror of a repository elsewhere, updated by the forge.',
    }),
    size: t.field({ ...int64((r) => r.size), description: 'The repository’s size on disk, in kibibytes.' }),
    language: t.exposeString('language', {
      nullable: false,
      description: 'The language with the most code, as the forge detects it; empty when none.',
    }),
    ...forgeValues(t, 'URL', 'html_url', 'url'),
    ...describedForgeValues(t, 'URL', {
      languages_url: 'The REST address of its languages, in bytes of code each.',
    }),
    link: t.exposeString('link', {
      nullable: false,
      description: 'The repository’s path in the forge’s web interface, e.g. `/owner/name`.',
    }),
    sshUrl: t.exposeString('ssh_url', {
      nullable: false,
      description: 'An scp-style address, not always a URL.',
    }),
    ...describedForgeValues(t, 'URL', {
      clone_url: 'The address to clone it over HTTP(S).',
      original_url: 'The address a mirror or migrated repository came from; null for others.',
    }),
    website: t.exposeString('website', {
      nullable: false,
      description: 'The project’s website, as the owner set it; empty when none.',
    }),
    starsCount: t.field({ ...int64((r) => r.stars_count), description: 'How many users starred it.' }),
    forksCount: t.field({ ...int64((r) => r.forks_count), description: 'How many forks it has.' }),
    watchersCount: t.field({ ...int64((r) => r.watchers_count), description: 'How many users watch it.' }),
    openIssuesCount: t.field({
      ...int64((r) => r.open_issues_count),
      description: 'How many issues are open.',
    }),
    openPrCounter: t.field({
      ...int64((r) => r.open_pr_counter),
      description: 'How many pull requests are open.',
    }),
    releaseCounter: t.field({
      ...int64((r) => r.release_counter),
      description: 'How many published releases it has (drafts do not count).',
    }),
    branchCount: t.field({ ...int64((r) => r.branch_count), description: 'How many branches it has.' }),
    defaultBranch: t.exposeString('default_branch', {
      nullable: false,
      description: 'The branch that pages, clones and pull requests start from.',
    }),
    defaultTargetBranch: t.exposeString('default_target_branch', {
      description: 'The branch new pull requests target by default.',
    }),
    archived: t.exposeBoolean('archived', {
      nullable: false,
      description:
        'Whether the repository is archived: read-only, every write is refused with REPO_ARCHIVED.',
    }),
    ...forgeValues(t, 'DateTime', 'created_at', 'updated_at'),
    ...describedForgeValues(t, 'DateTime', {
      archived_at: 'When it was archived; null or the zero time when it is not.',
    }),
    permissions: t.field({
      type: PermissionRef,
      description:
        'The caller’s rights on the repository. A record the shared cache served without them (a public repository read by a signed-in caller) costs one call of the caller’s own record, only when selected.',
      resolve: async (r) => {
        const own = callerRightsOf(r);
        return own ? ((await own()) as Permission | null) : (r.permissions ?? null);
      },
    }),
    hasCode: t.exposeBoolean('has_code', {
      description: 'Whether the code unit (files, commits, branches) is enabled.',
    }),
    hasIssues: t.exposeBoolean('has_issues', {
      nullable: false,
      description: 'Whether the issue tracker is enabled.',
    }),
    internalTracker: t.field({
      type: InternalTrackerRef,
      resolve: (r) => r.internal_tracker ?? null,
      description:
        'The settings of the forge’s own issue tracker; null when it is off or an external tracker is used.',
    }),
    externalTracker: t.field({
      type: ExternalTrackerRef,
      resolve: (r) => r.external_tracker ?? null,
      description: 'The external issue tracker issues link to; null when none.',
    }),
    hasWiki: t.exposeBoolean('has_wiki', { nullable: false, description: 'Whether the wiki is enabled.' }),
    externalWiki: t.field({
      type: ExternalWikiRef,
      resolve: (r) => r.external_wiki ?? null,
      description: 'The external wiki the repository links to; null when none.',
    }),
    hasPullRequests: t.exposeBoolean('has_pull_requests', {
      nullable: false,
      description: 'Whether pull requests are enabled.',
    }),
    hasProjects: t.exposeBoolean('has_projects', {
      nullable: false,
      description: 'Whether projects are enabled.',
    }),
    projectsMode: t.exposeString('projects_mode', {
      description: 'Which projects show: repo, owner or all.',
    }),
    hasReleases: t.exposeBoolean('has_releases', {
      nullable: false,
      description: 'Whether releases are enabled.',
    }),
    hasPackages: t.exposeBoolean('has_packages', {
      nullable: false,
      description: 'Whether the packages unit is enabled.',
    }),
    hasActions: t.exposeBoolean('has_actions', {
      nullable: false,
      description: 'Whether Actions (CI workflows) are enabled.',
    }),
    ignoreWhitespaceConflicts: t.exposeBoolean('ignore_whitespace_conflicts', {
      nullable: false,
      description: 'Whether whitespace changes are ignored when checking pull requests for conflicts.',
    }),
    allowMergeCommits: t.exposeBoolean('allow_merge_commits', {
      nullable: false,
      description: 'Whether pull requests may be merged with a merge commit.',
    }),
    allowRebase: t.exposeBoolean('allow_rebase', {
      nullable: false,
      description: 'Whether pull requests may be merged by rebasing.',
    }),
    allowRebaseExplicit: t.exposeBoolean('allow_rebase_explicit', {
      nullable: false,
      description: 'Whether pull requests may be merged by rebasing with a merge commit (--no-ff).',
    }),
    allowSquashMerge: t.exposeBoolean('allow_squash_merge', {
      nullable: false,
      description: 'Whether pull requests may be merged by squashing.',
    }),
    allowFastForwardOnlyMerge: t.exposeBoolean('allow_fast_forward_only_merge', {
      nullable: false,
      description: 'Whether pull requests may be merged by fast-forward only.',
    }),
    allowRebaseUpdate: t.exposeBoolean('allow_rebase_update', {
      nullable: false,
      description: 'Whether a pull request’s branch may be updated by rebasing it on its base.',
    }),
    allowManualMerge: t.exposeBoolean('allow_manual_merge', {
      nullable: false,
      description: 'Whether a pull request may be marked as merged by hand.',
    }),
    autodetectManualMerge: t.exposeBoolean('autodetect_manual_merge', {
      nullable: false,
      description: 'Whether the forge marks a pull request merged when its commits reach the base by a push.',
    }),
    allowMergeUpdate: t.exposeBoolean('allow_merge_update', {
      description: 'Whether a pull request’s branch may be updated by merging its base into it.',
    }),
    defaultDeleteBranchAfterMerge: t.exposeBoolean('default_delete_branch_after_merge', {
      nullable: false,
      description: 'Whether merging a pull request deletes its head branch by default.',
    }),
    defaultMergeStyle: t.exposeString('default_merge_style', {
      nullable: false,
      description: 'The merge style offered first: merge, rebase, rebase-merge, squash or fast-forward-only.',
    }),
    defaultUpdateStyle: t.exposeString('default_update_style', {
      description: 'How a pull request’s branch is updated by default: merge or rebase.',
    }),
    defaultAllowMaintainerEdit: t.exposeBoolean('default_allow_maintainer_edit', {
      nullable: false,
      description: 'Whether new pull requests let maintainers push to their head branch by default.',
    }),
    avatarUrl: t.field({
      type: 'URL',
      description: 'The repository’s own avatar; null or empty when it has none.',
      resolve: (r) => toUrl(r.avatar_url),
    }),
    internal: t.exposeBoolean('internal', {
      nullable: false,
      description:
        'Whether it is public but its owner’s profile is private, so only those who may see the owner see it.',
    }),
    mirrorInterval: t.exposeString('mirror_interval', {
      nullable: false,
      description:
        'How often a pull mirror syncs, as a Go duration such as `8h0m0s`; empty for other repositories.',
    }),
    objectFormatName: t.exposeString('object_format_name', {
      description: 'The hash of its git objects: sha1 or sha256.',
    }),
    ...describedForgeValues(t, 'DateTime', {
      mirror_updated: 'When a pull mirror was last updated from its remote.',
      mirror_last_sync_at: 'When a pull mirror last synced.',
    }),
    repoTransfer: t.field({
      type: RepoTransferRef,
      resolve: (r) => r.repo_transfer ?? null,
      description: 'The pending transfer of the repository to another owner; null when none.',
    }),
    licenses: t.exposeStringList('licenses', {
      description: 'The licenses the forge detected in the repository’s files (SPDX names).',
    }),
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
    args: {
      owner: t.arg.string({
        description: 'The login of the user or organization that owns the repository.',
        required: true,
      }),
      name: t.arg.string({ description: 'The repository’s name.', required: true }),
    },
    resolve: (_root, args, context, info) => resolveRepositoryKey(context, info, args.owner, args.name),
  }),
}));
