// REST payloads of branches, tags, commits, trees, compares and forks: the types generated from
// Gitea's swagger (generated/forge-rest.ts), under their swagger names, with the overlay
// src/forge/types/index.ts describes: fields every response carries (Gitea's non-pointer Go fields,
// modules/structs/*.go) are required, and pointers and slices the forge sends as `null` are
// `| null`. Commits are defined once, in types-commits.ts, and re-exported here.

import type * as Rest from '../../../generated/forge-rest.js';
import type { Commit } from './commits.js';
import type { AlwaysSent, CommitMeta, CommitUser, PayloadUser, Verification } from './index.js';

export type { Commit, CommitAffectedFiles, CommitStats, RepoCommit } from './commits.js';

type PayloadCommitSent = 'id' | 'message' | 'url' | 'timestamp';
type PayloadCommitNullable = 'author' | 'committer' | 'verification' | 'added' | 'removed' | 'modified';

/** modules/structs/hook.go PayloadCommit: a branch's head commit. */
export interface PayloadCommit
  extends Omit<Rest.PayloadCommit, PayloadCommitSent | PayloadCommitNullable>,
    AlwaysSent<Rest.PayloadCommit, PayloadCommitSent> {
  author: PayloadUser | null;
  committer: PayloadUser | null;
  verification: Verification | null;
  added: string[] | null;
  removed: string[] | null;
  modified: string[] | null;
}

type BranchSent =
  | 'name'
  | 'protected'
  | 'required_approvals'
  | 'enable_status_check'
  | 'user_can_push'
  | 'user_can_merge'
  | 'effective_branch_protection_name';

/** modules/structs/repo_branch.go Branch */
export interface Branch
  extends Omit<Rest.Branch, BranchSent | 'commit' | 'status_check_contexts'>,
    AlwaysSent<Rest.Branch, BranchSent> {
  commit: PayloadCommit | null;
  status_check_contexts: string[] | null;
}

type TagSent = 'name' | 'message' | 'id';

/** modules/structs/repo_tag.go Tag; `id` is the tag object's for an annotated tag, the commit's for a lightweight one */
export interface Tag extends Omit<Rest.Tag, TagSent | 'commit'>, AlwaysSent<Rest.Tag, TagSent> {
  commit: CommitMeta | null;
}

/** modules/structs/repo_tag.go AnnotatedTagObject */
export type AnnotatedTagObject = AlwaysSent<Rest.AnnotatedTagObject, 'type' | 'url' | 'sha'>;

type AnnotatedTagSent = 'tag' | 'sha' | 'url' | 'message';

/** modules/structs/repo_tag.go AnnotatedTag: the tag object of an annotated tag */
export interface AnnotatedTag
  extends Omit<Rest.AnnotatedTag, AnnotatedTagSent | 'tagger' | 'object' | 'verification'>,
    AlwaysSent<Rest.AnnotatedTag, AnnotatedTagSent> {
  tagger: CommitUser | null;
  object: AnnotatedTagObject | null;
  verification: Verification | null;
}

/** modules/structs/repo_compare.go Compare */
export interface Compare
  extends Omit<Rest.Compare, 'total_commits' | 'commits'>,
    AlwaysSent<Rest.Compare, 'total_commits'> {
  commits: Commit[] | null;
}

/** modules/structs/repo_tree.go GitEntry */
export type GitEntry = AlwaysSent<Rest.GitEntry, 'path' | 'mode' | 'type' | 'size' | 'sha' | 'url'>;

type GitTreeSent = 'sha' | 'url' | 'truncated' | 'page' | 'total_count';

/** modules/structs/repo_tree.go GitTreeResponse */
export interface GitTreeResponse
  extends Omit<Rest.GitTreeResponse, GitTreeSent | 'tree'>,
    AlwaysSent<Rest.GitTreeResponse, GitTreeSent> {
  tree: GitEntry[] | null;
}

/** modules/structs/repo.go CreateBranchRepoOption; `old_branch_name` is deprecated by the forge for `old_ref_name` */
export type CreateBranchRepoOption = Rest.CreateBranchRepoOption;

/** modules/structs/repo_tag.go CreateTagOption */
export type CreateTagOption = Rest.CreateTagOption;

/** modules/structs/fork.go CreateForkOption */
export type CreateForkOption = Rest.CreateForkOption;

/** modules/structs/repo_refs.go Reference: every field may be absent in the swagger, and the forge fills all. */
export type Reference = Rest.Reference;

/** modules/structs/git_blob.go GitBlobResponse: `content` is absent for a blob over the forge's size cap. */
export type GitBlobResponse = Rest.GitBlobResponse;
