// REST payloads of branches, tags, commits, trees, compares and forks, named exactly as the
// definitions of Gitea's swagger (`../shared/reference/gitea-swagger.json`) with its JSON field names,
// so they can be swapped for generated types one for one. Nullability follows modules/structs.

import type { CommitMeta, CommitUser, PayloadUser, User, Verification } from './types.js';

/** modules/structs/hook.go PayloadCommit: a branch's head commit. */
export interface PayloadCommit {
  id: string;
  message: string;
  url: string;
  author: PayloadUser | null;
  committer: PayloadUser | null;
  verification: Verification | null;
  timestamp: string;
  added: string[] | null;
  removed: string[] | null;
  modified: string[] | null;
}

/** modules/structs/repo_branch.go Branch */
export interface Branch {
  name: string;
  commit: PayloadCommit | null;
  protected: boolean;
  required_approvals: number;
  enable_status_check: boolean;
  status_check_contexts: string[] | null;
  user_can_push: boolean;
  user_can_merge: boolean;
  effective_branch_protection_name: string;
}

/** modules/structs/repo_tag.go Tag */
export interface Tag {
  name: string;
  message: string;
  /** the tag object's id for an annotated tag, the commit's for a lightweight one */
  id: string;
  commit: CommitMeta | null;
  zipball_url?: string;
  tarball_url?: string;
}

/** modules/structs/repo_tag.go AnnotatedTagObject */
export interface AnnotatedTagObject {
  type: string;
  url: string;
  sha: string;
}

/** modules/structs/repo_tag.go AnnotatedTag: the tag object of an annotated tag */
export interface AnnotatedTag {
  tag: string;
  sha: string;
  url: string;
  message: string;
  tagger: CommitUser | null;
  object: AnnotatedTagObject | null;
  verification: Verification | null;
}

/** modules/structs/repo_commit.go RepoCommit */
export interface RepoCommit {
  url: string;
  author: CommitUser | null;
  committer: CommitUser | null;
  message: string;
  tree: CommitMeta | null;
  verification: Verification | null;
}

/** modules/structs/repo_commit.go CommitStats */
export interface CommitStats {
  total: number;
  additions: number;
  deletions: number;
}

/** modules/structs/repo_commit.go CommitAffectedFiles */
export interface CommitAffectedFiles {
  filename: string;
  status: string;
}

/** modules/structs/repo_commit.go Commit (CommitMeta's url, sha and created are inlined) */
export interface Commit {
  url: string;
  sha: string;
  created: string;
  html_url: string;
  commit: RepoCommit | null;
  author: User | null;
  committer: User | null;
  parents: CommitMeta[] | null;
  files: CommitAffectedFiles[] | null;
  stats: CommitStats | null;
}

/** modules/structs/repo_compare.go Compare */
export interface Compare {
  total_commits: number;
  commits: Commit[] | null;
}

/** modules/structs/repo_tree.go GitEntry */
export interface GitEntry {
  path: string;
  mode: string;
  type: string;
  size: number;
  sha: string;
  url: string;
}

/** modules/structs/repo_tree.go GitTreeResponse */
export interface GitTreeResponse {
  sha: string;
  url: string;
  tree: GitEntry[] | null;
  truncated: boolean;
  page: number;
  total_count: number;
}

/** modules/structs/repo.go CreateBranchRepoOption */
export interface CreateBranchRepoOption {
  new_branch_name: string;
  /** deprecated by the forge in favour of old_ref_name; a missing branch answers 404 */
  old_branch_name?: string;
  old_ref_name?: string;
}

/** modules/structs/repo_tag.go CreateTagOption */
export interface CreateTagOption {
  tag_name: string;
  message?: string;
  target?: string;
}

/** modules/structs/fork.go CreateForkOption */
export interface CreateForkOption {
  organization?: string;
  name?: string;
}
