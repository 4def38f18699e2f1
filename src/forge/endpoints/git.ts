// Branches, tags, commits, compares, trees and forks of a repository (Gitea's
// routers/api/v1/repo/{branch,tag,commits,compare,tree,fork}.go).

import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import { endpoint, forwarded, pagedEndpoint } from '../routes/endpoint.js';

export const listBranches = pagedEndpoint('GET /repos/{owner}/{repo}/branches');

export const getBranch = endpoint('GET /repos/{owner}/{repo}/branches/{branch}');

/** 201 Branch; 404 when `old_branch_name` names no branch; 409 when the name is taken */
export const createBranch = endpoint('POST /repos/{owner}/{repo}/branches');

/** 204; 403 for the default branch or a protected one */
export const deleteBranch = endpoint('DELETE /repos/{owner}/{repo}/branches/{branch}');

/** What a commit read should compute besides the commit itself; each costs the forge a diff. */
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

/** 409 on an empty repository; 404 when `path` has no history; pages of 50 whatever `limit` with a path */
export const listCommits = endpoint('GET /repos/{owner}/{repo}/commits', {
  query: (args: CommitListArgs) =>
    forwarded(args, 'sha', 'path', 'not', 'since', 'until', 'stat', 'verification', 'files', 'page', 'limit'),
});

export const getCommit = endpoint('GET /repos/{owner}/{repo}/git/commits/{sha}', {
  query: (args: RepoArgs & CommitParts & { sha: string }) => forwarded(args, 'stat', 'verification', 'files'),
});

/** `basehead` is `base...head`; every commit carries its stats (the forge does not let them be skipped) */
export const compareCommits = endpoint('GET /repos/{owner}/{repo}/compare/{basehead}', {
  params: (args: RepoArgs & { base: string; head: string; verification: boolean; files: boolean }) => ({
    owner: args.owner,
    repo: args.repo,
    basehead: `${args.base}...${args.head}`,
  }),
  query: (args: RepoArgs & { base: string; head: string; verification: boolean; files: boolean }) => ({
    verification: args.verification,
    files: args.files,
  }),
});

/** 400 (not 404) when `sha` names no tree, commit, branch or tag */
export const getTree = endpoint('GET /repos/{owner}/{repo}/git/trees/{sha}', {
  query: (args: RepoArgs & { sha: string; recursive?: boolean; page?: number; perPage?: number }) => ({
    recursive: args.recursive || undefined,
    page: args.page,
    per_page: args.perPage,
  }),
});

export const listTags = pagedEndpoint('GET /repos/{owner}/{repo}/tags');

/** 404 when no tag has that name */
export const getTag = endpoint('GET /repos/{owner}/{repo}/tags/{tag}');

/** 204; 404 when no tag has that name; 409 when a release hangs on it; 422 for a protected tag */
export const deleteTag = endpoint('DELETE /repos/{owner}/{repo}/tags/{tag}');

/** The tag object of an annotated tag; 400 (not 404) when `sha` names none */
export const getAnnotatedTag = endpoint('GET /repos/{owner}/{repo}/git/tags/{sha}');

/** 201 Tag (annotated when a message is given); 404 bad target; 409 the tag exists */
export const createTag = endpoint('POST /repos/{owner}/{repo}/tags');

export const listForks = pagedEndpoint('GET /repos/{owner}/{repo}/forks');

/** 202 Repository (the fork); 409 when the name is taken or the owner forked it already */
export const createFork = endpoint('POST /repos/{owner}/{repo}/forks');

/**
 * The commit against its first parent as `git diff -M` writes it (a root commit: `git show`, its
 * header first); 404 when `sha` names no commit (routers/api/v1/repo/commits.go DownloadCommitDiffOrPatch).
 */
export const getCommitDiff = endpoint('GET /repos/{owner}/{repo}/git/commits/{sha}.{diffType}', {
  params: (args: RepoArgs & { sha: string }) => ({ ...args, diffType: 'diff' }),
  text: true,
});

/** Every branch and tag ref; 404 (not an empty list) when the repository has none */
export const listGitRefs = endpoint('GET /repos/{owner}/{repo}/git/refs');

/**
 * The refs under `refs/<ref>` (a prefix such as `heads` or `tags/v1`, sent with its slashes: Gitea's route
 * is `git/refs/*`); 404 when none. When exactly one ref is named in full the forge answers that object
 * alone, not a list.
 */
export const getGitRefs = endpoint('GET /repos/{owner}/{repo}/git/refs/{ref}');

/** A blob's content in base64; 400 (not 404) when `sha` names no blob */
export const getBlob = endpoint('GET /repos/{owner}/{repo}/git/blobs/{sha}');
