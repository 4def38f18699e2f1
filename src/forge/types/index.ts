// REST payload types of the forge API: the types generated from Gitea's swagger
// (generated/forge-rest.ts, `npm run forge-types`), every definition under its swagger name, plus a
// small overlay that says where the forge differs from what Swagger 2.0 can describe:
// - always sent: Gitea's Go structs (modules/structs/*.go) have non-pointer fields without
//   `omitempty` that every response carries (ids, names, numbers, states); the swagger marks
//   nothing as required in responses, the overlay does, so loaders can key on them;
// - nullable: pointers, slices and maps without `omitempty` are sent as `null` when nil
//   (`milestone`, `assignees`, `closed_at`, `submodule_git_url`, ...): `| null` below;
// - open sets: enum-like strings the forge may extend (`op_type`, `permission`) stay `string`,
//   so a value we have not seen never breaks a read;
// - newer fields (Gitea 1.26) on definitions the swagger has at 1.22;
// - shapes absent from Gitea that some forges serve (`Project`, `IssueAssigneesOption`).
// Field names are the forge's snake_case JSON keys; timestamps are RFC 3339 strings; int64 values
// arrive as JSON numbers. Every name exported here before the swap is still exported, so no importer changed.

import type * as Rest from '../../../generated/forge-rest.js';

// Every swagger definition under its own name; the declarations below shadow the ones they overlay.
export type * from '../../../generated/forge-rest.js';

// ---- people and organizations (modules/structs/user.go, org.go, org_team.go) ----

/**
 * Fields a Go struct of Gitea's sends always (non-pointer, no omitempty, present since 1.22): the
 * overlay makes them required and the schema non-null. Fields newer than 1.22 stay optional, since
 * older forges and Forgejo do not send them.
 */
export type AlwaysSent<T, K extends keyof T> = Required<Pick<T, K>>;

type UserAlwaysSent =
  | 'login_name'
  | 'full_name'
  | 'email'
  | 'language'
  | 'is_admin'
  | 'restricted'
  | 'active'
  | 'prohibit_login'
  | 'location'
  | 'website'
  | 'description';

export interface User extends Omit<Rest.User, UserAlwaysSent>, AlwaysSent<Rest.User, UserAlwaysSent> {
  id: number;
  login: string;
}

export interface Organization extends Rest.Organization {
  id: number;
  name: string;
}

export interface Team extends Omit<Rest.Team, 'organization' | 'permission'> {
  id: number;
  name: string;
  /** *Organization: null when the team is listed without its organization */
  organization?: Organization | null;
  /** none, read, write, admin, owner (an open set) */
  permission?: string;
  /** Gitea 1.26 */
  visibility?: string;
}

export interface Permission extends Rest.Permission {
  admin: boolean;
  push: boolean;
  pull: boolean;
}

// ---- repositories (modules/structs/repo.go) ----

export interface RepoTransfer extends Omit<Rest.RepoTransfer, 'doer' | 'recipient' | 'teams'> {
  doer?: User | null;
  recipient?: User | null;
  teams?: Team[] | null;
}

type RepositoryAlwaysSent =
  | 'description'
  | 'empty'
  | 'private'
  | 'fork'
  | 'template'
  | 'mirror'
  | 'language'
  | 'link'
  | 'ssh_url'
  | 'website'
  | 'default_branch'
  | 'archived'
  | 'has_issues'
  | 'has_wiki'
  | 'has_pull_requests'
  | 'has_projects'
  | 'has_releases'
  | 'has_packages'
  | 'has_actions'
  | 'ignore_whitespace_conflicts'
  | 'allow_merge_commits'
  | 'allow_rebase'
  | 'allow_rebase_explicit'
  | 'allow_squash_merge'
  | 'allow_fast_forward_only_merge'
  | 'allow_rebase_update'
  | 'allow_manual_merge'
  | 'autodetect_manual_merge'
  | 'default_delete_branch_after_merge'
  | 'default_merge_style'
  | 'default_allow_maintainer_edit'
  | 'internal'
  | 'mirror_interval';

export interface Repository
  extends AlwaysSent<Rest.Repository, RepositoryAlwaysSent>,
    Omit<
      Rest.Repository,
      | RepositoryAlwaysSent
      | 'owner'
      | 'parent'
      | 'permissions'
      | 'internal_tracker'
      | 'external_tracker'
      | 'external_wiki'
      | 'repo_transfer'
      | 'topics'
      | 'licenses'
      | 'object_format_name'
    > {
  id: number;
  owner: User;
  name: string;
  full_name: string;
  /** pointers: null when the repository is not a fork, the caller is anonymous, the unit is off */
  parent?: Repository | null;
  permissions?: Permission | null;
  internal_tracker?: Rest.InternalTracker | null;
  external_tracker?: Rest.ExternalTracker | null;
  external_wiki?: Rest.ExternalWiki | null;
  repo_transfer?: RepoTransfer | null;
  topics?: string[] | null;
  licenses?: string[] | null;
  /** sha1 or sha256 today (an open set) */
  object_format_name?: string;
  // Gitea 1.26
  branch_count?: number;
  allow_merge_update?: boolean;
  default_update_style?: string;
  mirror_last_sync_at?: string;
}

// ---- files (modules/structs/repo_file.go) ----

/** One file or directory entry (the swagger's ContentsResponse) */
// modules/structs/repo_file.go: every URL, encoding, content, target and _links is a *string or a
// pointer, sent as null when unset (a submodule has no download_url, a directory no content).
export interface ContentsResponse
  extends Omit<
    Rest.ContentsResponse,
    | 'encoding'
    | 'content'
    | 'target'
    | 'submodule_git_url'
    | '_links'
    | 'url'
    | 'html_url'
    | 'git_url'
    | 'download_url'
  > {
  name: string;
  path: string;
  sha: string;
  type: string;
  size: number;
  /** *string: null for directories, symlinks and submodules, and when content was not asked for */
  encoding?: string | null;
  content?: string | null;
  target?: string | null;
  submodule_git_url?: string | null;
  url?: string | null;
  html_url?: string | null;
  git_url?: string | null;
  download_url?: string | null;
  _links?: FileLinks | null;
}
export type ContentsEntry = ContentsResponse;

export interface FileLinksResponse extends Omit<Rest.FileLinksResponse, 'self' | 'git' | 'html'> {
  self?: string | null;
  git?: string | null;
  html?: string | null;
}
export type FileLinks = FileLinksResponse;

/** The extended contents answer; exactly one of the two is set, the other null */
export interface ContentsExtResponse
  extends Omit<Rest.ContentsExtResponse, 'dir_contents' | 'file_contents'> {
  dir_contents?: ContentsEntry[] | null;
  file_contents?: ContentsEntry | null;
}

export interface CommitUser extends Rest.CommitUser {
  name: string;
  email: string;
  date: string;
}

export interface CommitMeta extends Rest.CommitMeta {
  sha: string;
}

export interface FileCommitResponse
  extends Omit<Rest.FileCommitResponse, 'author' | 'committer' | 'parents' | 'tree'> {
  sha: string;
  author?: CommitUser;
  committer?: CommitUser;
  parents?: CommitMeta[];
  tree?: CommitMeta;
}

export interface PayloadCommitVerification extends Omit<Rest.PayloadCommitVerification, 'signer'> {
  verified: boolean;
  signer?: Rest.PayloadUser | null;
}
export type Verification = PayloadCommitVerification;

export interface FilesResponse extends Omit<Rest.FilesResponse, 'files' | 'commit' | 'verification'> {
  /** null for a deleted file */
  files: (ContentsEntry | null)[];
  commit: FileCommitResponse;
  verification?: Verification;
}

export interface FileDeleteResponse
  extends Omit<Rest.FileDeleteResponse, 'content' | 'commit' | 'verification'> {
  /** always null, as Gitea answers a delete */
  content: null;
  commit: FileCommitResponse;
  verification?: Verification;
}

// ---- issues, pull requests, reviews (modules/structs/issue.go, pull.go, pull_review.go) ----

export interface Attachment extends Rest.Attachment {
  id: number;
  name: string;
}

export interface Label extends Rest.Label {
  id: number;
  name: string;
}

export interface Milestone extends Omit<Rest.Milestone, 'updated_at' | 'closed_at' | 'due_on'> {
  id: number;
  title: string;
  updated_at?: string | null;
  closed_at?: string | null;
  due_on?: string | null;
}

/** A project board (absent from Gitea's API; kept for forges that send it on issues) */
export interface Project {
  id: number;
  title: string;
  description?: string;
  owner_id?: number;
  repo_id?: number;
  creator_id?: number;
  is_closed?: boolean;
  created_at?: string;
  updated_at?: string;
  closed_at?: string | null;
}

export interface PullRequestMeta extends Omit<Rest.PullRequestMeta, 'merged_at'> {
  merged_at?: string | null;
}

export interface RepositoryMeta extends Rest.RepositoryMeta {
  id: number;
  name: string;
  owner: string;
  full_name: string;
}

/**
 * What an issue and a pull request have alike (the forge numbers both in one sequence), as they
 * arrive: the swagger's optional identity made required, and pointers and slices null when unset.
 */
interface IssueLike {
  id: number;
  number: number;
  title: string;
  state: string;
  user?: User | null;
  labels?: Label[];
  milestone?: Milestone | null;
  assignee?: User | null;
  assignees?: User[] | null;
  closed_at?: string | null;
  due_date?: string | null;
}

export interface Issue
  extends Omit<Rest.Issue, keyof IssueLike | 'assets' | 'pull_request' | 'repository'>,
    IssueLike {
  assets?: Attachment[];
  pull_request?: PullRequestMeta | null;
  repository?: RepositoryMeta | null;
  // content_version: Gitea 1.26; projects: forges with project boards on issues
  content_version?: number;
  projects?: Project[] | null;
}

export interface PRBranchInfo extends Omit<Rest.PRBranchInfo, 'repo'> {
  ref: string;
  repo?: Repository | null;
}

export interface PullRequest
  extends Omit<
      Rest.PullRequest,
      | keyof IssueLike
      | 'requested_reviewers'
      | 'requested_reviewers_teams'
      | 'merged_at'
      | 'merge_commit_sha'
      | 'merged_by'
      | 'base'
      | 'head'
    >,
    IssueLike {
  requested_reviewers?: User[] | null;
  requested_reviewers_teams?: Team[] | null;
  merged_at?: string | null;
  merge_commit_sha?: string | null;
  merged_by?: User | null;
  base: PRBranchInfo;
  head: PRBranchInfo;
  /** Gitea 1.26 */
  content_version?: number;
}

export interface PullReview extends Omit<Rest.PullReview, 'user' | 'team' | 'state'> {
  id: number;
  /** APPROVED, PENDING, COMMENT, REQUEST_CHANGES, REQUEST_REVIEW (an open set) */
  state: string;
  user?: User | null;
  team?: Team | null;
}

export interface Comment extends Omit<Rest.Comment, 'user' | 'assets'> {
  id: number;
  user?: User | null;
  assets?: Attachment[];
}

// ---- releases, packages, hooks, times, actions, wiki, activity ----

type ReleaseAlwaysSent = 'name' | 'body' | 'target_commitish' | 'draft' | 'prerelease';

export interface Release
  extends Omit<Rest.Release, 'author' | 'assets' | ReleaseAlwaysSent>,
    AlwaysSent<Rest.Release, ReleaseAlwaysSent> {
  id: number;
  tag_name: string;
  author?: User | null;
  assets?: Attachment[];
}

export interface Package extends Omit<Rest.Package, 'owner' | 'repository' | 'creator'> {
  id: number;
  type: string;
  name: string;
  version: string;
  /** null when the package is linked to no repository */
  repository?: Repository | null;
  owner?: User | null;
  creator?: User | null;
}

/** A file of a package version: Gitea's struct sends every key, `Size` under its Go name (no json tag). */
export type PackageFile = AlwaysSent<
  Rest.PackageFile,
  'id' | 'Size' | 'name' | 'md5' | 'sha1' | 'sha256' | 'sha512'
>;

export interface Hook extends Rest.Hook {
  id: number;
  type: string;
  config: Record<string, string>;
  events: string[];
  active: boolean;
  /** Gitea 1.26 */
  name?: string;
}

export interface TrackedTime extends Omit<Rest.TrackedTime, 'issue'> {
  id: number;
  /** seconds */
  time: number;
  issue?: Issue | null;
}

export interface ActionWorkflowStep extends Omit<Rest.ActionWorkflowStep, 'started_at' | 'completed_at'> {
  name: string;
  number: number;
  started_at?: string | null;
  completed_at?: string | null;
}
export type WorkflowStep = ActionWorkflowStep;

export interface ActionWorkflowJob
  extends Omit<Rest.ActionWorkflowJob, 'steps' | 'started_at' | 'completed_at'> {
  id: number;
  name: string;
  /** queued, waiting, in_progress, completed (an open set) */
  status: string;
  steps?: WorkflowStep[];
  started_at?: string | null;
  completed_at?: string | null;
}
export type WorkflowJob = ActionWorkflowJob;

export interface ActionWorkflowJobsResponse extends Omit<Rest.ActionWorkflowJobsResponse, 'jobs'> {
  jobs: WorkflowJob[];
  total_count: number;
}
export type WorkflowJobList = ActionWorkflowJobsResponse;

export interface WikiCommit extends Omit<Rest.WikiCommit, 'author' | 'commiter'> {
  sha: string;
  author?: CommitUser;
  /** spelled with one t upstream */
  commiter?: CommitUser;
}

export interface WikiCommitList extends Omit<Rest.WikiCommitList, 'commits'> {
  commits: WikiCommit[];
  count: number;
}

export interface Activity extends Omit<Rest.Activity, 'op_type' | 'act_user' | 'repo' | 'comment'> {
  id: number;
  /** an open set: a forge may add operations */
  op_type: string;
  act_user?: User | null;
  repo?: Repository | null;
  comment?: Comment | null;
}

export interface ServerVersion extends Rest.ServerVersion {
  version: string;
}

// ---- request bodies: the swagger's own types, plus the names the endpoints use ----

export type ChangeFileOperationKind = Rest.ChangeFileOperation['operation'];

/** The options every file write shares (the swagger inlines them in each *FileOptions). */
export type FileOptions = Omit<Rest.ChangeFilesOptions, 'files'>;

export interface IssueMeta extends Rest.IssueMeta {
  index: number;
  owner: string;
  repo: string;
}

/** The body of DELETE .../assignees (absent from Gitea, which has no such route) */
export interface IssueAssigneesOption {
  assignees: string[];
}

export interface CreateHookOption extends Omit<Rest.CreateHookOption, 'type'> {
  /** `matrix` is accepted too, though missing from the swagger's enum (modules/webhook/type.go) */
  type: Rest.CreateHookOption['type'] | 'matrix' | (string & {});
  /** Gitea 1.26 */
  name?: string;
}

export interface CreatePullReviewComment extends Rest.CreatePullReviewComment {
  path: string;
  body: string;
}

export interface CreatePullReviewOptions extends Omit<Rest.CreatePullReviewOptions, 'comments' | 'event'> {
  comments?: CreatePullReviewComment[];
  /** APPROVED, REQUEST_CHANGES, COMMENT, PENDING (an unknown event is sent on as it is; Gitea then makes the review PENDING) */
  event?: string;
}
