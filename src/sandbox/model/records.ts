// Records of the in-memory forge. Field names follow Gitea's models, not the JSON shapes (see convert/).
import type { GitRepo } from '../git/repository.js';
import type { TimelineEventData } from './comment-records.js';

/** Gitea's perm.AccessMode: none < read < write < admin < owner */
export const Access = { none: 0, read: 1, write: 2, admin: 3, owner: 4 } as const;
export type AccessMode = (typeof Access)[keyof typeof Access];
export type Visibility = 'public' | 'limited' | 'private';
export type TeamPermission = 'none' | 'read' | 'write' | 'admin' | 'owner';

export interface UserRec {
  id: number;
  login: string;
  isOrg: boolean;
  fullName: string;
  email: string;
  password: string;
  tokens: string[];
  isAdmin: boolean;
  visibility: Visibility;
  description: string;
  website: string;
  location: string;
  language: string;
  keepEmailPrivate: boolean;
  keepActivityPrivate: boolean;
  active: boolean;
  prohibitLogin: boolean;
  restricted: boolean;
  repoAdminChangeTeamAccess: boolean;
  created: Date;
  lastLogin: Date;
}

export interface TeamRec {
  id: number;
  orgId: number;
  name: string;
  description: string;
  permission: TeamPermission;
  memberIds: number[];
  repoIds: number[];
  includesAllRepositories: boolean;
  canCreateOrgRepo: boolean;
  units: string[];
  unitsMap: Record<string, string>;
}

export interface RepoUnits {
  issues: boolean;
  pulls: boolean;
  wiki: boolean;
  releases: boolean;
  packages: boolean;
  actions: boolean;
  projects: boolean;
}

export interface PendingTransfer {
  doerId: number;
  recipientId: number;
  teamIds: number[];
}

export interface RepoRec {
  id: number;
  ownerId: number;
  name: string;
  description: string;
  website: string;
  language: string;
  private: boolean;
  template: boolean;
  archived: boolean;
  archivedAt: Date | null;
  fork: boolean;
  parentId: number | null;
  defaultBranch: string;
  objectFormat: string;
  sizeKb: number;
  createdAt: Date;
  updatedAt: Date;
  git: GitRepo;
  wiki: GitRepo | null;
  collaborators: Map<number, AccessMode>;
  units: RepoUnits;
  timeTracking: boolean;
  onlyContributorsTrackTime: boolean;
  dependencies: boolean;
  topics: string[];
  transfer: PendingTransfer | null;
}

export interface LabelRec {
  id: number;
  /** 0 for an organization's label (Gitea's label.RepoID) */
  repoId: number;
  /** the organization of an org-wide label (Gitea's label.OrgID); absent for repository labels */
  orgId?: number;
  name: string;
  color: string;
  description: string;
  exclusive: boolean;
  archived: boolean;
}

export interface MilestoneRec {
  id: number;
  repoId: number;
  title: string;
  description: string;
  state: 'open' | 'closed';
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
  dueOn: Date | null;
}

export interface IssueRec {
  id: number;
  repoId: number;
  index: number;
  posterId: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  isPull: boolean;
  labelIds: number[];
  milestoneId: number | null;
  assigneeIds: number[];
  /** ids of the issues that block this one (under …/dependencies the URL issue is blocked by the body issue) */
  blockedBy: number[];
  numComments: number;
  isLocked: boolean;
  contentVersion: number;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
  /** the branch or tag the issue refers to (Gitea's issue.Ref) */
  ref?: string;
  /** Gitea's DeadlineUnix: the end of the due day, null when unset */
  deadline?: Date | null;
}

export interface PullRec {
  id: number;
  issueId: number;
  headRepoId: number;
  headBranch: string;
  baseBranch: string;
  merged: boolean;
  mergedAt: Date | null;
  mergedById: number | null;
  mergeCommitSha: string | null;
  additions: number;
  deletions: number;
  changedFiles: number;
  allowMaintainerEdit: boolean;
  /** refs/pull/{index}/head once the sandbox recorded it (a merge or a new pull request); else the head branch */
  headSha?: string;
  /** the merge base recorded at merge time, so files and commits of a merged pull request still answer */
  mergeBase?: string;
}

/** Gitea's ReviewType names; REQUEST_REVIEW rows are review requests (pull_review.go CreateReviewRequests) */
export type ReviewState = 'APPROVED' | 'REQUEST_CHANGES' | 'COMMENT' | 'PENDING' | 'REQUEST_REVIEW';

/** A line comment of a review (a Gitea Comment of type code; its id shares the comments' id space) */
export interface ReviewCodeComment {
  id?: number;
  path: string;
  body: string;
  /** the new line, or minus the old line (Gitea's Comment.Line) */
  line: number;
  commitId?: string;
  createdAt?: Date;
}

export interface ReviewRec {
  id: number;
  issueId: number;
  /** 0 for a team's review request (Gitea's ReviewerID 0 with ReviewerTeamID set) */
  reviewerId: number;
  /** the team asked, for a team's review request */
  teamId?: number;
  state: ReviewState;
  body: string;
  commitId: string;
  official: boolean;
  stale: boolean;
  dismissed: boolean;
  codeComments: ReviewCodeComment[];
  /** the timeline comment the review's html_url points at */
  commentId: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CommentRec {
  id: number;
  issueId: number;
  posterId: number;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  /**
   * Gitea's comment type name (models/issues/comment.go): absent means a plain `comment`, or `review`
   * when a review points at the row. Timeline events (label, close, ...) are rows of the same table.
   */
  type?: string;
  /** what a timeline event refers to (see model-comments.ts) */
  event?: TimelineEventData;
}

export interface ReleaseRec {
  id: number;
  repoId: number;
  tagName: string;
  target: string;
  title: string;
  note: string;
  draft: boolean;
  prerelease: boolean;
  /** a plain git tag known to the database, not a release */
  isTag: boolean;
  publisherId: number;
  createdAt: Date;
}

export interface PackageRec {
  id: number;
  ownerId: number;
  repoId: number | null;
  type: string;
  name: string;
}

export interface PackageVersionRec {
  id: number;
  packageId: number;
  version: string;
  creatorId: number;
  createdAt: Date;
}

/** A file of a package version (Gitea's package_file with its blob: the hashes are the blob's). */
export interface PackageFileRec {
  id: number;
  versionId: number;
  name: string;
  content: Buffer;
}

export interface HookRec {
  id: number;
  /** the owning user or organization; for a repository hook, the repository's owner */
  ownerId: number;
  /** set on repository hooks; absent on user and organization hooks (Gitea's repo_id 0) */
  repoId?: number;
  /**
   * set on the site's hooks (owner 0, no repository: /admin/hooks): true for a system hook, which
   * receives every repository's events, false for a default hook (a template for new repositories)
   */
  isSystem?: boolean;
  type: string;
  name: string | undefined;
  url: string;
  contentType: string;
  secret: string;
  extraConfig: Record<string, string>;
  events: string[];
  branchFilter: string;
  authorizationHeader: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface TrackedTimeRec {
  id: number;
  issueId: number;
  userId: number;
  /** seconds */
  time: number;
  created: Date;
  deleted: boolean;
}

/** Gitea's actions_model.Status names */
export type JobStatus = 'success' | 'failure' | 'cancelled' | 'skipped' | 'waiting' | 'running' | 'blocked';

export interface RunRec {
  id: number;
  repoId: number;
  /** per-repo run number used in web URLs */
  index: number;
  commitSha: string;
  ref: string;
  /** the workflow's file name (Gitea's WorkflowID), e.g. `ci.yml` */
  workflowId: string;
  /** the triggering event: push, pull_request, schedule, workflow_dispatch, ... */
  event: string;
  /** what the run list shows: the head commit's subject, a pull request's title */
  title: string;
  triggerUserId: number;
  created: Date;
}

export interface JobStepRec {
  name: string;
  started: Date | null;
  stopped: Date | null;
}

export interface JobRec {
  id: number;
  runId: number;
  name: string;
  labels: string[];
  attempt: number;
  status: JobStatus;
  runnerId: number;
  runnerName: string;
  /** null when no runner picked the job up yet (no task, so no steps) */
  steps: JobStepRec[] | null;
  created: Date;
  started: Date | null;
  stopped: Date | null;
}

export interface ActivityRec {
  id: number;
  /** users whose feed shows this action (Gitea stores one row per receiver) */
  receiverIds: number[];
  opType: string;
  actUserId: number;
  repoId: number;
  commentId: number;
  refName: string;
  isPrivate: boolean;
  content: string;
  created: Date;
}

/** A commit status (models/git/commit_status.go); `index` counts the statuses of one sha from 1 */
export interface CommitStatusRec {
  id: number;
  repoId: number;
  sha: string;
  index: number;
  state: string;
  targetUrl: string;
  description: string;
  context: string;
  creatorId: number;
  createdAt: Date;
  updatedAt: Date;
}
