// REST payload types of live updates and repository hooks. `PayloadCommit` and `EditHookOption` are
// named and shaped as the swagger's definitions; the webhook bodies (`PushPayload`, `IssuePayload`, ...)
// are not in the swagger and follow Gitea's modules/structs/hook.go, field for field.

import type { Comment, Issue, PayloadUser, PullRequest, Release, Repository, User } from './types.js';

export interface PayloadCommitVerification {
  verified: boolean;
  reason: string;
  signature: string;
  signer?: PayloadUser | null;
  payload: string;
}

/** swagger: PayloadCommit */
export interface PayloadCommit {
  id: string;
  message: string;
  url: string;
  author?: PayloadUser | null;
  committer?: PayloadUser | null;
  verification?: PayloadCommitVerification | null;
  timestamp?: string;
  added?: string[] | null;
  removed?: string[] | null;
  modified?: string[] | null;
}

/** swagger: EditHookOption */
export interface EditHookOption {
  active?: boolean;
  authorization_header?: string;
  branch_filter?: string;
  config?: Record<string, string>;
  events?: string[];
}

/** hook.go ChangesFromPayload / ChangesPayload */
export interface ChangesFromPayload {
  from: string;
}
export interface ChangesPayload {
  title?: ChangesFromPayload;
  body?: ChangesFromPayload;
  ref?: ChangesFromPayload;
}

/** hook.go PushPayload (event `push`) */
export interface PushPayload {
  ref: string;
  before: string;
  after: string;
  compare_url: string;
  commits: PayloadCommit[];
  total_commits: number;
  head_commit: PayloadCommit | null;
  repository: Repository;
  pusher: User;
  sender: User;
}

/** hook.go CreatePayload (event `create`) */
export interface CreatePayload {
  sha: string;
  ref: string;
  ref_type: string;
  repository: Repository;
  sender: User;
}

/** hook.go DeletePayload (event `delete`) */
export interface DeletePayload {
  ref: string;
  ref_type: string;
  pusher_type: string;
  repository: Repository;
  sender: User;
}

/** hook.go IssuePayload (events `issues`, `issue_assign`, `issue_label`, `issue_milestone`) */
export interface IssuePayload {
  action: string;
  number: number;
  changes?: ChangesPayload;
  issue: Issue;
  repository: Repository;
  sender: User;
  commit_id: string;
}

/** hook.go IssueCommentPayload (events `issue_comment`, `pull_request_comment`) */
export interface IssueCommentPayload {
  action: string;
  issue: Issue;
  pull_request?: PullRequest;
  comment: Comment;
  changes?: ChangesPayload;
  repository: Repository;
  sender: User;
  is_pull: boolean;
}

/** hook.go ReviewPayload */
export interface ReviewPayload {
  type: string;
  content: string;
}

/** hook.go PullRequestPayload (events `pull_request*`, reviews included) */
export interface PullRequestPayload {
  action: string;
  number: number;
  changes?: ChangesPayload;
  pull_request: PullRequest;
  requested_reviewer?: User;
  repository: Repository;
  sender: User;
  commit_id: string;
  review?: ReviewPayload;
}

/** hook.go ReleasePayload (event `release`) */
export interface ReleasePayload {
  action: string;
  release: Release;
  repository: Repository;
  sender: User;
}

/** hook.go RepositoryPayload (event `repository`) */
export interface RepositoryPayload {
  action: string;
  repository: Repository;
  organization: User;
  sender: User;
}
