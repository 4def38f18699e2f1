// What hand code adds to a repository's git reads (Gitea's routers/api/v1/repo/{commits,compare,tree,
// file}.go): commit lists and compares whose query or path the gateway computes, diffs read as text,
// and the contents reads that join their lists. Every read names its branch, tag or commit in `ref`.

import { FORGE_OPERATIONS } from '../../../generated/forge-endpoints.js';
import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import { endpoint, forwarded } from '../routes/endpoint.js';

const { repository } = FORGE_OPERATIONS;

export const CONTENTS_EXT_ROUTE = repository.repoGetContentsExt.route;

export const FILE_CONTENTS_ROUTE = repository.repoGetFileContents.route;

/** What `GET …/contents-ext` may add to its metadata (`includes`, joined with commas) */
export type ContentsInclude = 'file_content' | 'lfs_metadata' | 'commit_metadata' | 'commit_message';

/** The batch file-contents route answers at most 30 entries (Gitea's DEFAULT_PAGING_NUM, not overridable) */
export const FILE_CONTENTS_BATCH_LIMIT = 30;

export interface CommitParts {
  stat: boolean;
  verification: boolean;
  files: boolean;
}

export interface CommitListArgs extends RepoArgs, PageArgs, CommitParts {
  sha?: string;
  path?: string;
  not?: string;
  /** RFC 3339; forges whose API predates them (the 1.22 swagger has neither) ignore since and until */
  since?: string;
  until?: string;
}

export type StatusSort = 'oldest' | 'recentupdate' | 'leastupdate' | 'leastindex' | 'highestindex';

/** 409 on an empty repository; 404 when `path` has no history; pages of 50 whatever `limit` with a path */
export const listCommits = endpoint(repository.repoGetAllCommits, {
  query: (args: CommitListArgs) =>
    forwarded(args, 'sha', 'path', 'not', 'since', 'until', 'stat', 'verification', 'files', 'page', 'limit'),
});

type CompareArgs = RepoArgs & { base: string; head: string; verification: boolean; files: boolean };

/** `basehead` is `base...head`; every commit carries its stats (the forge does not let them be skipped) */
export const compareCommits = endpoint(repository.repoCompareDiff, {
  params: (args: CompareArgs) => ({
    owner: args.owner,
    repo: args.repo,
    basehead: `${args.base}...${args.head}`,
  }),
  query: (args: CompareArgs) => ({
    verification: args.verification,
    files: args.files,
  }),
});

/** 400 (not 404) when `sha` names no tree, commit, branch or tag */
export const getTree = endpoint(repository.GetTree, {
  query: (args: RepoArgs & { sha: string; recursive?: boolean; page?: number; perPage?: number }) => ({
    recursive: args.recursive || undefined,
    page: args.page,
    per_page: args.perPage,
  }),
});

/**
 * The commit against its first parent as `git diff -M` writes it (a root commit: `git show`, its
 * header first); 404 when `sha` names no commit (routers/api/v1/repo/commits.go DownloadCommitDiffOrPatch).
 */
export const getCommitDiff = endpoint(repository.repoDownloadCommitDiffOrPatch, {
  params: (args: RepoArgs & { sha: string }) => ({ ...args, diffType: 'diff' }),
});

/** Metadata only unless `includes` asks for more */
export const getContentsExt = endpoint(repository.repoGetContentsExt, {
  query: (args: RepoArgs & { filepath: string; ref?: string; includes?: readonly ContentsInclude[] }) => ({
    ref: args.ref,
    includes: args.includes?.length ? args.includes.join(',') : undefined,
  }),
});

/** Many files in one call; `null` for missing paths; at most 30 per call */
export const getFileContents = endpoint(repository.repoGetFileContents, {
  query: (args: RepoArgs & { files: readonly string[]; ref?: string }) => ({
    ref: args.ref,
    body: JSON.stringify({ files: args.files }),
  }),
});
