// REST payload types of live updates: the webhook bodies (`PushPayload`, `IssuePayload`, ...) are not
// in the swagger and follow Gitea's modules/structs/hook.go, field for field; the swagger's own
// definitions they use (`PayloadCommit`, `EditHookOption`) come from ./types.js.

import type { Comment, Issue, PayloadCommit, PullRequest, Release, Repository, User } from './index.js';

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
