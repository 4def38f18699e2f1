// REST payload types of pull request reviews, files, commits, merges and commit statuses, named and
// shaped exactly as the swagger's definitions (`reference/gitea-swagger.json`) so they can be
// swapped for generated ones. Nullability follows Gitea's Go structs (`modules/structs/*.go`).

import type { CommitMeta, CommitUser, Repository, User, Verification } from './types.js';

/** modules/structs/pull_review.go PullReviewComment */
export interface PullReviewComment {
  id: number;
  body: string;
  user?: User | null;
  resolver?: User | null;
  pull_request_review_id: number;
  created_at: string;
  updated_at: string;
  path: string;
  commit_id: string;
  original_commit_id: string;
  diff_hunk: string;
  position: number;
  original_position: number;
  html_url: string;
  pull_request_url: string;
}

/** modules/structs/pull.go ChangedFile */
export interface ChangedFile {
  filename: string;
  previous_filename?: string;
  status: string;
  additions: number;
  deletions: number;
  changes: number;
  html_url?: string;
  contents_url?: string;
  raw_url?: string;
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

/** modules/structs/repo_commit.go RepoCommit */
export interface RepoCommit {
  url: string;
  author?: CommitUser | null;
  committer?: CommitUser | null;
  message: string;
  tree?: CommitMeta | null;
  verification?: Verification | null;
}

/** modules/structs/repo_commit.go Commit */
export interface Commit {
  url: string;
  sha: string;
  created: string;
  html_url: string;
  commit?: RepoCommit | null;
  author?: User | null;
  committer?: User | null;
  parents?: CommitMeta[] | null;
  files?: CommitAffectedFiles[] | null;
  stats?: CommitStats | null;
}

/** modules/structs/status.go CommitStatus */
export interface CommitStatus {
  id: number;
  state: string;
  target_url: string;
  description: string;
  url: string;
  context: string;
  creator?: User | null;
  created_at: string;
  updated_at: string;
}

/** modules/structs/status.go CombinedStatus; Gitea answers a zero value (state "", no statuses) when there are none */
export interface CombinedStatus {
  state: string;
  sha: string;
  total_count: number;
  statuses?: CommitStatus[] | null;
  repository?: Repository | null;
  commit_url: string;
  url: string;
}

/** modules/structs/status.go CreateStatusOption */
export interface CreateStatusOption {
  state: string;
  target_url?: string;
  description?: string;
  context?: string;
}

/** modules/structs/pull.go CreatePullRequestOption */
export interface CreatePullRequestOption {
  head: string;
  base: string;
  title: string;
  body?: string;
  assignee?: string;
  assignees?: string[];
  reviewers?: string[];
  team_reviewers?: string[];
  milestone?: number;
  labels?: number[];
  due_date?: string;
}

/** modules/structs/pull.go EditPullRequestOption */
export interface EditPullRequestOption {
  title?: string;
  body?: string;
  base?: string;
  assignee?: string;
  assignees?: string[];
  milestone?: number;
  labels?: number[];
  state?: string;
  due_date?: string;
  unset_due_date?: boolean;
  allow_maintainer_edit?: boolean;
}

/** services/forms/repo_form.go MergePullRequestForm (its JSON keys are the Go field names) */
export interface MergePullRequestOption {
  Do: string;
  MergeTitleField?: string;
  MergeMessageField?: string;
  MergeCommitID?: string;
  head_commit_id?: string;
  force_merge?: boolean;
  merge_when_checks_succeed?: boolean;
  delete_branch_after_merge?: boolean;
}

/** modules/structs/pull_review.go PullReviewRequestOptions */
export interface PullReviewRequestOptions {
  reviewers?: string[];
  team_reviewers?: string[];
}

/** modules/structs/pull_review.go SubmitPullReviewOptions */
export interface SubmitPullReviewOptions {
  event: string;
  body?: string;
}

/** modules/structs/pull_review.go DismissPullReviewOptions */
export interface DismissPullReviewOptions {
  message?: string;
  priors?: boolean;
}
