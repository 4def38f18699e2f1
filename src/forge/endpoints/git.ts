// Branches, tags, commits, compares, trees and forks of a repository (Gitea's
// routers/api/v1/repo/{branch,tag,commits,compare,tree,fork}.go).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { Repository } from '../types.js';
import type {
  AnnotatedTag,
  Branch,
  Commit,
  Compare,
  CreateBranchRepoOption,
  CreateForkOption,
  CreateTagOption,
  GitTreeResponse,
  Tag,
} from '../types-git.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

const repoParams = (args: RepoArgs) => ({ owner: args.owner, repo: args.repo });

export const listBranches = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs,
): Promise<ForgeResponse<Branch[]>> =>
  forge.request('GET /repos/{owner}/{repo}/branches', {
    params: repoParams(args),
    query: { page: args.page, limit: args.limit },
  });

export const getBranch = (
  forge: ForgeSession,
  args: RepoArgs & { branch: string },
): Promise<ForgeResponse<Branch>> =>
  forge.request('GET /repos/{owner}/{repo}/branches/{branch}', {
    params: { ...repoParams(args), branch: args.branch },
  });

/** 201 Branch; 404 when `old_branch_name` names no branch; 409 when the name is taken */
export const createBranch = (
  forge: ForgeSession,
  args: RepoArgs,
  body: CreateBranchRepoOption,
): Promise<ForgeResponse<Branch>> =>
  forge.request('POST /repos/{owner}/{repo}/branches', { params: repoParams(args), body });

/** 204; 403 for the default branch or a protected one */
export const deleteBranch = (
  forge: ForgeSession,
  args: RepoArgs & { branch: string },
): Promise<ForgeResponse<unknown>> =>
  forge.request('DELETE /repos/{owner}/{repo}/branches/{branch}', {
    params: { ...repoParams(args), branch: args.branch },
  });

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
export const listCommits = (forge: ForgeSession, args: CommitListArgs): Promise<ForgeResponse<Commit[]>> =>
  forge.request('GET /repos/{owner}/{repo}/commits', {
    params: repoParams(args),
    query: {
      sha: args.sha,
      path: args.path,
      not: args.not,
      since: args.since,
      until: args.until,
      stat: args.stat,
      verification: args.verification,
      files: args.files,
      page: args.page,
      limit: args.limit,
    },
  });

export const getCommit = (
  forge: ForgeSession,
  args: RepoArgs & CommitParts & { sha: string },
): Promise<ForgeResponse<Commit>> =>
  forge.request('GET /repos/{owner}/{repo}/git/commits/{sha}', {
    params: { ...repoParams(args), sha: args.sha },
    query: { stat: args.stat, verification: args.verification, files: args.files },
  });

/** `basehead` is `base...head`; every commit carries its stats (the forge does not let them be skipped) */
export const compareCommits = (
  forge: ForgeSession,
  args: RepoArgs & { base: string; head: string; verification: boolean; files: boolean },
): Promise<ForgeResponse<Compare>> =>
  forge.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
    params: { ...repoParams(args), basehead: `${args.base}...${args.head}` },
    query: { verification: args.verification, files: args.files },
  });

/** 400 (not 404) when `sha` names no tree, commit, branch or tag */
export const getTree = (
  forge: ForgeSession,
  args: RepoArgs & { sha: string; recursive?: boolean; page?: number; perPage?: number },
): Promise<ForgeResponse<GitTreeResponse>> =>
  forge.request('GET /repos/{owner}/{repo}/git/trees/{sha}', {
    params: { ...repoParams(args), sha: args.sha },
    query: { recursive: args.recursive || undefined, page: args.page, per_page: args.perPage },
  });

export const listTags = (forge: ForgeSession, args: RepoArgs & PageArgs): Promise<ForgeResponse<Tag[]>> =>
  forge.request('GET /repos/{owner}/{repo}/tags', {
    params: repoParams(args),
    query: { page: args.page, limit: args.limit },
  });

/** 404 when no tag has that name */
export const getTag = (forge: ForgeSession, args: RepoArgs & { tag: string }): Promise<ForgeResponse<Tag>> =>
  forge.request('GET /repos/{owner}/{repo}/tags/{tag}', { params: { ...repoParams(args), tag: args.tag } });

/** The tag object of an annotated tag; 400 (not 404) when `sha` names none */
export const getAnnotatedTag = (
  forge: ForgeSession,
  args: RepoArgs & { sha: string },
): Promise<ForgeResponse<AnnotatedTag>> =>
  forge.request('GET /repos/{owner}/{repo}/git/tags/{sha}', {
    params: { ...repoParams(args), sha: args.sha },
  });

/** 201 Tag (annotated when a message is given); 404 bad target; 409 the tag exists */
export const createTag = (
  forge: ForgeSession,
  args: RepoArgs,
  body: CreateTagOption,
): Promise<ForgeResponse<Tag>> =>
  forge.request('POST /repos/{owner}/{repo}/tags', { params: repoParams(args), body });

export const listForks = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs,
): Promise<ForgeResponse<Repository[]>> =>
  forge.request('GET /repos/{owner}/{repo}/forks', {
    params: repoParams(args),
    query: { page: args.page, limit: args.limit },
  });

/** 202 Repository (the fork); 409 when the name is taken or the owner forked it already */
export const createFork = (
  forge: ForgeSession,
  args: RepoArgs,
  body: CreateForkOption,
): Promise<ForgeResponse<Repository>> =>
  forge.request('POST /repos/{owner}/{repo}/forks', { params: repoParams(args), body });
