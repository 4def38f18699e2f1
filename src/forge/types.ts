// REST payload types of the forge API subset we front (spec/rest-api.md, "Resources and their fields").
// Field names are the upstream's snake_case JSON keys. Fields the spec calls optional are optional here;
// the identity fields every real response carries (id, login, name, number, ...) are required so that
// loaders can key on them. Timestamps are RFC 3339 strings; int64 values arrive as JSON numbers.

export interface User {
  id: number;
  login: string;
  login_name?: string;
  source_id?: number;
  full_name?: string;
  email?: string;
  avatar_url?: string;
  html_url?: string;
  language?: string;
  is_admin?: boolean;
  last_login?: string;
  created?: string;
  restricted?: boolean;
  active?: boolean;
  prohibit_login?: boolean;
  location?: string;
  website?: string;
  description?: string;
  visibility?: string;
  followers_count?: number;
  following_count?: number;
  starred_repos_count?: number;
}

export interface Organization {
  id: number;
  name: string;
  /** deprecated upstream; same as name */
  username?: string;
  full_name?: string;
  email?: string;
  avatar_url?: string;
  description?: string;
  website?: string;
  location?: string;
  visibility?: string;
  repo_admin_change_team_access?: boolean;
}

export interface Team {
  id: number;
  name: string;
  description?: string;
  organization?: Organization | null;
  includes_all_repositories?: boolean;
  permission?: string;
  units?: string[];
  units_map?: Record<string, string>;
  can_create_org_repo?: boolean;
  visibility?: string;
}

export interface Permission {
  admin: boolean;
  push: boolean;
  pull: boolean;
}

export interface RepoTransfer {
  doer?: User | null;
  recipient?: User | null;
  teams?: Team[] | null;
}

export interface ExternalTracker {
  external_tracker_url?: string;
  external_tracker_format?: string;
  external_tracker_style?: string;
  external_tracker_regexp_pattern?: string;
}

export interface ExternalWiki {
  external_wiki_url?: string;
}

export interface InternalTracker {
  enable_time_tracker?: boolean;
  allow_only_contributors_to_track_time?: boolean;
  enable_issue_dependencies?: boolean;
}

export interface Repository {
  id: number;
  owner: User;
  name: string;
  full_name: string;
  description?: string;
  empty?: boolean;
  private?: boolean;
  fork?: boolean;
  template?: boolean;
  parent?: Repository | null;
  mirror?: boolean;
  size?: number;
  language?: string;
  languages_url?: string;
  html_url?: string;
  url?: string;
  link?: string;
  ssh_url?: string;
  clone_url?: string;
  original_url?: string;
  website?: string;
  stars_count?: number;
  forks_count?: number;
  watchers_count?: number;
  open_issues_count?: number;
  open_pr_counter?: number;
  release_counter?: number;
  branch_count?: number;
  default_branch?: string;
  default_target_branch?: string;
  archived?: boolean;
  created_at?: string;
  updated_at?: string;
  archived_at?: string;
  permissions?: Permission | null;
  has_code?: boolean;
  has_issues?: boolean;
  internal_tracker?: InternalTracker | null;
  external_tracker?: ExternalTracker | null;
  has_wiki?: boolean;
  external_wiki?: ExternalWiki | null;
  has_pull_requests?: boolean;
  has_projects?: boolean;
  projects_mode?: string;
  has_releases?: boolean;
  has_packages?: boolean;
  has_actions?: boolean;
  ignore_whitespace_conflicts?: boolean;
  allow_merge_commits?: boolean;
  allow_rebase?: boolean;
  allow_rebase_explicit?: boolean;
  allow_squash_merge?: boolean;
  allow_fast_forward_only_merge?: boolean;
  allow_rebase_update?: boolean;
  allow_manual_merge?: boolean;
  autodetect_manual_merge?: boolean;
  allow_merge_update?: boolean;
  default_delete_branch_after_merge?: boolean;
  default_merge_style?: string;
  default_update_style?: string;
  default_allow_maintainer_edit?: boolean;
  avatar_url?: string;
  internal?: boolean;
  mirror_interval?: string;
  object_format_name?: string;
  mirror_updated?: string;
  mirror_last_sync_at?: string;
  repo_transfer?: RepoTransfer | null;
  topics?: string[] | null;
  licenses?: string[] | null;
}

export interface FileLinks {
  self?: string;
  git?: string;
  html?: string;
}

/** spec: "Contents entry (ContentsResponse)" */
export interface ContentsEntry {
  name: string;
  path: string;
  sha: string;
  type: string;
  size: number;
  encoding?: string | null;
  content?: string | null;
  target?: string | null;
  url?: string;
  html_url?: string;
  git_url?: string;
  download_url?: string;
  submodule_git_url?: string | null;
  last_commit_sha?: string;
  last_commit_message?: string;
  last_committer_date?: string;
  last_author_date?: string;
  lfs_oid?: string;
  lfs_size?: number;
  _links?: FileLinks;
}

/** spec: op 8 response; exactly one of the two is set */
export interface ContentsExtResponse {
  dir_contents?: ContentsEntry[] | null;
  file_contents?: ContentsEntry | null;
}

export interface CommitUser {
  name: string;
  email: string;
  date: string;
}

export interface CommitMeta {
  url?: string;
  sha: string;
  created?: string;
}

export interface FileCommitResponse {
  url?: string;
  sha: string;
  created?: string;
  html_url?: string;
  author?: CommitUser;
  committer?: CommitUser;
  parents?: CommitMeta[];
  message?: string;
  tree?: CommitMeta;
}

export interface PayloadUser {
  name?: string;
  email?: string;
  username?: string;
}

export interface Verification {
  verified: boolean;
  reason?: string;
  signature?: string;
  signer?: PayloadUser | null;
  payload?: string;
}

export interface FilesResponse {
  files: (ContentsEntry | null)[];
  commit: FileCommitResponse;
  verification?: Verification;
}

export interface FileDeleteResponse {
  content: null;
  commit: FileCommitResponse;
  verification?: Verification;
}

export interface Identity {
  name?: string;
  email?: string;
}

export interface CommitDateOptions {
  author?: string;
  committer?: string;
}

export interface Attachment {
  id: number;
  name: string;
  size?: number;
  download_count?: number;
  created_at?: string;
  uuid?: string;
  browser_download_url?: string;
}

export interface Label {
  id: number;
  name: string;
  exclusive?: boolean;
  is_archived?: boolean;
  color?: string;
  description?: string;
  url?: string;
}

export interface Milestone {
  id: number;
  title: string;
  description?: string;
  state?: string;
  open_issues?: number;
  closed_issues?: number;
  created_at?: string;
  updated_at?: string | null;
  closed_at?: string | null;
  due_on?: string | null;
}

/** spec: Project (absent from real Gitea; kept because the spec documents it) */
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

export interface PullRequestMeta {
  merged?: boolean;
  merged_at?: string | null;
  draft?: boolean;
  html_url?: string;
}

export interface RepositoryMeta {
  id: number;
  name: string;
  owner: string;
  full_name: string;
}

export interface Issue {
  id: number;
  url?: string;
  html_url?: string;
  number: number;
  user?: User | null;
  original_author?: string;
  original_author_id?: number;
  title: string;
  body?: string;
  ref?: string;
  assets?: Attachment[];
  labels?: Label[];
  milestone?: Milestone | null;
  assignee?: User | null;
  assignees?: User[] | null;
  state: string;
  is_locked?: boolean;
  comments?: number;
  created_at?: string;
  updated_at?: string;
  closed_at?: string | null;
  due_date?: string | null;
  time_estimate?: number;
  pull_request?: PullRequestMeta | null;
  repository?: RepositoryMeta | null;
  pin_order?: number;
  content_version?: number;
  projects?: Project[] | null;
}

export interface PRBranchInfo {
  label?: string;
  ref: string;
  sha?: string;
  repo_id?: number;
  repo?: Repository | null;
}

export interface PullRequest {
  id: number;
  url?: string;
  number: number;
  user?: User | null;
  title: string;
  body?: string;
  labels?: Label[];
  milestone?: Milestone | null;
  assignee?: User | null;
  assignees?: User[] | null;
  requested_reviewers?: User[] | null;
  requested_reviewers_teams?: Team[] | null;
  state: string;
  draft?: boolean;
  is_locked?: boolean;
  comments?: number;
  review_comments?: number;
  additions?: number;
  deletions?: number;
  changed_files?: number;
  html_url?: string;
  diff_url?: string;
  patch_url?: string;
  mergeable?: boolean;
  merged?: boolean;
  merged_at?: string | null;
  merge_commit_sha?: string | null;
  merged_by?: User | null;
  allow_maintainer_edit?: boolean;
  base: PRBranchInfo;
  head: PRBranchInfo;
  merge_base?: string;
  due_date?: string | null;
  created_at?: string;
  updated_at?: string;
  closed_at?: string | null;
  pin_order?: number;
  content_version?: number;
}

export interface PullReview {
  id: number;
  user?: User | null;
  team?: Team | null;
  state: string;
  body?: string;
  commit_id?: string;
  stale?: boolean;
  official?: boolean;
  dismissed?: boolean;
  comments_count?: number;
  submitted_at?: string;
  updated_at?: string;
  html_url?: string;
  pull_request_url?: string;
}

export interface Release {
  id: number;
  tag_name: string;
  target_commitish?: string;
  name?: string;
  body?: string;
  url?: string;
  html_url?: string;
  tarball_url?: string;
  zipball_url?: string;
  upload_url?: string;
  draft?: boolean;
  prerelease?: boolean;
  created_at?: string;
  published_at?: string;
  author?: User | null;
  assets?: Attachment[];
}

export interface Package {
  id: number;
  owner?: User | null;
  repository?: Repository | null;
  creator?: User | null;
  type: string;
  name: string;
  version: string;
  html_url?: string;
  created_at?: string;
}

export interface Hook {
  id: number;
  type: string;
  name?: string;
  branch_filter?: string;
  config: Record<string, string>;
  events: string[];
  authorization_header?: string;
  active: boolean;
  updated_at?: string;
  created_at?: string;
}

export interface TrackedTime {
  id: number;
  created?: string;
  /** seconds */
  time: number;
  user_id?: number;
  user_name?: string;
  issue_id?: number;
  issue?: Issue | null;
}

export interface WorkflowStep {
  name: string;
  number: number;
  status?: string;
  conclusion?: string;
  started_at?: string | null;
  completed_at?: string | null;
}

export interface WorkflowJob {
  id: number;
  url?: string;
  html_url?: string;
  run_id?: number;
  run_url?: string;
  name: string;
  labels?: string[];
  run_attempt?: number;
  head_sha?: string;
  head_branch?: string;
  status: string;
  conclusion?: string;
  runner_id?: number;
  runner_name?: string;
  steps?: WorkflowStep[];
  created_at?: string;
  started_at?: string | null;
  completed_at?: string | null;
}

export interface WorkflowJobList {
  jobs: WorkflowJob[];
  total_count: number;
}

export interface WikiCommit {
  sha: string;
  author?: CommitUser;
  /** spelled with one t upstream */
  commiter?: CommitUser;
  message?: string;
}

export interface WikiCommitList {
  commits: WikiCommit[];
  count: number;
}

export interface Comment {
  id: number;
  html_url?: string;
  pull_request_url?: string;
  issue_url?: string;
  user?: User | null;
  original_author?: string;
  original_author_id?: number;
  body?: string;
  assets?: Attachment[];
  created_at?: string;
  updated_at?: string;
}

export interface Activity {
  id: number;
  user_id?: number;
  op_type: string;
  act_user_id?: number;
  act_user?: User | null;
  repo_id?: number;
  repo?: Repository | null;
  comment_id?: number;
  comment?: Comment | null;
  ref_name?: string;
  is_private?: boolean;
  content?: string;
  created?: string;
}

export interface ServerVersion {
  version: string;
}

// ---- request bodies ----

export interface GenerateRepoOption {
  owner: string;
  name: string;
  description?: string;
  default_branch?: string;
  private?: boolean;
  git_content?: boolean;
  topics?: boolean;
  git_hooks?: boolean;
  webhooks?: boolean;
  avatar?: boolean;
  labels?: boolean;
  protected_branch?: boolean;
}

export interface CreateRepoOption {
  name: string;
  description?: string;
  private?: boolean;
  issue_labels?: string;
  auto_init?: boolean;
  template?: boolean;
  gitignores?: string;
  license?: string;
  readme?: string;
  default_branch?: string;
  trust_model?: string;
  object_format_name?: string;
}

export interface TransferRepoOption {
  new_owner: string;
  team_ids?: number[];
}

export type ChangeFileOperationKind = 'create' | 'update' | 'upload' | 'rename' | 'delete';

export interface ChangeFileOperation {
  operation: ChangeFileOperationKind;
  path: string;
  /** base64 */
  content?: string;
  sha?: string;
  from_path?: string;
}

export interface FileOptions {
  message?: string;
  branch?: string;
  new_branch?: string;
  force_push?: boolean;
  author?: Identity;
  committer?: Identity;
  dates?: CommitDateOptions;
  signoff?: boolean;
}

export interface ChangeFilesOptions extends FileOptions {
  files: ChangeFileOperation[];
}

export interface DeleteFileOptions extends FileOptions {
  sha: string;
}

export interface IssueMeta {
  index: number;
  owner: string;
  repo: string;
}

export interface IssueAssigneesOption {
  assignees: string[];
}

export interface EditIssueOption {
  title?: string;
  body?: string;
  assignees?: string[];
  state?: string;
}

export interface CreatePullReviewComment {
  path: string;
  body: string;
  old_position?: number;
  new_position?: number;
}

export interface CreatePullReviewOptions {
  event?: string;
  body?: string;
  commit_id?: string;
  comments?: CreatePullReviewComment[];
}

export interface CreateHookOption {
  type: string;
  config: Record<string, string>;
  events?: string[];
  branch_filter?: string;
  authorization_header?: string;
  active?: boolean;
  name?: string;
}

export interface CreateReleaseOption {
  tag_name: string;
  tag_message?: string;
  target_commitish?: string;
  name?: string;
  body?: string;
  draft?: boolean;
  prerelease?: boolean;
}
