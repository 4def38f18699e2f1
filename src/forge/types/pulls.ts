// REST payloads of pull requests: review comments, changed files, and the options of their writes
// (create, edit, merge, review requests, reviews): the types
// generated from Gitea's swagger (generated/forge-rest.ts), under their swagger names, with the
// overlay src/forge/types/index.ts describes: fields every response carries (Gitea's non-pointer Go
// fields, modules/structs/*.go) are required, pointers and slices the forge sends as `null` are
// `| null`, enum-like strings stay open, and fields newer than the 1.22 swagger are added.

import type * as Rest from '../../../generated/forge-rest.js';
import type { User } from './index.js';

/** modules/structs/pull_review.go PullReviewComment */
export interface PullReviewComment extends Omit<Rest.PullReviewComment, 'user' | 'resolver'> {
  id: number;
  body: string;
  path: string;
  commit_id: string;
  original_commit_id: string;
  diff_hunk: string;
  position: number;
  original_position: number;
  pull_request_review_id: number;
  /** *User */
  user?: User | null;
  /** *User: null while the conversation is unresolved */
  resolver?: User | null;
}

/** modules/structs/pull.go ChangedFile */
export interface ChangedFile extends Rest.ChangedFile {
  filename: string;
  /** added, modified, deleted, renamed, copied, … (an open set) */
  status: string;
}

/** `reviewers`, `team_reviewers` and `allow_maintainer_edit` are newer than the 1.22 swagger */
export interface CreatePullRequestOption extends Rest.CreatePullRequestOption {
  head: string;
  base: string;
  title: string;
  reviewers?: string[];
  team_reviewers?: string[];
  allow_maintainer_edit?: boolean;
}

export type EditPullRequestOption = Rest.EditPullRequestOption;
/** services/forms/repo_form.go MergePullRequestForm: its JSON keys are the Go field names */
export type MergePullRequestOption = Rest.MergePullRequestOption;
export type PullReviewRequestOptions = Rest.PullReviewRequestOptions;

export interface SubmitPullReviewOptions extends Omit<Rest.SubmitPullReviewOptions, 'event'> {
  /** APPROVED, REQUEST_CHANGES or COMMENT; anything else keeps the review pending */
  event: string;
}

export type DismissPullReviewOptions = Rest.DismissPullReviewOptions;
