// Repository and its settings objects (Permission, RepoTransfer, ExternalTracker, ExternalWiki,
// InternalTracker). Root field `repository`. Fields that read other operations
// (pull requests, files, issues, wiki, tracked times, releases) live with their own type family.

import type { GraphQLResolveInfo } from 'graphql';
import { callerRightsOf } from '../../forge/cache/caller-rights.js';
import type {
  ExternalTracker,
  ExternalWiki,
  InternalTracker,
  Permission,
  Repository,
  RepoTransfer,
} from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { withDatabaseId } from '../kit/forge-node.js';
import { nodeKey, repoKey } from '../kit/loaders.js';
import { markReference, referenceRoot } from '../kit/reference-root.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';
import type { AllowedSelection } from '../kit/selection.js';
import { TeamRef } from '../people/organization.js';

/** What of a repository the short record an issue embeds answers: its name, full name, owner's login. */
export const EMBEDDED_REPOSITORY: AllowedSelection = { name: true, fullName: true, owner: { login: true } };

/** The repository as an issue's short record names it (no read; see EMBEDDED_REPOSITORY). */
export function embeddedRepository(meta: { owner: string; name: string; full_name: string }): Repository {
  const owner = markReference({ login: meta.owner });
  return markReference({ owner, name: meta.name, full_name: meta.full_name }) as Repository;
}

export const PermissionRef = builder.objectRef<Permission>('RepositoryPermission').implement({
  description: 'The caller’s access to a repository.',
  fields: (t) =>
    forgeFields(t, {
      admin: ['admin', 'Boolean!', 'Whether the caller may change its settings.'],
      push: ['push', 'Boolean!', 'Whether the caller may push to it.'],
      pull: ['pull', 'Boolean!', 'Whether the caller may read and clone it.'],
    }),
});

export const RepoTransferRef = builder.objectRef<RepoTransfer>('RepoTransfer').implement({
  description: 'A pending transfer of a repository.',
  fields: (t) => ({
    ...forgeFields(t, {
      doer: ['doer', 'User', 'Who started the transfer.'],
      recipient: ['recipient', 'User', 'The user or organization to receive the repository.'],
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
  fields: (t) =>
    // biome-ignore format: a table, one row a line
    forgeFields(t, {
      url: ['external_tracker_url', 'URL', 'The tracker’s address.'],
      format: ['external_tracker_format', 'String', 'URL format with the placeholders {user}, {repo}, {index}'],
      style: ['external_tracker_style', 'String', 'How issue references look: numeric, alphanumeric or regexp.'],
      regexpPattern: ['external_tracker_regexp_pattern', 'String', 'With the regexp style: the pattern that finds issue references in text.'],
    }),
});

export const ExternalWikiRef = builder.objectRef<ExternalWiki>('ExternalWiki').implement({
  description: 'A wiki outside the forge that a repository links to.',
  fields: (t) => forgeFields(t, { url: ['external_wiki_url', 'URL', 'The wiki’s address.'] }),
});

export const InternalTrackerRef = builder.objectRef<InternalTracker>('InternalTracker').implement({
  description: 'The settings of a repository’s own issue tracker.',
  fields: (t) =>
    // biome-ignore format: a table, one row a line
    forgeFields(t, {
      enableTimeTracker: ['enable_time_tracker', 'Boolean', 'Whether time can be tracked on issues.'],
      allowOnlyContributorsToTrackTime: ['allow_only_contributors_to_track_time', 'Boolean', 'Whether only those who may write to the repository can track time.'],
      enableIssueDependencies: ['enable_issue_dependencies', 'Boolean', 'Whether issues can block one another.'],
    }),
});

RepositoryRef.implement({
  description: 'A git repository with its issues, pull requests, files, wiki and releases.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'htmlUrl', 'url', 'createdAt', 'updatedAt'),
    // biome-ignore format: a table, one row a line
    ...forgeFields(t, {
      owner: ['owner', 'User', 'The user or organization that owns the repository.'],
      name: ['name', 'String!', 'The repository’s name, without its owner.'],
      fullName: ['full_name', 'String!', 'The owner’s login and the name: `owner/name`.'],
      description: ['description', 'String!', 'The short text the owner wrote about the repository; empty when none.'],
      empty: ['empty', 'Boolean!', 'Whether the repository has no commits yet.'],
      private: ['private', 'Boolean!', 'Whether only the owner, collaborators and teams given access can see it.'],
      fork: ['fork', 'Boolean!', 'Whether it is a fork of another repository (see `parent`).'],
      template: ['template', 'Boolean!', 'Whether it is a template that new repositories can be generated from.'],
      parent: ['parent', 'Repository', 'The repository this one was forked from.'],
      mirror: ['mirror', 'Boolean!', 'Whether it is a pull mirror of a repository elsewhere, updated by the forge.'],
      size: ['size', 'BigInt', 'The repository’s size on disk, in kibibytes.'],
      language: ['language', 'String!', 'The language with the most code, as the forge detects it; empty when none.'],
      languagesUrl: ['languages_url', 'URL', 'The REST address of its languages, in bytes of code each.'],
      link: ['link', 'String!', 'The repository’s path in the forge’s web interface, e.g. `/owner/name`.'],
      sshUrl: ['ssh_url', 'String!', 'An scp-style address, not always a URL.'],
      cloneUrl: ['clone_url', 'URL', 'The address to clone it over HTTP(S).'],
      originalUrl: ['original_url', 'URL', 'The address a mirror or migrated repository came from; null for others.'],
      website: ['website', 'String!', 'The project’s website, as the owner set it; empty when none.'],
      starsCount: ['stars_count', 'BigInt', 'How many users starred it.'],
      forksCount: ['forks_count', 'BigInt', 'How many forks it has.'],
      watchersCount: ['watchers_count', 'BigInt', 'How many users watch it.'],
      openIssuesCount: ['open_issues_count', 'BigInt', 'How many issues are open.'],
      openPrCounter: ['open_pr_counter', 'BigInt', 'How many pull requests are open.'],
      releaseCounter: ['release_counter', 'BigInt', 'How many published releases it has (drafts do not count).'],
      branchCount: ['branch_count', 'BigInt', 'How many branches it has.'],
      defaultBranch: ['default_branch', 'String!', 'The branch that pages, clones and pull requests start from.'],
      defaultTargetBranch: ['default_target_branch', 'String', 'The branch new pull requests target by default.'],
      archived: ['archived', 'Boolean!', 'Whether the repository is archived: read-only, every write is refused with REPO_ARCHIVED.'],
      archivedAt: ['archived_at', 'DateTime', 'When it was archived; null or the zero time when it is not.'],
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
    // biome-ignore format: a table, one row a line
    ...forgeFields(t, {
      hasCode: ['has_code', 'Boolean', 'Whether the code unit (files, commits, branches) is enabled.'],
      hasIssues: ['has_issues', 'Boolean!', 'Whether the issue tracker is enabled.'],
      internalTracker: ['internal_tracker', 'InternalTracker', 'The settings of the forge’s own issue tracker; null when it is off or an external tracker is used.'],
      externalTracker: ['external_tracker', 'ExternalTracker', 'The external issue tracker issues link to; null when none.'],
      hasWiki: ['has_wiki', 'Boolean!', 'Whether the wiki is enabled.'],
      externalWiki: ['external_wiki', 'ExternalWiki', 'The external wiki the repository links to; null when none.'],
      hasPullRequests: ['has_pull_requests', 'Boolean!', 'Whether pull requests are enabled.'],
      hasProjects: ['has_projects', 'Boolean!', 'Whether projects are enabled.'],
      projectsMode: ['projects_mode', 'String', 'Which projects show: repo, owner or all.'],
      hasReleases: ['has_releases', 'Boolean!', 'Whether releases are enabled.'],
      hasPackages: ['has_packages', 'Boolean!', 'Whether the packages unit is enabled.'],
      hasActions: ['has_actions', 'Boolean!', 'Whether Actions (CI workflows) are enabled.'],
      ignoreWhitespaceConflicts: ['ignore_whitespace_conflicts', 'Boolean!', 'Whether whitespace changes are ignored when checking pull requests for conflicts.'],
      allowMergeCommits: ['allow_merge_commits', 'Boolean!', 'Whether pull requests may be merged with a merge commit.'],
      allowRebase: ['allow_rebase', 'Boolean!', 'Whether pull requests may be merged by rebasing.'],
      allowRebaseExplicit: ['allow_rebase_explicit', 'Boolean!', 'Whether pull requests may be merged by rebasing with a merge commit (--no-ff).'],
      allowSquashMerge: ['allow_squash_merge', 'Boolean!', 'Whether pull requests may be merged by squashing.'],
      allowFastForwardOnlyMerge: ['allow_fast_forward_only_merge', 'Boolean!', 'Whether pull requests may be merged by fast-forward only.'],
      allowRebaseUpdate: ['allow_rebase_update', 'Boolean!', 'Whether a pull request’s branch may be updated by rebasing it on its base.'],
      allowManualMerge: ['allow_manual_merge', 'Boolean!', 'Whether a pull request may be marked as merged by hand.'],
      autodetectManualMerge: ['autodetect_manual_merge', 'Boolean!', 'Whether the forge marks a pull request merged when its commits reach the base by a push.'],
      allowMergeUpdate: ['allow_merge_update', 'Boolean', 'Whether a pull request’s branch may be updated by merging its base into it.'],
      defaultDeleteBranchAfterMerge: ['default_delete_branch_after_merge', 'Boolean!', 'Whether merging a pull request deletes its head branch by default.'],
      defaultMergeStyle: ['default_merge_style', 'String!', 'The merge style offered first: merge, rebase, rebase-merge, squash or fast-forward-only.'],
      defaultUpdateStyle: ['default_update_style', 'String', 'How a pull request’s branch is updated by default: merge or rebase.'],
      defaultAllowMaintainerEdit: ['default_allow_maintainer_edit', 'Boolean!', 'Whether new pull requests let maintainers push to their head branch by default.'],
      avatarUrl: ['avatar_url', 'URL', 'The repository’s own avatar; null or empty when it has none.'],
      internal: ['internal', 'Boolean!', 'Whether it is public but its owner’s profile is private, so only those who may see the owner see it.'],
      mirrorInterval: ['mirror_interval', 'String!', 'How often a pull mirror syncs, as a Go duration such as `8h0m0s`; empty for other repositories.'],
      objectFormatName: ['object_format_name', 'String', 'The hash of its git objects: sha1 or sha256.'],
      mirrorUpdated: ['mirror_updated', 'DateTime', 'When a pull mirror was last updated from its remote.'],
      mirrorLastSyncAt: ['mirror_last_sync_at', 'DateTime', 'When a pull mirror last synced.'],
      repoTransfer: ['repo_transfer', 'RepoTransfer', 'The pending transfer of the repository to another owner; null when none.'],
      licenses: ['licenses', '[String!]', 'The licenses the forge detected in the repository’s files (SPDX names).'],
    }),
  })),
});

/** Fields served by a lookahead that still read the record: the default branch (tree, readme). */
const NEEDS_RECORD = ['tree', 'readmeHTML'];

/**
 * Root-level lookups also start the children's calls in parallel with the repository read, and skip
 * that read when the children need nothing of the record but its owner and name (reference-root.ts).
 * `stubAnswers` names fields the owner and name answer too (a federated router's key fields).
 */
export async function resolveRepositoryKey(
  context: Context,
  info: GraphQLResolveInfo,
  owner: string,
  repo: string,
  stubAnswers?: AllowedSelection,
) {
  // the owner a key field may read is a stand-in too: no loader keeps it (reference-root.ts)
  const stub = { owner: markReference({ login: owner }), name: repo, full_name: `${owner}/${repo}` };
  const reference = await referenceRoot<RepoRef>(
    {
      typeName: 'Repository',
      ref: { owner, repo },
      stub,
      from: 'parent',
      needsRecord: NEEDS_RECORD,
      stubAnswers,
    },
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
