/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A level of access to a repository or an organization’s units. */
export type AccessMode =
  /** May also change settings and collaborators. */
  | 'ADMIN'
  /** No access. */
  | 'NONE'
  /** Owns it: every right, including deletion and transfer. */
  | 'OWNER'
  /** May read (clone, view issues and pull requests). */
  | 'READ'
  /** May also push and manage issues and pull requests. */
  | 'WRITE';

/** CreateIssueCommentOption */
export type AddCommentInput = {
  /** The comment, in Markdown. */
  body: string;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The issue or pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** The issue that becomes blocked and the issue that blocks it (IssueMeta). */
export type AddIssueDependencyInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The issue that blocks it. */
  dependencyNumber: number;
  /** Owner of the blocking issue’s repository; `owner` when absent. */
  dependencyOwner?: string | null | undefined;
  /** Name of the blocking issue’s repository; `repo` when absent. */
  dependencyRepo?: string | null | undefined;
  /** The issue that becomes blocked. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** IssueLabelsOption: labels by node id or by name, not both */
export type AddLabelsToIssueInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Ids of Label nodes of this repository or its organization. */
  labelIds?: Array<string | number> | null | undefined;
  /** Label names, looked up by the forge in the repository and its organization. */
  labelNames?: Array<string> | null | undefined;
  /** The issue or pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** The SSH key to add to the caller’s account (CreateKeyOption). */
export type AddPublicKeyInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** An authorized_keys line: `<type> <base64> [comment]`. */
  key: string;
  /** At most 50 characters, unique among the caller’s keys. */
  title: string;
};

/** EditReactionOption and its subject */
export type AddReactionInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The reaction, e.g. +1, -1, laugh, hooray, confused, heart, rocket, eyes. */
  content: string;
  /** The id of an Issue, PullRequest or Comment. */
  subjectId: string | number;
};

/** AddTimeOption */
export type AddTrackedTimeInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** When the time was spent; now when absent. */
  createdAt?: string | null | undefined;
  /** The issue or pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** The time spent, in seconds (at least 1). */
  seconds: number;
  /** Track it for this user (repository and site admins only; others track for themselves). */
  user?: string | null | undefined;
};

/** The repository, the file changes and the commit to make of them (ChangeFilesOptions). */
export type ChangeFilesInput = {
  /** When only one of author and committer is given, it is used for both; else the caller. */
  author?: CommitIdentityInput | null | undefined;
  /** The base branch; the default branch when absent. */
  branch?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Who commits it, as git records them; the caller when absent. */
  committer?: CommitIdentityInput | null | undefined;
  /** The author and committer dates; now when absent. */
  dates?: CommitDatesInput | null | undefined;
  /** At least one. */
  files: Array<FileChangeInput>;
  /** Overwrite `newBranch` if it exists (forges from 1.26 on). */
  forcePush?: boolean | null | undefined;
  /** The commit message; the forge writes one when absent. */
  message?: string | null | undefined;
  /** Commit onto this new branch, made from `branch`. */
  newBranch?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** Add a Signed-off-by trailer for the committer. */
  signoff?: boolean | null | undefined;
};

/** EditIssueOption with state closed */
export type CloseIssueInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The issue (or pull request) number. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** Dates to record in a commit; the current time when absent (CommitDateOptions). */
export type CommitDatesInput = {
  /** When the author wrote the change. */
  author?: string | null | undefined;
  /** When it was committed. */
  committer?: string | null | undefined;
};

/** What a commit did to a file. */
export type CommitFileStatus =
  /** The commit created the file. */
  | 'ADDED'
  /** The commit changed the file. */
  | 'MODIFIED'
  /** The commit deleted the file. */
  | 'REMOVED';

/** An author or committer of a commit (Identity). */
export type CommitIdentityInput = {
  /** The email git records. */
  email: string;
  /** The name git records. */
  name: string;
};

/** The state of a commit status, or the combined (worst) state of a commit. */
export type CommitStatusState =
  /** The check ended in an error. */
  | 'ERROR'
  /** The check failed. */
  | 'FAILURE'
  /** The check is still running. */
  | 'PENDING'
  /** Forges from Gitea 1.24 on. */
  | 'SKIPPED'
  /** The check passed. */
  | 'SUCCESS'
  /** The check passed with warnings. */
  | 'WARNING';

/** What an entry of a repository’s files is. */
export type ContentType =
  /** A directory. */
  | 'DIR'
  /** A regular file. */
  | 'FILE'
  /** A git submodule: a commit of another repository. */
  | 'SUBMODULE'
  /** A symbolic link (see `target`). */
  | 'SYMLINK';

/** The repository, the new branch’s name and where it starts (CreateBranchRepoOption). */
export type CreateBranchInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Start at this branch’s head (NotFoundError when there is no such branch). */
  fromBranch?: string | null | undefined;
  /** Start at this tag or commit sha instead; a name that matches nothing makes Gitea fail with HTTP 500 (an UpstreamError). */
  fromRef?: string | null | undefined;
  /** The new branch (git’s ref name rules, at most 100 characters). */
  name: string;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** CreateStatusOption */
export type CreateCommitStatusInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** What reports it, e.g. `ci/build`; the newest status of each context counts. */
  context?: string | null | undefined;
  /** A short summary of the outcome, shown beside the check. */
  description?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** The full commit id (40 hexadecimal digits). */
  sha: string;
  /** The check’s outcome, or PENDING while it runs. */
  state: CommitStatusState;
  /** Where the details are. */
  targetUrl?: string | null | undefined;
};

/** CreateIssueOption */
export type CreateIssueInput = {
  /** Logins; they need write access to the repository. */
  assignees?: Array<string> | null | undefined;
  /** Markdown */
  body?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Open it already closed. */
  closed?: boolean | null | undefined;
  /** A deadline for the issue. */
  dueDate?: string | null | undefined;
  /** Ids of Label nodes of this repository or its organization. */
  labelIds?: Array<string | number> | null | undefined;
  /** Id of a Milestone node of this repository. */
  milestoneId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** A branch or tag the issue is about. */
  ref?: string | null | undefined;
  /** Name of the repository. */
  repo: string;
  /** The issue’s title. */
  title: string;
};

/** CreateLabelOption */
export type CreateLabelInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** `#rrggbb`, `rrggbb` or `#rgb` */
  color: string;
  /** What the label means. */
  description?: string | null | undefined;
  /** An issue carries one label of its scope at most. */
  exclusive?: boolean | null | undefined;
  /** Whether the label is archived: kept on issues but no longer offered. */
  isArchived?: boolean | null | undefined;
  /** A `scope/name` with `exclusive` makes a scoped label. */
  name: string;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** CreateMilestoneOption */
export type CreateMilestoneInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** What the milestone is about, in Markdown. */
  description?: string | null | undefined;
  /** Its deadline; none when absent. */
  dueOn?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** OPEN when absent */
  state?: MilestoneState | null | undefined;
  /** The milestone’s title. */
  title: string;
};

/** The organization and the repository to create in it (CreateRepoOption). */
export type CreateOrganizationRepositoryInput = {
  /** Create an initial commit with the readme, licence and .gitignore. */
  autoInit?: boolean | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The default branch’s name; the forge’s default (main) when absent. */
  defaultBranch?: string | null | undefined;
  /** A short description of the repository. */
  description?: string | null | undefined;
  /** Comma-separated .gitignore template names. */
  gitignores?: string | null | undefined;
  /** Name of a label set, e.g. Default. */
  issueLabels?: string | null | undefined;
  /** A license template name, e.g. MIT, for the first commit. */
  license?: string | null | undefined;
  /** The new repository’s name. */
  name: string;
  /** The hash of its git objects; sha1 when absent. */
  objectFormat?: ObjectFormat | null | undefined;
  /** Login of the organization. */
  organization: string;
  /** Whether the repository is private; public when absent. */
  private?: boolean | null | undefined;
  /** Readme template name. */
  readme?: string | null | undefined;
  /** Make the repository a template. */
  template?: boolean | null | undefined;
  /** Which commit signatures to trust; the forge’s default when absent. */
  trustModel?: TrustModel | null | undefined;
};

/** CreatePullRequestOption */
export type CreatePullRequestInput = {
  /** Whether the base repository’s maintainers may push to the head branch (false when left out). */
  allowMaintainerEdit?: boolean | null | undefined;
  /** Logins; each needs write access to the repository. */
  assignees?: Array<string> | null | undefined;
  /** The branch to merge into. */
  base: string;
  /** Its description, in Markdown. */
  body?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** A deadline for the pull request. */
  dueDate?: string | null | undefined;
  /** The branch to merge: `branch`, or `owner:branch` from a fork. */
  head: string;
  /** Label database ids; ids of other repositories are ignored. */
  labels?: Array<number> | null | undefined;
  /** Milestone database id. */
  milestone?: number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** Logins (or emails) asked for a review. */
  reviewers?: Array<string> | null | undefined;
  /** Team names, for organization repositories. */
  teamReviewers?: Array<string> | null | undefined;
  /** The pull request’s title. */
  title: string;
};

/** The pull request, the review’s event and body, and its line comments (CreatePullReviewOptions). */
export type CreatePullReviewInput = {
  /** The review’s summary, in Markdown. */
  body?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Comments on lines of the diff. */
  comments?: Array<PullReviewCommentInput> | null | undefined;
  /** The commit reviewed; the head commit when absent. */
  commitId?: string | null | undefined;
  /** PENDING when absent */
  event?: PullReviewEvent | null | undefined;
  /** The pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** The tag, its target and the release’s title, notes and flags (CreateReleaseOption). */
export type CreateReleaseInput = {
  /** Release notes. */
  body?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** A draft gets its tag only when published. */
  draft?: boolean | null | undefined;
  /** Display title. */
  name?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Marks it as a pre-release (not ready for production). */
  prerelease?: boolean | null | undefined;
  /** Name of the repository. */
  repo: string;
  /** Makes the tag annotated. */
  tagMessage?: string | null | undefined;
  /** The tag to release: an existing one, or a new one made at `targetCommitish`. */
  tagName: string;
  /** Branch or commit to tag; the default branch when absent. */
  targetCommitish?: string | null | undefined;
};

/** CreateHookOption for a repository (POST /repos/{owner}/{repo}/hooks) */
export type CreateRepositoryHookInput = {
  /** Whether it fires (the forge’s own default is false; ours is true). */
  active?: boolean | null | undefined;
  /** Authorization header the hook sends. */
  authorizationHeader?: string | null | undefined;
  /** Glob of the branches that fire the hook. */
  branchFilter?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Must hold `url` (http or https) and `content_type` (json or form). */
  config: Array<HookConfigEntryInput>;
  /** Events that fire the hook; the forge uses push when empty. */
  events?: Array<string> | null | undefined;
  /** A name for the hook, shown in the forge’s settings. */
  name?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** The kind of receiver: gitea, gogs, slack, discord, dingtalk, telegram, msteams, feishu, matrix, wechatwork or packagist. */
  type?: string | null | undefined;
};

/** A new repository of the caller (CreateRepoOption). */
export type CreateRepositoryInput = {
  /** Create an initial commit with a readme, licence and .gitignore. */
  autoInit?: boolean | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** `main` when absent */
  defaultBranch?: string | null | undefined;
  /** At most 2048 characters. */
  description?: string | null | undefined;
  /** Comma-separated .gitignore template names. */
  gitignores?: string | null | undefined;
  /** Name of a label set, e.g. Default. */
  issueLabels?: string | null | undefined;
  /** A license template name, e.g. MIT, for the first commit. */
  license?: string | null | undefined;
  /** Letters, digits, `-`, `_` and `.`; at most 100. */
  name: string;
  /** The hash of its git objects; sha1 when absent. */
  objectFormat?: ObjectFormat | null | undefined;
  /** Whether the repository is private; public when absent. */
  private?: boolean | null | undefined;
  /** Readme template name. */
  readme?: string | null | undefined;
  /** Make the repository a template. */
  template?: boolean | null | undefined;
  /** Which commit signatures to trust; the forge’s default when absent. */
  trustModel?: TrustModel | null | undefined;
};

/** The repository, the new tag’s name, its target and message (CreateTagOption). */
export type CreateTagInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Makes an annotated tag (a tag object with this message, the caller as tagger). */
  message?: string | null | undefined;
  /** The tag (git’s ref name rules, at most 255 characters). */
  name: string;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** Branch, tag or commit sha to tag; the default branch when absent. */
  target?: string | null | undefined;
};

/** The organization and the team to create (CreateTeamOption). */
export type CreateTeamInput = {
  /** Whether the team’s members may create repositories in the organization. */
  canCreateOrgRepo?: boolean | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** What the team is for. */
  description?: string | null | undefined;
  /** Whether the team gets every repository of the organization, present and future. */
  includesAllRepositories?: boolean | null | undefined;
  /** Letters, digits, `-`, `_` and `.`. */
  name: string;
  /** The organization’s name. */
  organization: string;
  /** READ, WRITE or ADMIN (an admin team has every unit); left out, the forge gives the team and its `units` no access (its permission reads NONE) */
  permission?: AccessMode | null | undefined;
  /** Repository units, e.g. repo.code, repo.issues. */
  units?: Array<string> | null | undefined;
};

/** The webhook to create on the caller’s account (CreateHookOption). */
export type CreateUserHookInput = {
  /** Whether it fires (the forge’s own default is false; ours is true). */
  active?: boolean | null | undefined;
  /** Authorization header the hook sends. */
  authorizationHeader?: string | null | undefined;
  /** Glob of the branches that fire the hook. */
  branchFilter?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Must hold `url` (http or https) and `content_type` (json or form). */
  config: Array<HookConfigEntryInput>;
  /** Events that fire the hook; the forge uses push when empty. */
  events?: Array<string> | null | undefined;
  /** A name for the hook, shown in the forge’s settings. */
  name?: string | null | undefined;
  /** The kind of receiver: gitea, gogs, slack, discord, dingtalk, telegram, msteams, feishu, matrix, wechatwork or packagist. */
  type?: string | null | undefined;
};

/** The new page (CreateWikiPageOptions). */
export type CreateWikiPageInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The commit message (the forge writes `Add "<title>"` / `Update "<name>"`). */
  message?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** The page’s Markdown. */
  text: string;
  /** The page’s title; its web name has dashes for spaces. */
  title: string;
};

/** The attachment to delete */
export type DeleteAttachmentInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The attachment’s id (it names its issue, comment or release). */
  id: string | number;
};

/** The repository and the branch to delete. */
export type DeleteBranchInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The branch to delete, by name. */
  name: string;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** The comment to delete. */
export type DeleteCommentInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The comment’s id. */
  id: string | number;
};

/** The file to delete and the commit to make (DeleteFileOptions). */
export type DeleteFileInput = {
  /** When only one of author and committer is given, it is used for both; else the caller. */
  author?: CommitIdentityInput | null | undefined;
  /** The base branch; the default branch when absent. */
  branch?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Who commits it, as git records them; the caller when absent. */
  committer?: CommitIdentityInput | null | undefined;
  /** The author and committer dates; now when absent. */
  dates?: CommitDatesInput | null | undefined;
  /** Overwrite `newBranch` if it exists (forges from 1.26 on). */
  forcePush?: boolean | null | undefined;
  /** The commit message; the forge writes one when absent. */
  message?: string | null | undefined;
  /** Commit onto this new branch, made from `branch`. */
  newBranch?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** The path of the file to delete, from the repository’s root. */
  path: string;
  /** Name of the repository. */
  repo: string;
  /** The blob id the file has now; the forge requires it. */
  sha: string;
  /** Add a Signed-off-by trailer for the committer. */
  signoff?: boolean | null | undefined;
};

/** The package version to delete. */
export type DeletePackageInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The Package’s `id`. */
  id: string | number;
};

/** The release to delete. */
export type DeleteReleaseInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The `id` of the Release. */
  releaseId: string | number;
};

/** The hook to delete, by its id. */
export type DeleteRepositoryHookInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The `id` of a repository’s Hook. */
  id: string | number;
};

/** The repository to delete. */
export type DeleteRepositoryInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** The page to delete. */
export type DeleteWikiPageInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The page’s web name, e.g. Getting-Started. */
  name: string;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** What a line of a hunk is. */
export type DiffLineKind =
  /** Only in the new version (`+`). */
  | 'ADDED'
  /** In both (a space). */
  | 'CONTEXT'
  /** Only in the old version (`-`). */
  | 'REMOVED';

/** The repository whose changes the gateway should no longer receive. */
export type DisableLiveUpdatesInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** DismissPullReviewOptions */
export type DismissPullReviewInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Why it is dismissed. */
  message?: string | null | undefined;
  /** Dismiss the reviewer’s earlier approvals and change requests too. */
  priors?: boolean | null | undefined;
  /** The `id` of an APPROVED or REQUEST_CHANGES review. */
  reviewId: string | number;
};

/** The repository whose changes the gateway should receive. */
export type EnableLiveUpdatesInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** One file operation of changeFiles. Content is given as UTF-8 `text` or as `base64`, not both. */
export type FileChangeInput = {
  /** The new content as standard base64 (padded). */
  base64?: string | null | undefined;
  /** The old path: RENAME needs it; CREATE, UPDATE and UPLOAD given one move the file too (the forge removes the old path). */
  fromPath?: string | null | undefined;
  /** What to do with the file. */
  operation: FileOperation;
  /** The file’s path from the repository’s root. */
  path: string;
  /** Blob id the file must still have; the change fails if it moved on (no check when absent). */
  sha?: string | null | undefined;
  /** The new content as UTF-8 text. */
  text?: string | null | undefined;
};

/** What one entry of changeFiles does. */
export type FileOperation =
  /** A new file; fails if the path exists. */
  | 'CREATE'
  /** Removes the file. */
  | 'DELETE'
  /** Moves `fromPath` to `path`, with new content if given. */
  | 'RENAME'
  /** New content for an existing file. */
  | 'UPDATE'
  /** Creates the file or updates it. */
  | 'UPLOAD';

/** Whom to follow. */
export type FollowUserInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The user’s login. */
  login: string;
};

/** The repository to fork, and where and under which name (CreateForkOption). */
export type ForkRepositoryInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The fork’s name; the repository’s own when absent. */
  name?: string | null | undefined;
  /** Fork into this organization (the caller must be a member allowed to create its repositories) instead of the caller’s account. */
  organization?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** The template, the new repository and what to copy (GenerateRepoOption). */
export type GenerateRepositoryInput = {
  /** Copy the avatar. */
  avatar?: boolean | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The new repository’s default branch; the template’s when absent. */
  defaultBranch?: string | null | undefined;
  /** The new repository’s short description; the template’s is not copied. */
  description?: string | null | undefined;
  /** Copy the default branch’s content (the forge copies nothing by default; we copy it). */
  gitContent?: boolean | null | undefined;
  /** Copy git hooks. */
  gitHooks?: boolean | null | undefined;
  /** Copy issue labels. */
  labels?: boolean | null | undefined;
  /** Name of the new repository. */
  name: string;
  /** User or organization that will own the new repository. */
  owner: string;
  /** Whether the new repository is private; public when absent. */
  private?: boolean | null | undefined;
  /** Copy branch protection rules. */
  protectedBranch?: boolean | null | undefined;
  /** Owner of the template repository. */
  templateOwner: string;
  /** Name of the template repository. */
  templateRepo: string;
  /** Copy topics. */
  topics?: boolean | null | undefined;
  /** Copy webhooks. */
  webhooks?: boolean | null | undefined;
};

/** One key of a hook’s configuration, e.g. `url`, `content_type`, `secret`, `channel`. */
export type HookConfigEntryInput = {
  /** The configuration key, e.g. `url`. */
  key: string;
  /** Its value. */
  value: string;
};

/** Whether an issue is open or closed. */
export type IssueState =
  /** Closed: done, or not to be done. */
  | 'CLOSED'
  /** Open: still to be done or discussed. */
  | 'OPEN';

/** Which issues a list holds, by state (the forge lists open ones unless told otherwise). */
export type IssueStateFilter =
  /** Open and closed ones. */
  | 'ALL'
  /** Only closed ones. */
  | 'CLOSED'
  /** Only open ones. */
  | 'OPEN';

/** How a template is written (IssueTemplate.Type(): by the file’s extension). */
export type IssueTemplateKind =
  /** A Markdown template: a body to start from. */
  | 'MARKDOWN'
  /** A YAML issue form: fields to fill in. */
  | 'YAML';

/** Whether a list holds issues or pull requests. */
export type IssueTypeFilter =
  /** Issues only. */
  | 'ISSUES'
  /** Pull requests only. */
  | 'PULL_REQUESTS';

/** The thread to change, and to what. */
export type MarkNotificationThreadReadInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The NotificationThread’s `id`. */
  id: string | number;
  /** The new status (default READ). */
  toStatus?: NotificationStatus | null | undefined;
};

/** Which of the caller’s threads to change, and to what. */
export type MarkNotificationsReadInput = {
  /** Threads in every status. */
  all?: boolean | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Only threads updated at or before this time (the forge’s `last_read_at`). */
  lastReadAt?: string | null | undefined;
  /** Threads in these statuses (the forge’s default: UNREAD). */
  statuses?: Array<NotificationStatus> | null | undefined;
  /** The new status (default READ). */
  toStatus?: NotificationStatus | null | undefined;
};

/** MergePullRequestOption */
export type MergePullRequestInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Added below the title. */
  commitBody?: string | null | undefined;
  /** The merge commit’s title; the forge writes one when absent. */
  commitTitle?: string | null | undefined;
  /** Delete the head branch afterwards, unless another open pull request uses it. */
  deleteBranch?: boolean | null | undefined;
  /** Merge only if the head is still this commit (else ConflictError). */
  expectedHeadSha?: string | null | undefined;
  /** MANUALLY_MERGED only: the commit of the base branch that merged it */
  mergeCommitSha?: string | null | undefined;
  /** While the head’s commit statuses are not all successful, schedule the merge for when they are (`scheduled` says so; cancelAutoMerge undoes it). */
  mergeWhenChecksSucceed?: boolean | null | undefined;
  /** MERGE when absent */
  method?: PullRequestMergeMethod | null | undefined;
  /** The pull request’s number. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** Whether a milestone is open or closed. */
export type MilestoneState =
  /** Closed: done or abandoned. */
  | 'CLOSED'
  /** Open: its issues are still being worked on. */
  | 'OPEN';

/** Where a notification thread stands for the caller. */
export type NotificationStatus =
  /** Read, and kept in the list until unpinned. */
  | 'PINNED'
  /** Read: it leaves the list of unread threads. */
  | 'READ'
  /** Not read yet. */
  | 'UNREAD';

/** Where the issue or pull request of a notification stands. */
export type NotificationSubjectState =
  /** Closed (a pull request closed without merging). */
  | 'CLOSED'
  /** A merged pull request. */
  | 'MERGED'
  /** Open. */
  | 'OPEN';

/** What a notification thread is about. */
export type NotificationSubjectType =
  /** A commit. */
  | 'COMMIT'
  /** An issue. */
  | 'ISSUE'
  /** A pull request. */
  | 'PULL'
  /** Forges from 1.23 on. */
  | 'RELEASE'
  /** A repository itself, e.g. a transfer to the caller. */
  | 'REPOSITORY';

/** The hash of a repository’s git objects (`object_format_name`). */
export type ObjectFormat =
  /** SHA-1, git’s classic hash. */
  | 'SHA1'
  /** SHA-256 (needs a forge and git that support it). */
  | 'SHA256';

/** Which way a list is sorted. */
export type OrderDirection =
  /** Smallest, oldest or first in the alphabet first. */
  | 'ASC'
  /** Largest, newest or last in the alphabet first. */
  | 'DESC';

/** The registry format of a package. */
export type PackageType =
  /** An Alpine Linux package (apk). */
  | 'ALPINE'
  /** A Rust crate (Cargo). */
  | 'CARGO'
  /** A Chef cookbook. */
  | 'CHEF'
  /** A PHP package (Composer). */
  | 'COMPOSER'
  /** A C/C++ package (Conan). */
  | 'CONAN'
  /** A Conda package. */
  | 'CONDA'
  /** A container image (OCI/Docker). */
  | 'CONTAINER'
  /** An R package (CRAN). */
  | 'CRAN'
  /** A Debian package (deb). */
  | 'DEBIAN'
  /** Any files, uploaded as they are. */
  | 'GENERIC'
  /** A Go module. */
  | 'GO'
  /** A Helm chart. */
  | 'HELM'
  /** A Java package (Maven). */
  | 'MAVEN'
  /** A JavaScript package (npm). */
  | 'NPM'
  /** A .NET package (NuGet). */
  | 'NUGET'
  /** A Dart or Flutter package (pub). */
  | 'PUB'
  /** A Python package (PyPI). */
  | 'PYPI'
  /** An RPM package. */
  | 'RPM'
  /** A Ruby gem. */
  | 'RUBYGEMS'
  /** A Swift package. */
  | 'SWIFT'
  /** A Terraform module. */
  | 'TERRAFORM'
  /** A Vagrant box. */
  | 'VAGRANT';

/** The issue or pull request to pin. */
export type PinIssueInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The issue or pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** How a pull request lands on its base branch (Gitea’s merge styles). */
export type PullRequestMergeMethod =
  /** The base moves to the head, or NotMergeableError. */
  | 'FAST_FORWARD_ONLY'
  /** Record a merge made outside the forge (`mergeCommitSha`). */
  | 'MANUALLY_MERGED'
  /** A merge commit with two parents. */
  | 'MERGE'
  /** The head’s commits replayed onto the base. */
  | 'REBASE'
  /** Replayed, then a merge commit. */
  | 'REBASE_MERGE'
  /** One commit with one parent. */
  | 'SQUASH';

/** What a submitted review concluded. */
export type PullRequestReviewVerdict =
  /** The reviewer approved the changes. */
  | 'APPROVED'
  /** The reviewer asked for changes. */
  | 'CHANGES_REQUESTED'
  /** The reviewer commented without a verdict. */
  | 'COMMENTED';

/** Whether a pull request is open or closed (a merged one is closed). */
export type PullRequestState =
  /** Closed: merged, or closed without merging. */
  | 'CLOSED'
  /** Open: under review, not merged yet. */
  | 'OPEN';

/** Which pull requests to list. */
export type PullRequestStateFilter =
  /** Open and closed pull requests. */
  | 'ALL'
  /** Only closed pull requests, merged or not. */
  | 'CLOSED'
  /** Only open pull requests. */
  | 'OPEN';

/** The state to move a pull request to. */
export type PullRequestStateInput =
  /** Closes it without merging. */
  | 'CLOSED'
  /** Reopens a closed pull request. */
  | 'OPEN';

/** A comment on one line of the diff. */
export type PullReviewCommentInput = {
  /** The comment, in Markdown. */
  body: string;
  /** Line in the new file; 0 or absent when commenting on an old line. */
  newPosition?: number | null | undefined;
  /** Line in the old file; wins over newPosition when above 0. */
  oldPosition?: number | null | undefined;
  /** The file’s path in the tree. */
  path: string;
};

/** What a new review does. */
export type PullReviewEvent =
  /** Approve; a body is optional; not allowed on one’s own pull request. */
  | 'APPROVED'
  /** Comment only; needs a body or at least one line comment. */
  | 'COMMENT'
  /** Keep the review as a draft; needs a body. */
  | 'PENDING'
  /** Ask for changes; needs a body; not allowed on one’s own pull request. */
  | 'REQUEST_CHANGES';

/** Where a review of a pull request stands. */
export type PullReviewState =
  /** The reviewer approved the changes. */
  | 'APPROVED'
  /** The reviewer commented without a verdict. */
  | 'COMMENT'
  /** A draft review, not submitted yet: only its author sees it. */
  | 'PENDING'
  /** The reviewer asked for changes before a merge. */
  | 'REQUEST_CHANGES'
  /** A review was asked of the reviewer and is still due. */
  | 'REQUEST_REVIEW';

/** The issue or pull request and the logins to unassign (IssueAssigneesOption). */
export type RemoveIssueAssigneesInput = {
  /** Logins to unassign; at least one. */
  assignees: Array<string>;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The issue or pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** The label by node id or by name. */
export type RemoveLabelFromIssueInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Id of a Label node. */
  labelId?: string | number | null | undefined;
  /** A label of this repository by name: costs one read first. */
  labelName?: string | null | undefined;
  /** The issue or pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** EditReactionOption and its subject */
export type RemoveReactionInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The reaction to take back, e.g. +1. */
  content: string;
  /** The id of an Issue, PullRequest or Comment. */
  subjectId: string | number;
};

/** EditAttachmentOptions and the attachment */
export type RenameAttachmentInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The attachment’s id (it names its issue, comment or release). */
  id: string | number;
  /** The new name. */
  name: string;
};

/** EditIssueOption with state open */
export type ReopenIssueInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The issue (or pull request) number. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** What changed, by the forge’s webhook event family. */
export type RepositoryEventKind =
  /** A branch or tag was created. */
  | 'CREATE'
  /** A branch or tag was deleted. */
  | 'DELETE'
  /** An issue was opened, edited, closed, reopened, labeled, assigned or given a milestone. */
  | 'ISSUES'
  /** A comment on an issue or pull request was created, edited or deleted. */
  | 'ISSUE_COMMENT'
  /** A pull request was opened, edited, closed, reopened, synchronized, labeled or assigned. */
  | 'PULL_REQUEST'
  /** A review of a pull request was submitted. */
  | 'PULL_REQUEST_REVIEW'
  /** Commits were pushed to a branch or tag. */
  | 'PUSH'
  /** A release was published, updated or deleted. */
  | 'RELEASE'
  /** The repository was created or deleted. */
  | 'REPOSITORY';

/** The order of a repository search (the forge’s `sort`). */
export type RepositorySearchSort =
  /** By name. */
  | 'ALPHA'
  /** By creation time. */
  | 'CREATED'
  /** By the forge’s id, which follows creation order. */
  | 'ID'
  /** By size on disk. */
  | 'SIZE'
  /** By last change. */
  | 'UPDATED';

/** PullReviewRequestOptions */
export type RequestReviewersInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The pull request’s number. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** Logins or emails. */
  reviewers?: Array<string> | null | undefined;
  /** Team names, for organization repositories. */
  teamReviewers?: Array<string> | null | undefined;
};

/** The repository to star. */
export type StarRepositoryInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** What submitting a pending review makes of it. */
export type SubmitPullReviewEvent =
  /** Approve; not allowed on one’s own pull request. */
  | 'APPROVED'
  /** Comment only; needs a body unless the review has line comments. */
  | 'COMMENT'
  /** Ask for changes; needs a body. */
  | 'REQUEST_CHANGES';

/** SubmitPullReviewOptions */
export type SubmitPullReviewInput = {
  /** The review’s summary, in Markdown. */
  body?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The verdict to submit. */
  event: SubmitPullReviewEvent;
  /** The `id` of the caller’s PENDING review. */
  reviewId: string | number;
};

/** The issue or pull request to be notified about. */
export type SubscribeToIssueInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The issue or pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** Whose subscription (site admins only); the caller when absent. */
  user?: string | null | undefined;
};

/** Whether the caller watches a repository (GitHub’s names). */
export type SubscriptionState =
  /** The caller chose to ignore it. */
  | 'IGNORED'
  /** The caller gets notified of its activity. */
  | 'SUBSCRIBED'
  /** The caller does not watch it. */
  | 'UNSUBSCRIBED';

/** The repository and its new owner (TransferRepoOption). */
export type TransferRepositoryInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the user or organization to receive it. */
  newOwner: string;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** Teams of the receiving organization to give access (organization targets only). */
  teamIds?: Array<number | string> | null | undefined;
};

/** Whether a transfer is done or waits for the recipient: the forge answers 202 for the first, 201 for the second. */
export type TransferStatus =
  /** The recipient must accept the transfer; see repoTransfer. */
  | 'PENDING'
  /** The repository now belongs to the new owner. */
  | 'TRANSFERRED';

/** What a tree entry holds. */
export type TreeEntryType =
  /** A file or a symbolic link. */
  | 'BLOB'
  /** A submodule (a commit of another repository). */
  | 'COMMIT'
  /** A directory. */
  | 'TREE';

/** Which commit signatures the forge trusts (`trust_model`). */
export type TrustModel =
  /** Trust signatures by keys of the repository’s collaborators. */
  | 'COLLABORATOR'
  /** Trust signatures by collaborators’ keys that also match the committer. */
  | 'COLLABORATOR_COMMITTER'
  /** Trust signatures that match the commit’s committer. */
  | 'COMMITTER'
  /** The forge’s configured default model. */
  | 'DEFAULT';

/** Whom to stop following. */
export type UnfollowUserInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The user’s login. */
  login: string;
};

/** The repository to unstar. */
export type UnstarRepositoryInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** The issue or pull request to stop following. */
export type UnsubscribeFromIssueInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The issue or pull request. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** Whose subscription (site admins only); the caller when absent. */
  user?: string | null | undefined;
};

/** The repository to stop watching. */
export type UnwatchRepositoryInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** EditIssueCommentOption */
export type UpdateCommentInput = {
  /** The new text, in Markdown. */
  body: string;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The comment’s id. */
  id: string | number;
};

/** EditIssueOption (without `state`: see closeIssue and reopenIssue) */
export type UpdateIssueInput = {
  /** The new assignee logins: replaces the list, `[]` clears it. */
  assignees?: Array<string> | null | undefined;
  /** A new description, in Markdown. */
  body?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The forge keeps the day; null removes the due date. */
  dueDate?: string | null | undefined;
  /** Id of a Milestone node of this repository; null removes the milestone. */
  milestoneId?: string | number | null | undefined;
  /** The issue (or pull request) number. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** A branch or tag; "" clears it. */
  ref?: string | null | undefined;
  /** Name of the repository. */
  repo: string;
  /** A new title. */
  title?: string | null | undefined;
};

/** EditMilestoneOption */
export type UpdateMilestoneInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** A new description, in Markdown. */
  description?: string | null | undefined;
  /** A new deadline. */
  dueOn?: string | null | undefined;
  /** Id of the Milestone node (it names its repository). */
  milestoneId: string | number;
  /** CLOSED sets closedAt; OPEN clears it */
  state?: MilestoneState | null | undefined;
  /** A new title. */
  title?: string | null | undefined;
};

/** EditPullRequestOption: only the fields given change */
export type UpdatePullRequestInput = {
  /** Whether maintainers of the base repository may push to the head branch. */
  allowMaintainerEdit?: boolean | null | undefined;
  /** Replaces the assignees (writers only; `[]` clears them). */
  assignees?: Array<string> | null | undefined;
  /** A new base branch. */
  base?: string | null | undefined;
  /** A new description, in Markdown. */
  body?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Replaces the labels (writers only). */
  labels?: Array<number> | null | undefined;
  /** Milestone database id (writers only). */
  milestone?: number | null | undefined;
  /** The pull request’s number. */
  number: number;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** CLOSED closes it, OPEN reopens it. */
  state?: PullRequestStateInput | null | undefined;
  /** A new title. */
  title?: string | null | undefined;
};

/** The release and what to change; absent fields stay as they are (EditReleaseOption). */
export type UpdateReleaseInput = {
  /** Release notes. */
  body?: string | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** False publishes a draft, which tags its target. */
  draft?: boolean | null | undefined;
  /** A new display title. */
  name?: string | null | undefined;
  /** Marks it as a pre-release, or not. */
  prerelease?: boolean | null | undefined;
  /** The `id` of the Release. */
  releaseId: string | number;
  /** A published release gets this tag at its target when it is missing. */
  tagName?: string | null | undefined;
  /** Branch or commit the tag is made at. */
  targetCommitish?: string | null | undefined;
};

/** The repository and the settings to change; absent fields stay as they are (EditRepoOption). */
export type UpdateRepositoryInput = {
  /** An archived repository refuses writes (RepoArchivedError) until it is unarchived here. */
  archived?: boolean | null | undefined;
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Must be an existing branch; the forge ignores one that is not. */
  defaultBranch?: string | null | undefined;
  /** A new short description. */
  description?: string | null | undefined;
  /** Turns Actions (CI workflows) on or off. */
  hasActions?: boolean | null | undefined;
  /** Turns the issue tracker on or off. */
  hasIssues?: boolean | null | undefined;
  /** Turns the packages unit on or off. */
  hasPackages?: boolean | null | undefined;
  /** Turns projects on or off. */
  hasProjects?: boolean | null | undefined;
  /** Turns pull requests on or off. */
  hasPullRequests?: boolean | null | undefined;
  /** Turns releases on or off. */
  hasReleases?: boolean | null | undefined;
  /** Turns the wiki on or off. */
  hasWiki?: boolean | null | undefined;
  /** A new name; the old path then redirects to the new one. */
  name?: string | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** A fork keeps the visibility of its base repository. */
  private?: boolean | null | undefined;
  /** Name of the repository. */
  repo: string;
  /** Whether new repositories can be generated from it. */
  template?: boolean | null | undefined;
  /** A new website address. */
  website?: string | null | undefined;
};

/** The repository and its new topics. */
export type UpdateRepositoryTopicsInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** The whole new list (an empty list removes every topic); stored lower-case. */
  topics: Array<string>;
};

/** The page, its new content and, to rename it, its new title (CreateWikiPageOptions). */
export type UpdateWikiPageInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** The commit message (the forge writes `Add "<title>"` / `Update "<name>"`). */
  message?: string | null | undefined;
  /** The page’s web name, e.g. Getting-Started. */
  name: string;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
  /** The page’s Markdown. */
  text: string;
  /** A new title renames the page. */
  title?: string | null | undefined;
};

/** Why the forge did not give a usable answer; the same codes as query errors use. */
export type UpstreamErrorCode =
  /** The gateway’s queue of forge calls is full; try again shortly. */
  | 'FORGE_OVERLOADED'
  /** The caller spent its window of forge calls; try again later. */
  | 'RATE_LIMITED'
  /** The request spent its budget of forge calls. */
  | 'UPSTREAM_CALL_BUDGET_EXCEEDED'
  /** The forge failed (5xx) or answered something unusable. */
  | 'UPSTREAM_ERROR'
  /** The forge did not answer in time. */
  | 'UPSTREAM_TIMEOUT'
  /** The forge could not be reached. */
  | 'UPSTREAM_UNAVAILABLE';

/** Who can see a user or an organization. */
export type Visibility =
  /** Signed-in users of the forge only. */
  | 'LIMITED'
  /** The user themselves, or the organization’s members, and site administrators only. */
  | 'PRIVATE'
  /** Everyone, signed in or not. */
  | 'PUBLIC';

/** The repository to watch. */
export type WatchRepositoryInput = {
  /** Any string of yours, returned unchanged in the payload to match answers to requests. */
  clientMutationId?: string | number | null | undefined;
  /** Login of the repository’s owner (user or organization). */
  owner: string;
  /** Name of the repository. */
  repo: string;
};

/** A state of an Actions job to list. */
export type WorkflowJobStatusFilter =
  /** Done, and failed. */
  | 'FAILURE'
  /** Running. */
  | 'IN_PROGRESS'
  /** Not started yet. */
  | 'PENDING'
  /** Waiting for a runner. */
  | 'QUEUED'
  /** Not run: its condition was false. */
  | 'SKIPPED'
  /** Done, and succeeded. */
  | 'SUCCESS';

export type ActionsRunsQueryVariables = Exact<{
  owner: string;
  name: string;
  branch?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type ActionsRunsQuery = { repository: { workflows: { totalCount: number | null, nodes: Array<{ workflowId: string, name: string, state: string | null }> } | null, workflowRuns: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ databaseId: number | string, runNumber: number | string | null, displayTitle: string | null, workflowFile: string | null, event: string | null, headBranch: string | null, status: string | null, conclusion: string | null, triggerActor: { login: string } | null }> } | null } | null };

export type ActionsRunQueryVariables = Exact<{
  owner: string;
  name: string;
  run: number | string;
}>;


export type ActionsRunQuery = { repository: { workflowRun: { id: string, runNumber: number | string | null, displayTitle: string | null, path: string | null, event: string | null, headSha: string | null, status: string | null, conclusion: string | null, startedAt: string | null, completedAt: string | null, actor: { login: string } | null, jobs: { totalCount: number | null, nodes: Array<{ name: string, status: string | null, conclusion: string | null, startedAt: string | null, completedAt: string | null, steps: Array<{ number: number | string, name: string, status: string | null, conclusion: string | null }> | null }> } | null } | null } | null };

export type ViewerNetworkQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type ViewerNetworkQuery = { viewer: { id: string, login: string, followersCount: number | string | null, followingCount: number | string | null, followers: { totalCount: number | null, nodes: Array<{ login: string, viewerIsFollowing: boolean | null }> } | null, following: { totalCount: number | null, nodes: Array<{ login: string }> } | null, organizations: { nodes: Array<{ id: string, login: string }> } | null, teams: { nodes: Array<{ id: string, name: string, permission: AccessMode | null, organization: { login: string } | null }> } | null, repositories: { totalCount: number | null, nodes: Array<{ fullName: string, private: boolean }> } | null } };

export type UserProfileQueryVariables = Exact<{
  login: string;
  first?: number | null | undefined;
}>;


export type UserProfileQuery = { user: { id: string, login: string, fullName: string, followersCount: number | string | null, viewerIsFollowing: boolean | null, repositories: { totalCount: number | null, nodes: Array<{ fullName: string, description: string }> } | null, organizations: { nodes: Array<{ login: string }> } | null } | null };

export type OrganizationPeopleQueryVariables = Exact<{
  organization: string;
  first?: number | null | undefined;
}>;


export type OrganizationPeopleQuery = { organization: { id: string, login: string, members: { totalCount: number | null, nodes: Array<{ login: string }> } | null, teams: { totalCount: number | null, nodes: Array<{ id: string, name: string, permission: AccessMode | null, members: { nodes: Array<{ login: string }> } | null, repositories: { nodes: Array<{ fullName: string }> } | null }> } | null, repositories: { totalCount: number | null, nodes: Array<{ fullName: string, archived: boolean }> } | null } | null };

export type SearchRepositoriesQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  sort?: RepositorySearchSort | null | undefined;
  order?: OrderDirection | null | undefined;
}>;


export type SearchRepositoriesQuery = { searchRepositories: { totalCount: number | null, nodes: Array<{ fullName: string, description: string, topics: Array<string> | null, owner: { login: string } | null }> } | null };

export type SearchUsersQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type SearchUsersQuery = { searchUsers: { totalCount: number | null, nodes: Array<{ login: string, fullName: string }> } | null };

export type NotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
  all?: boolean | null | undefined;
}>;


export type NotificationsQuery = { viewer: { login: string, unreadNotificationsCount: number | null, notifications: { totalCount: number | null, nodes: Array<{ id: string, status: NotificationStatus, updatedAt: string | null, repository: { fullName: string } | null, subject: { type: NotificationSubjectType | null, title: string | null, state: NotificationSubjectState | null, htmlUrl: string | null } | null }> } | null } };

type PeopleMutationError_ConflictError_Fragment = { __typename: 'ConflictError', message: string, upstreamStatus: number | null };

type PeopleMutationError_ForbiddenError_Fragment = { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null };

type PeopleMutationError_LiveUpdatesNotConfiguredError_Fragment = { __typename: 'LiveUpdatesNotConfiguredError', message: string, upstreamStatus: number | null };

type PeopleMutationError_NotFoundError_Fragment = { __typename: 'NotFoundError', message: string, upstreamStatus: number | null };

type PeopleMutationError_NotMergeableError_Fragment = { __typename: 'NotMergeableError', message: string, upstreamStatus: number | null };

type PeopleMutationError_RepoArchivedError_Fragment = { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null };

type PeopleMutationError_UnauthenticatedError_Fragment = { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null };

type PeopleMutationError_UpstreamError_Fragment = { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null };

type PeopleMutationError_ValidationError_Fragment = { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null };

export type PeopleMutationErrorFragment =
  | PeopleMutationError_ConflictError_Fragment
  | PeopleMutationError_ForbiddenError_Fragment
  | PeopleMutationError_LiveUpdatesNotConfiguredError_Fragment
  | PeopleMutationError_NotFoundError_Fragment
  | PeopleMutationError_NotMergeableError_Fragment
  | PeopleMutationError_RepoArchivedError_Fragment
  | PeopleMutationError_UnauthenticatedError_Fragment
  | PeopleMutationError_UpstreamError_Fragment
  | PeopleMutationError_ValidationError_Fragment
;

export type FollowUserMutationVariables = Exact<{
  input: FollowUserInput;
}>;


export type FollowUserMutation = { followUser:
    | { __typename: 'FollowUserPayload', clientMutationId: string | null, user: { id: string, login: string, followersCount: number | string | null }, viewer: { id: string, login: string, followingCount: number | string | null } }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UnfollowUserMutationVariables = Exact<{
  input: UnfollowUserInput;
}>;


export type UnfollowUserMutation = { unfollowUser:
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnfollowUserPayload', clientMutationId: string | null, user: { id: string, login: string, followersCount: number | string | null }, viewer: { id: string, login: string, followingCount: number | string | null } }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type MarkNotificationsReadMutationVariables = Exact<{
  input: MarkNotificationsReadInput;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead:
    | { __typename: 'MarkNotificationsReadPayload', clientMutationId: string | null, threads: Array<{ id: string, status: NotificationStatus, unread: boolean, subject: { title: string | null } | null }>, viewer: { id: string, login: string } }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type MarkNotificationThreadReadMutationVariables = Exact<{
  input: MarkNotificationThreadReadInput;
}>;


export type MarkNotificationThreadReadMutation = { markNotificationThreadRead:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'MarkNotificationThreadReadPayload', clientMutationId: string | null, thread: { id: string, status: NotificationStatus, unread: boolean, pinned: boolean }, viewer: { id: string, unreadNotificationsCount: number | null } }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type PullRequestReviewsQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type PullRequestReviewsQuery = { repository: { pullRequest: { id: string, number: number, requestedReviewers: Array<{ login: string }> | null, reviews: { totalCount: number | null, nodes: Array<{ id: string, state: PullReviewState | null, body: string | null, official: boolean | null, dismissed: boolean | null, author: { login: string } | null, comments: { totalCount: number | null, nodes: Array<{ id: string, path: string, position: number | string, originalPosition: number | string, body: string, author: { login: string } | null }> } | null }> } | null } | null } | null };

export type PullRequestChangesQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type PullRequestChangesQuery = { repository: { pullRequest: { id: string, number: number, additions: number | string | null, deletions: number | string | null, files: { totalCount: number | null, nodes: Array<{ filename: string, status: string, additions: number | null, deletions: number | null }> } | null, commits: { totalCount: number | null, nodes: Array<{ sha: string, message: string, authorUser: { login: string } | null, status: { state: CommitStatusState | null } | null }> } | null, statusCheck: { state: CommitStatusState | null, sha: string, statuses: Array<{ id: string, context: string, state: CommitStatusState | null, description: string, targetUrl: string | null }> } | null } | null } | null };

export type PullRequestChecksQueryVariables = Exact<{
  owner: string;
  name: string;
  first?: number | null | undefined;
}>;


export type PullRequestChecksQuery = { repository: { pullRequests: { totalCount: number | null, nodes: Array<{ number: number, head: { sha: string | null } | null, statusCheck: { state: CommitStatusState | null, totalCount: number } | null }> } | null } | null };

export type CreatePullRequestMutationVariables = Exact<{
  input: CreatePullRequestInput;
}>;


export type CreatePullRequestMutation = { createPullRequest:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'CreatePullRequestPayload', clientMutationId: string | null, pullRequest: { id: string, number: number, title: string, state: PullRequestState | null, changedFiles: number | string | null, additions: number | string | null, deletions: number | string | null, head: { ref: string } | null, base: { ref: string } | null }, repository: { id: string, fullName: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UpdatePullRequestMutationVariables = Exact<{
  input: UpdatePullRequestInput;
}>;


export type UpdatePullRequestMutation = { updatePullRequest:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpdatePullRequestPayload', clientMutationId: string | null, pullRequest: { id: string, number: number, title: string, body: string | null, state: PullRequestState | null } }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type RequestReviewersMutationVariables = Exact<{
  input: RequestReviewersInput;
}>;


export type RequestReviewersMutation = { requestReviewers:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RequestReviewersPayload', reviewRequests: Array<{ id: string, state: PullReviewState | null, author: { login: string } | null }>, pullRequest: { id: string, requestedReviewers: Array<{ login: string }> | null } | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type SubmitPullReviewMutationVariables = Exact<{
  input: SubmitPullReviewInput;
}>;


export type SubmitPullReviewMutation = { submitPullReview:
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'SubmitPullReviewPayload', pullReview: { id: string, state: PullReviewState | null, body: string | null, commentsCount: number | string | null }, pullRequest: { id: string, number: number } | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type DismissPullReviewMutationVariables = Exact<{
  input: DismissPullReviewInput;
}>;


export type DismissPullReviewMutation = { dismissPullReview:
    | { __typename: 'DismissPullReviewPayload', pullReview: { id: string, state: PullReviewState | null, dismissed: boolean | null, official: boolean | null } }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CreateCommitStatusMutationVariables = Exact<{
  input: CreateCommitStatusInput;
}>;


export type CreateCommitStatusMutation = { createCommitStatus:
    | { __typename: 'CreateCommitStatusPayload', status: { id: string, state: CommitStatusState | null, context: string, description: string, targetUrl: string | null, creator: { login: string } | null }, repository: { id: string, fullName: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type MergePullRequestMutationVariables = Exact<{
  input: MergePullRequestInput;
}>;


export type MergePullRequestMutation = { mergePullRequest:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'MergePullRequestPayload', pullRequest: { id: string, number: number, state: PullRequestState | null, merged: boolean | null, mergedAt: string | null, mergeCommitSha: string | null, mergedBy: { login: string } | null } | null, repository: { id: string, fullName: string } | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotMergeableError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type RepositorySocialQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type RepositorySocialQuery = { repository: { id: string, fullName: string, starsCount: number | string | null, watchersCount: number | string | null, topics: Array<string> | null, viewerHasStarred: boolean | null, viewerSubscription: SubscriptionState | null, languages: Array<{ name: string, size: number | string }> | null, stargazers: { totalCount: number | null, nodes: Array<{ login: string }> } | null, watchers: { totalCount: number | null, nodes: Array<{ login: string }> } | null } | null };

export type RepositoryPeopleQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type RepositoryPeopleQuery = { repository: { id: string, collaborators: { totalCount: number | null, nodes: Array<{ login: string }> } | null, assignableUsers: { totalCount: number | null, nodes: Array<{ login: string }> } | null } | null };

export type ReleaseSummaryFragment = { id: string, databaseId: number | string, tagName: string, name: string, draft: boolean, prerelease: boolean, publishedAt: string | null };

export type RepositoryLatestReleaseQueryVariables = Exact<{
  owner: string;
  name: string;
  tagName: string;
}>;


export type RepositoryLatestReleaseQuery = { repository: { id: string, latestRelease: { id: string, databaseId: number | string, tagName: string, name: string, draft: boolean, prerelease: boolean, publishedAt: string | null } | null, release: { id: string, databaseId: number | string, tagName: string, name: string, draft: boolean, prerelease: boolean, publishedAt: string | null } | null } | null };

export type StarredRepositoriesQueryVariables = Exact<{
  login: string;
  first?: number | null | undefined;
}>;


export type StarredRepositoriesQuery = { user: { id: string, login: string, starredRepositories: { totalCount: number | null, nodes: Array<{ id: string, fullName: string, starsCount: number | string | null }> } | null } | null };

export type CreateRepositoryMutationVariables = Exact<{
  input: CreateRepositoryInput;
}>;


export type CreateRepositoryMutation = { createRepository:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'CreateRepositoryPayload', clientMutationId: string | null, repository: { id: string, fullName: string, private: boolean, empty: boolean, defaultBranch: string, watchersCount: number | string | null }, owner: { id: string, login: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UpdateRepositoryMutationVariables = Exact<{
  input: UpdateRepositoryInput;
}>;


export type UpdateRepositoryMutation = { updateRepository:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpdateRepositoryPayload', clientMutationId: string | null, repository: { id: string, fullName: string, description: string, website: string, private: boolean, archived: boolean, hasWiki: boolean, defaultBranch: string }, owner: { id: string, login: string } | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type DeleteRepositoryMutationVariables = Exact<{
  input: DeleteRepositoryInput;
}>;


export type DeleteRepositoryMutation = { deleteRepository:
    | { __typename: 'DeleteRepositoryPayload', clientMutationId: string | null, deletedRepositoryId: string, owner: { id: string, login: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type StarRepositoryMutationVariables = Exact<{
  input: StarRepositoryInput;
}>;


export type StarRepositoryMutation = { starRepository:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'StarRepositoryPayload', clientMutationId: string | null, repository: { id: string, starsCount: number | string | null, viewerHasStarred: boolean | null } | null, viewer: { id: string, login: string, starredReposCount: number | string | null } | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UnstarRepositoryMutationVariables = Exact<{
  input: UnstarRepositoryInput;
}>;


export type UnstarRepositoryMutation = { unstarRepository:
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnstarRepositoryPayload', clientMutationId: string | null, repository: { id: string, starsCount: number | string | null, viewerHasStarred: boolean | null } | null, viewer: { id: string, login: string, starredReposCount: number | string | null } | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type WatchRepositoryMutationVariables = Exact<{
  input: WatchRepositoryInput;
}>;


export type WatchRepositoryMutation = { watchRepository:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
    | { __typename: 'WatchRepositoryPayload', clientMutationId: string | null, subscription: SubscriptionState, repository: { id: string, watchersCount: number | string | null, viewerSubscription: SubscriptionState | null } | null, viewer: { id: string, login: string } | null }
   };

export type UnwatchRepositoryMutationVariables = Exact<{
  input: UnwatchRepositoryInput;
}>;


export type UnwatchRepositoryMutation = { unwatchRepository:
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnwatchRepositoryPayload', clientMutationId: string | null, subscription: SubscriptionState, repository: { id: string, watchersCount: number | string | null, viewerSubscription: SubscriptionState | null } | null, viewer: { id: string, login: string } | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UpdateRepositoryTopicsMutationVariables = Exact<{
  input: UpdateRepositoryTopicsInput;
}>;


export type UpdateRepositoryTopicsMutation = { updateRepositoryTopics:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpdateRepositoryTopicsPayload', clientMutationId: string | null, topics: Array<string>, repository: { id: string, topics: Array<string> | null } | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UpdateReleaseMutationVariables = Exact<{
  input: UpdateReleaseInput;
}>;


export type UpdateReleaseMutation = { updateRelease:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpdateReleasePayload', clientMutationId: string | null, release: { body: string, id: string, databaseId: number | string, tagName: string, name: string, draft: boolean, prerelease: boolean, publishedAt: string | null }, repository: { id: string, releaseCounter: number | string | null } | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type DeleteReleaseMutationVariables = Exact<{
  input: DeleteReleaseInput;
}>;


export type DeleteReleaseMutation = { deleteRelease:
    | { __typename: 'DeleteReleasePayload', clientMutationId: string | null, deletedReleaseId: string, repository: { id: string, releaseCounter: number | string | null } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type IssueConversationQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
  first?: number | null | undefined;
}>;


export type IssueConversationQuery = { repository: { issue: { id: string, number: number, title: string, commentCount: number | string | null, attachments: Array<{ id: string, name: string, size: number | string | null, browserDownloadUrl: string | null }> | null, reactions: { totalCount: number | null, nodes: Array<{ content: string, user: { login: string } | null }> } | null, comments: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, databaseId: number | string, body: string | null, createdAt: string | null, updatedAt: string | null, author: { login: string } | null, attachments: Array<{ id: string, name: string }> | null, reactions: { totalCount: number | null, nodes: Array<{ content: string, user: { login: string } | null }> } | null }> } | null } | null } | null };

export type IssueTimelineQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
  first?: number | null | undefined;
}>;


export type IssueTimelineQuery = { repository: { issue: { id: string, timeline: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, type: string, createdAt: string | null, body: string, removedAssignee: boolean, author: { login: string } | null, label: { name: string } | null, assignee: { login: string } | null, milestone: { title: string } | null, dependentIssue: { number: number, title: string } | null, trackedTime: { time: number | string } | null }> } | null } | null } | null };

export type IssueDependenciesQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type IssueDependenciesQuery = { repository: { issue: { id: string, dependencies: { nodes: Array<{ id: string, number: number, title: string, state: IssueState | null, repository: { fullName: string } | null }> } | null, blocks: { nodes: Array<{ id: string, number: number, title: string }> } | null } | null } | null };

export type IssueTrackedTimesQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type IssueTrackedTimesQuery = { repository: { issue: { id: string, trackedTimes: { totalCount: number | null, nodes: Array<{ id: string, time: number | string, createdAt: string | null, user: { login: string } | null }> } | null } | null } | null };

export type PullRequestConversationQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type PullRequestConversationQuery = { repository: { pullRequest: { id: string, number: number, commentCount: number | string | null, comments: { totalCount: number | null, nodes: Array<{ id: string, body: string | null, author: { login: string } | null }> } | null } | null } | null };

export type AddCommentMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type AddCommentMutation = { addComment:
    | { __typename: 'AddCommentPayload', clientMutationId: string | null, comment: { id: string, databaseId: number | string, body: string | null, author: { login: string } | null }, issue: { id: string, commentCount: number | string | null } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null, field: string | null }
   };

export type UpdateCommentMutationVariables = Exact<{
  input: UpdateCommentInput;
}>;


export type UpdateCommentMutation = { updateComment:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpdateCommentPayload', clientMutationId: string | null, comment: { id: string, body: string | null, updatedAt: string | null }, issue: { id: string, number: number } | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null, field: string | null }
   };

export type DeleteCommentMutationVariables = Exact<{
  input: DeleteCommentInput;
}>;


export type DeleteCommentMutation = { deleteComment:
    | { __typename: 'DeleteCommentPayload', clientMutationId: string | null, deletedCommentId: string, issue: { id: string, commentCount: number | string | null } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null, field: string | null }
   };

export type AddReactionMutationVariables = Exact<{
  input: AddReactionInput;
}>;


export type AddReactionMutation = { addReaction:
    | { __typename: 'AddReactionPayload', clientMutationId: string | null, created: boolean, reaction: { content: string, user: { login: string } | null }, subject:
        | { __typename: 'Comment', id: string }
        | { __typename: 'Issue', id: string, reactions: { totalCount: number | null } | null }
        | { __typename: 'PullRequest', id: string }
       | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null, field: string | null }
   };

export type RemoveReactionMutationVariables = Exact<{
  input: RemoveReactionInput;
}>;


export type RemoveReactionMutation = { removeReaction:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RemoveReactionPayload', clientMutationId: string | null, content: string, subject:
        | { __typename: 'Comment', id: string }
        | { __typename: 'Issue', id: string, reactions: { totalCount: number | null } | null }
        | { __typename: 'PullRequest', id: string }
       | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null, field: string | null }
   };

export type AddTrackedTimeMutationVariables = Exact<{
  input: AddTrackedTimeInput;
}>;


export type AddTrackedTimeMutation = { addTrackedTime:
    | { __typename: 'AddTrackedTimePayload', clientMutationId: string | null, trackedTime: { id: string, time: number | string, createdAt: string | null, user: { login: string } | null }, issue: { id: string, number: number } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null, field: string | null }
   };

export type RepositoryHomeDeferredQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type RepositoryHomeDeferredQuery = { repository: { fullName: string, description: string } & ({ pullRequests: { totalCount: number | null, nodes: Array<{ number: number, title: string }> } | null } | { pullRequests?: never }) | null };

export type PullRequestFilesTabQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
  first?: number | null | undefined;
}>;


export type PullRequestFilesTabQuery = { repository: { pullRequest: { number: number, title: string, additions: number | string | null, deletions: number | string | null, changedFiles: number | string | null, diff: { truncated: boolean } | null, files: { totalCount: number | null, nodes: Array<{ filename: string, previousFilename: string | null, status: string, additions: number | null, deletions: number | null, isBinary: boolean | null, truncated: boolean | null, hunks: Array<{ oldStart: number, oldLines: number, newStart: number, newLines: number, section: string, lines: Array<{ kind: DiffLineKind, content: string, oldLineNumber: number | null, newLineNumber: number | null }> }> | null }> } | null } | null } | null };

export type CommitViewQueryVariables = Exact<{
  owner: string;
  name: string;
  sha: string;
}>;


export type CommitViewQuery = { repository: { commit: { sha: string, message: string | null, authoredDate: string | null, author: { name: string | null, user: { login: string } | null } | null, parents: Array<{ sha: string }> | null, diff: { truncated: boolean } | null, files: Array<{ path: string, status: CommitFileStatus | null, additions: number | null, deletions: number | null, isBinary: boolean | null, truncated: boolean | null, patch: string | null }> | null } | null } | null };

export type BranchesAheadBehindQueryVariables = Exact<{
  owner: string;
  name: string;
  first?: number | null | undefined;
}>;


export type BranchesAheadBehindQuery = { repository: { defaultBranch: { name: string } | null, branches: { nodes: Array<{ name: string, aheadBy: number | string | null, behindBy: number | string | null, target: { messageHeadline: string | null } | null }> } | null } | null };

export type RepositoryFilesQueryVariables = Exact<{
  owner: string;
  name: string;
  paths: Array<string> | string;
  ref?: string | null | undefined;
}>;


export type RepositoryFilesQuery = { repository: { files: Array<{ path: string, sha: string | null, size: number | string | null, text: string | null } | null> } | null };

export type DirectoryListingQueryVariables = Exact<{
  owner: string;
  name: string;
  path?: string | null | undefined;
  ref?: string | null | undefined;
}>;


export type DirectoryListingQuery = { repository: { contents: { isDirectory: boolean, entries: Array<{ name: string, path: string, type: ContentType | null, size: number | string | null }> | null, file: { name: string, text: string | null, lastCommitSha: string | null, lastCommitMessage: string | null } | null } | null } | null };

export type ReleaseListQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ReleaseListQuery = { repository: { id: string, fullName: string, releases: { totalCount: number | null, nodes: Array<{ id: string, tagName: string, name: string }> } | null } | null };

export type PublishReleaseMutationVariables = Exact<{
  input: CreateReleaseInput;
}>;


export type PublishReleaseMutation = { createRelease:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'CreateReleasePayload', release: { id: string, tagName: string, name: string }, repository: { id: string, releases: { totalCount: number | null, nodes: Array<{ id: string, tagName: string, name: string }> } | null } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null }
   };

export type RepositoryBranchesQueryVariables = Exact<{
  owner: string;
  name: string;
  first?: number | null | undefined;
}>;


export type RepositoryBranchesQuery = { repository: { id: string, fullName: string, defaultBranchRef: { id: string, name: string, target: { abbreviatedSha: string, messageHeadline: string | null } | null } | null, branches: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, name: string, protected: boolean, userCanPush: boolean | null, effectiveBranchProtectionName: string | null, target: { id: string, abbreviatedSha: string, messageHeadline: string | null, author: { name: string | null, date: string | null } | null } | null }> } | null } | null };

export type CommitHistoryQueryVariables = Exact<{
  owner: string;
  name: string;
  ref?: string | null | undefined;
  path?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CommitHistoryQuery = { repository: { id: string, commits: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, sha: string, messageHeadline: string | null, authoredDate: string | null, author: { name: string | null, user: { login: string, avatarUrl: string | null } | null } | null }> } | null } | null };

export type CommitDetailsQueryVariables = Exact<{
  owner: string;
  name: string;
  sha: string;
}>;


export type CommitDetailsQuery = { repository: { id: string, commit: { id: string, sha: string, message: string | null, authoredDate: string | null, createdAt: string | null, additions: number | null, deletions: number | null, changedFiles: number | null, author: { name: string | null, email: string | null } | null, committer: { name: string | null, email: string | null } | null, parents: Array<{ sha: string }> | null, files: Array<{ path: string, status: CommitFileStatus | null }> | null, verification: { verified: boolean | null, reason: string | null } | null } | null } | null };

export type CompareRefsQueryVariables = Exact<{
  owner: string;
  name: string;
  base: string;
  head: string;
}>;


export type CompareRefsQuery = { repository: { id: string, compare: { totalCommits: number | string | null, files: Array<{ path: string, status: CommitFileStatus | null }> | null, commits: { nodes: Array<{ id: string, abbreviatedSha: string, messageHeadline: string | null, additions: number | null, deletions: number | null }> } | null } | null } | null };

export type RepositoryRefsQueryVariables = Exact<{
  owner: string;
  name: string;
  ref?: string | null | undefined;
  path?: string | null | undefined;
}>;


export type RepositoryRefsQuery = { repository: { id: string, tags: { totalCount: number | null, nodes: Array<{ id: string, name: string, annotated: boolean | null, message: string | null, target: { id: string, sha: string } | null }> } | null, tree: { sha: string | null, totalCount: number | null, nodes: Array<{ path: string, type: TreeEntryType | null, size: number | string | null }> } | null, forks: { totalCount: number | null, nodes: Array<{ id: string, fullName: string, owner: { login: string } | null }> } | null } | null };

type RefWriteError_ConflictError_Fragment = { __typename: 'ConflictError', message: string, upstreamStatus: number | null };

type RefWriteError_ForbiddenError_Fragment = { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null };

type RefWriteError_LiveUpdatesNotConfiguredError_Fragment = { __typename: 'LiveUpdatesNotConfiguredError', message: string, upstreamStatus: number | null };

type RefWriteError_NotFoundError_Fragment = { __typename: 'NotFoundError', message: string, upstreamStatus: number | null };

type RefWriteError_NotMergeableError_Fragment = { __typename: 'NotMergeableError', message: string, upstreamStatus: number | null };

type RefWriteError_RepoArchivedError_Fragment = { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null };

type RefWriteError_UnauthenticatedError_Fragment = { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null };

type RefWriteError_UpstreamError_Fragment = { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null };

type RefWriteError_ValidationError_Fragment = { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null };

export type RefWriteErrorFragment =
  | RefWriteError_ConflictError_Fragment
  | RefWriteError_ForbiddenError_Fragment
  | RefWriteError_LiveUpdatesNotConfiguredError_Fragment
  | RefWriteError_NotFoundError_Fragment
  | RefWriteError_NotMergeableError_Fragment
  | RefWriteError_RepoArchivedError_Fragment
  | RefWriteError_UnauthenticatedError_Fragment
  | RefWriteError_UpstreamError_Fragment
  | RefWriteError_ValidationError_Fragment
;

export type CreateBranchMutationVariables = Exact<{
  input: CreateBranchInput;
}>;


export type CreateBranchMutation = { createBranch:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'CreateBranchPayload', clientMutationId: string | null, branch: { id: string, name: string, protected: boolean, target: { id: string, sha: string, messageHeadline: string | null } | null }, repository: { id: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type DeleteBranchMutationVariables = Exact<{
  input: DeleteBranchInput;
}>;


export type DeleteBranchMutation = { deleteBranch:
    | { __typename: 'DeleteBranchPayload', clientMutationId: string | null, deletedBranchId: string, name: string, repository: { id: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CreateTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type CreateTagMutation = { createTag:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'CreateTagPayload', clientMutationId: string | null, tag: { id: string, name: string, annotated: boolean | null, message: string | null, target: { id: string, sha: string } | null }, repository: { id: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type ForkRepositoryMutationVariables = Exact<{
  input: ForkRepositoryInput;
}>;


export type ForkRepositoryMutation = { forkRepository:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'ForkRepositoryPayload', clientMutationId: string | null, repository: { id: string, fullName: string, fork: boolean, defaultBranch: string, owner: { login: string } | null }, parent: { id: string, fullName: string, forksCount: number | string | null } | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type IssueSidebarQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type IssueSidebarQuery = { repository: { issue: { number: number, title: string, viewerIsSubscribed: boolean | null, subscribers: { totalCount: number | null, nodes: Array<{ login: string, avatarUrl: string | null }> } | null } | null } | null };

export type SubscribeToIssueMutationVariables = Exact<{
  input: SubscribeToIssueInput;
}>;


export type SubscribeToIssueMutation = { subscribeToIssue:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'SubscribeToIssuePayload', subscribed: boolean, changed: boolean, issue: { viewerIsSubscribed: boolean | null } | null }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type UnsubscribeFromIssueMutationVariables = Exact<{
  input: UnsubscribeFromIssueInput;
}>;


export type UnsubscribeFromIssueMutation = { unsubscribeFromIssue:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UnsubscribeFromIssuePayload', subscribed: boolean, changed: boolean }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type PinIssueMutationVariables = Exact<{
  input: PinIssueInput;
}>;


export type PinIssueMutation = { pinIssue:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PinIssuePayload', issue: { number: number, pinOrder: number | string | null } | null }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type ViewerStopwatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerStopwatchesQuery = { viewer: { login: string, stopwatches: { totalCount: number | null, nodes: Array<{ issueNumber: number, issueTitle: string | null, repositoryOwner: string | null, repositoryName: string | null, duration: string | null }> } | null } };

export type IssueSidebarDetailsQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type IssueSidebarDetailsQuery = { repository: { viewerCanPin: boolean, totalTrackedTime: number | string | null, newPinAllowed: { issues: boolean } | null, pinnedIssues: { nodes: Array<{ number: number, title: string }> } | null, issueTemplates: Array<{ name: string, kind: IssueTemplateKind | null }> | null, issueConfig: { blankIssuesEnabled: boolean } | null, issue: { number: number, pinOrder: number | string | null, totalTrackedTime: number | string | null } | null } | null };

export type IssueViewQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
  reply: string;
}>;


export type IssueViewQuery = { replyPreview: string, repository: { fullName: string, issue: { number: number, title: string, state: IssueState | null, body: string | null, bodyHTML: string | null, author: { login: string } | null, labels: Array<{ name: string, color: string | null }> | null, milestone: { title: string, descriptionHTML: string | null } | null, comments: { nodes: Array<{ bodyHTML: string | null, author: { login: string } | null }> } | null } | null } | null };

export type RepositoryIssuesQueryVariables = Exact<{
  owner: string;
  name: string;
  first?: number | null | undefined;
  labels?: Array<string> | string | null | undefined;
  state?: IssueStateFilter | null | undefined;
}>;


export type RepositoryIssuesQuery = { repository: { fullName: string, openIssuesCount: number | string | null, issues: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, number: number, title: string, state: IssueState | null, createdAt: string | null, dueDate: string | null, author: { login: string } | null, labels: Array<{ id: string, name: string, color: string | null }> | null, milestone: { id: string, title: string } | null, assignees: Array<{ login: string }> | null }> } | null } | null };

export type IssueFormChoicesQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type IssueFormChoicesQuery = { repository: { labels: { totalCount: number | null, nodes: Array<{ id: string, name: string, color: string | null, description: string | null, exclusive: boolean | null }> } | null, milestones: { totalCount: number | null, nodes: Array<{ id: string, title: string, dueOn: string | null, openIssues: number | string | null, closedIssues: number | string | null }> } | null } | null };

export type RepositoryConversationQueryVariables = Exact<{
  owner: string;
  name: string;
  first?: number | null | undefined;
}>;


export type RepositoryConversationQuery = { repository: { issueComments: { totalCount: number | null, nodes: Array<{ id: string, body: string | null, createdAt: string | null, author: { login: string } | null }>, pageInfo: { hasNextPage: boolean } } | null, reviewerCandidates: { nodes: Array<{ login: string }> } | null } | null };

export type SearchIssuesQueryVariables = Exact<{
  query?: string | null | undefined;
  first?: number | null | undefined;
  state?: IssueStateFilter | null | undefined;
  type?: IssueTypeFilter | null | undefined;
}>;


export type SearchIssuesQuery = { searchIssues: { totalCount: number | null, nodes: Array<{ number: number, title: string, state: IssueState | null, pullRequest: { merged: boolean | null } | null, repository: { fullName: string } | null }> } | null };

export type CreateIssueMutationVariables = Exact<{
  input: CreateIssueInput;
}>;


export type CreateIssueMutation = { createIssue:
    | { __typename: 'CreateIssuePayload', clientMutationId: string | null, issue: { id: string, number: number, title: string, state: IssueState | null, labels: Array<{ name: string }> | null, milestone: { title: string } | null, assignees: Array<{ login: string }> | null }, repository: { openIssuesCount: number | string | null } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UpdateIssueMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type UpdateIssueMutation = { updateIssue:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpdateIssuePayload', issue: { id: string, title: string, dueDate: string | null, milestone: { title: string } | null, assignees: Array<{ login: string }> | null } }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CloseIssueMutationVariables = Exact<{
  input: CloseIssueInput;
}>;


export type CloseIssueMutation = { closeIssue:
    | { __typename: 'CloseIssuePayload', issue: { id: string, state: IssueState | null, closedAt: string | null }, repository: { openIssuesCount: number | string | null } | null }
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type ReopenIssueMutationVariables = Exact<{
  input: ReopenIssueInput;
}>;


export type ReopenIssueMutation = { reopenIssue:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'ReopenIssuePayload', issue: { id: string, state: IssueState | null, closedAt: string | null } }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type AddLabelsToIssueMutationVariables = Exact<{
  input: AddLabelsToIssueInput;
}>;


export type AddLabelsToIssueMutation = { addLabelsToIssue:
    | { __typename: 'AddLabelsToIssuePayload', labels: Array<{ id: string, name: string }>, issue: { id: string, number: number } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type RemoveLabelFromIssueMutationVariables = Exact<{
  input: RemoveLabelFromIssueInput;
}>;


export type RemoveLabelFromIssueMutation = { removeLabelFromIssue:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RemoveLabelFromIssuePayload', label: { id: string, name: string } | null, issue: { id: string, labels: Array<{ name: string }> | null } | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CreateLabelMutationVariables = Exact<{
  input: CreateLabelInput;
}>;


export type CreateLabelMutation = { createLabel:
    | { __typename: 'CreateLabelPayload', label: { id: string, name: string, color: string | null, exclusive: boolean | null }, repository: { fullName: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CreateMilestoneMutationVariables = Exact<{
  input: CreateMilestoneInput;
}>;


export type CreateMilestoneMutation = { createMilestone:
    | { __typename: 'CreateMilestonePayload', milestone: { id: string, title: string, state: MilestoneState | null, dueOn: string | null } }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UpdateMilestoneMutationVariables = Exact<{
  input: UpdateMilestoneInput;
}>;


export type UpdateMilestoneMutation = { updateMilestone:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpdateMilestonePayload', milestone: { id: string, title: string, state: MilestoneState | null, closedAt: string | null }, repository: { fullName: string } | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type RepositoryHooksQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type RepositoryHooksQuery = { repository: { id: string, fullName: string, hooks: { totalCount: number | null, nodes: Array<{ id: string, databaseId: number | string, type: string, url: string | null, contentType: string | null, events: Array<string> | null, active: boolean | null, branchFilter: string | null }> } | null } | null };

export type CreateRepositoryHookMutationVariables = Exact<{
  input: CreateRepositoryHookInput;
}>;


export type CreateRepositoryHookMutation = { createRepositoryHook:
    | { __typename: 'CreateRepositoryHookPayload', clientMutationId: string | null, hook: { id: string, url: string | null, events: Array<string> | null, active: boolean | null }, repository: { id: string, fullName: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null, field: string | null }
   };

export type DeleteRepositoryHookMutationVariables = Exact<{
  input: DeleteRepositoryHookInput;
}>;


export type DeleteRepositoryHookMutation = { deleteRepositoryHook:
    | { __typename: 'DeleteRepositoryHookPayload', deletedHookId: string, repository: { id: string, fullName: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null }
   };

export type EnableLiveUpdatesMutationVariables = Exact<{
  input: EnableLiveUpdatesInput;
}>;


export type EnableLiveUpdatesMutation = { enableLiveUpdates:
    | { __typename: 'EnableLiveUpdatesPayload', created: boolean, hook: { id: string, url: string | null, events: Array<string> | null, active: boolean | null }, repository: { id: string, fullName: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'LiveUpdatesNotConfiguredError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
    | { __typename: 'ValidationError', message: string, upstreamStatus: number | null }
   };

export type DisableLiveUpdatesMutationVariables = Exact<{
  input: DisableLiveUpdatesInput;
}>;


export type DisableLiveUpdatesMutation = { disableLiveUpdates:
    | { __typename: 'DisableLiveUpdatesPayload', deletedHookId: string, repository: { id: string, fullName: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'LiveUpdatesNotConfiguredError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null, code: UpstreamErrorCode }
   };

export type RepositoryEventsSubscriptionVariables = Exact<{
  owner: string;
  name: string;
}>;


export type RepositoryEventsSubscription = { repositoryEvents:
    | { __typename: 'IssueChangedEvent', kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, issue: { id: string, number: number, title: string, state: IssueState | null } | null, changes: { titleFrom: string | null } | null, sender: { login: string } | null }
    | { __typename: 'IssueCommentChangedEvent', kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, sender: { login: string } | null }
    | { __typename: 'PullRequestChangedEvent', kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, pullRequest: { id: string, number: number, title: string, state: PullRequestState | null } | null, sender: { login: string } | null }
    | { __typename: 'PullRequestReviewedEvent', verdict: PullRequestReviewVerdict | null, reviewBody: string | null, kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, pullRequest: { id: string, number: number } | null, sender: { login: string } | null }
    | { __typename: 'PushEvent', ref: string, kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, commits: Array<{ sha: string, message: string | null }>, sender: { login: string } | null }
    | { __typename: 'RefCreatedEvent', kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, sender: { login: string } | null }
    | { __typename: 'RefDeletedEvent', kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, sender: { login: string } | null }
    | { __typename: 'ReleaseChangedEvent', kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, release: { databaseId: number | string, tagName: string, name: string } | null, sender: { login: string } | null }
    | { __typename: 'RepositoryChangedEvent', kind: RepositoryEventKind, eventType: string, action: string | null, receivedAt: string, sender: { login: string } | null }
   };

export type IssueEventsSubscriptionVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type IssueEventsSubscription = { issueEvents:
    | { __typename: 'IssueChangedEvent', action: string | null, issue: { id: string, title: string, state: IssueState | null, assignees: Array<{ login: string }> | null } | null, changes: { titleFrom: string | null, bodyFrom: string | null } | null }
    | { __typename: 'IssueCommentChangedEvent', action: string | null, comment: { databaseId: number | string, body: string | null, author: { login: string } | null } | null }
    | { __typename: 'PullRequestChangedEvent', action: string | null }
    | { __typename: 'PullRequestReviewedEvent', action: string | null }
    | { __typename: 'PushEvent', action: string | null }
    | { __typename: 'RefCreatedEvent', action: string | null }
    | { __typename: 'RefDeletedEvent', action: string | null }
    | { __typename: 'ReleaseChangedEvent', action: string | null }
    | { __typename: 'RepositoryChangedEvent', action: string | null }
   };

export type PullRequestEventsSubscriptionVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type PullRequestEventsSubscription = { pullRequestEvents:
    | { __typename: 'IssueChangedEvent', action: string | null }
    | { __typename: 'IssueCommentChangedEvent', action: string | null }
    | { __typename: 'PullRequestChangedEvent', action: string | null, pullRequest: { id: string, title: string, state: PullRequestState | null } | null }
    | { __typename: 'PullRequestReviewedEvent', verdict: PullRequestReviewVerdict | null, reviewBody: string | null, action: string | null, sender: { login: string } | null }
    | { __typename: 'PushEvent', action: string | null }
    | { __typename: 'RefCreatedEvent', action: string | null }
    | { __typename: 'RefDeletedEvent', action: string | null }
    | { __typename: 'ReleaseChangedEvent', action: string | null }
    | { __typename: 'RepositoryChangedEvent', action: string | null }
   };

type MutationError_ConflictError_Fragment = { __typename: 'ConflictError', message: string, upstreamStatus: number | null };

type MutationError_ForbiddenError_Fragment = { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null };

type MutationError_LiveUpdatesNotConfiguredError_Fragment = { __typename: 'LiveUpdatesNotConfiguredError', message: string, upstreamStatus: number | null };

type MutationError_NotFoundError_Fragment = { __typename: 'NotFoundError', message: string, upstreamStatus: number | null };

type MutationError_NotMergeableError_Fragment = { __typename: 'NotMergeableError', message: string, upstreamStatus: number | null };

type MutationError_RepoArchivedError_Fragment = { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null };

type MutationError_UnauthenticatedError_Fragment = { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null };

type MutationError_UpstreamError_Fragment = { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null };

type MutationError_ValidationError_Fragment = { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null };

export type MutationErrorFragment =
  | MutationError_ConflictError_Fragment
  | MutationError_ForbiddenError_Fragment
  | MutationError_LiveUpdatesNotConfiguredError_Fragment
  | MutationError_NotFoundError_Fragment
  | MutationError_NotMergeableError_Fragment
  | MutationError_RepoArchivedError_Fragment
  | MutationError_UnauthenticatedError_Fragment
  | MutationError_UpstreamError_Fragment
  | MutationError_ValidationError_Fragment
;

export type GenerateRepositoryMutationVariables = Exact<{
  input: GenerateRepositoryInput;
}>;


export type GenerateRepositoryMutation = { generateRepository:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'GenerateRepositoryPayload', clientMutationId: string | null, repository: { id: string, fullName: string, private: boolean, defaultBranch: string, owner: { login: string } | null } }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CreateOrganizationRepositoryMutationVariables = Exact<{
  input: CreateOrganizationRepositoryInput;
}>;


export type CreateOrganizationRepositoryMutation = { createOrganizationRepository:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'CreateOrganizationRepositoryPayload', clientMutationId: string | null, repository: { id: string, fullName: string, private: boolean, template: boolean, empty: boolean, defaultBranch: string, owner: { login: string } | null } }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type TransferRepositoryMutationVariables = Exact<{
  input: TransferRepositoryInput;
}>;


export type TransferRepositoryMutation = { transferRepository:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'TransferRepositoryPayload', clientMutationId: string | null, status: TransferStatus, repository: { fullName: string, owner: { login: string } | null }, repoTransfer: { doer: { login: string } | null, recipient: { login: string } | null, teams: Array<{ name: string }> | null } | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type ChangeFilesMutationVariables = Exact<{
  input: ChangeFilesInput;
}>;


export type ChangeFilesMutation = { changeFiles:
    | { __typename: 'ChangeFilesPayload', clientMutationId: string | null, commit: { sha: string, message: string | null, parents: Array<{ sha: string }> | null, author: { name: string | null, email: string | null, date: string | null } | null, committer: { name: string | null, email: string | null, date: string | null } | null }, files: Array<{ path: string, sha: string | null, size: number | string | null, text: string | null } | null>, verification: { verified: boolean | null, reason: string | null } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type DeleteFileMutationVariables = Exact<{
  input: DeleteFileInput;
}>;


export type DeleteFileMutation = { deleteFile:
    | { __typename: 'DeleteFilePayload', clientMutationId: string | null, commit: { sha: string, message: string | null, parents: Array<{ sha: string }> | null } }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type AddIssueDependencyMutationVariables = Exact<{
  input: AddIssueDependencyInput;
}>;


export type AddIssueDependencyMutation = { addIssueDependency:
    | { __typename: 'AddIssueDependencyPayload', clientMutationId: string | null, issue: { number: number, title: string }, dependency: { number: number, title: string, repository: { fullName: string } | null } | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type RemoveIssueAssigneesMutationVariables = Exact<{
  input: RemoveIssueAssigneesInput;
}>;


export type RemoveIssueAssigneesMutation = { removeIssueAssignees:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RemoveIssueAssigneesPayload', clientMutationId: string | null, issue: { number: number, assignees: Array<{ login: string }> | null } }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CreatePullReviewMutationVariables = Exact<{
  input: CreatePullReviewInput;
}>;


export type CreatePullReviewMutation = { createPullReview:
    | { __typename: 'CreatePullReviewPayload', clientMutationId: string | null, pullReview: { databaseId: number | string, state: PullReviewState | null, body: string | null, commitId: string | null, official: boolean | null, commentsCount: number | string | null, author: { login: string } | null }, pullRequest: { number: number, title: string } | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CreateUserHookMutationVariables = Exact<{
  input: CreateUserHookInput;
}>;


export type CreateUserHookMutation = { createUserHook:
    | { __typename: 'CreateUserHookPayload', clientMutationId: string | null, hook: { databaseId: number | string, type: string, url: string | null, contentType: string | null, events: Array<string> | null, active: boolean | null, branchFilter: string | null } }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type CreateReleaseMutationVariables = Exact<{
  input: CreateReleaseInput;
}>;


export type CreateReleaseMutation = { createRelease:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'CreateReleasePayload', clientMutationId: string | null, release: { databaseId: number | string, tagName: string, name: string, body: string, draft: boolean, prerelease: boolean, author: { login: string } | null } }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type DeletePackageMutationVariables = Exact<{
  input: DeletePackageInput;
}>;


export type DeletePackageMutation = { deletePackage:
    | { __typename: 'DeletePackagePayload', deletedPackageId: string }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', code: UpstreamErrorCode, message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, login: string, fullName: string, email: string, isAdmin: boolean } };

export type ActivityFeedQueryVariables = Exact<{
  login: string;
  first?: number | null | undefined;
  onlyPerformedBy?: boolean | null | undefined;
}>;


export type ActivityFeedQuery = { user: { login: string, activities: { totalCount: number | null, nodes: Array<{ opType: string, createdAt: string | null, actUser: { login: string } | null, repo: { fullName: string } | null }> } | null } | null };

export type UserPackagesQueryVariables = Exact<{
  login: string;
  first?: number | null | undefined;
  type?: PackageType | null | undefined;
}>;


export type UserPackagesQuery = { user: { packages: { totalCount: number | null, nodes: Array<{ name: string, version: string, type: PackageType | null, repository: { fullName: string } | null }> } | null } | null };

export type PackageFilesQueryVariables = Exact<{
  id: string | number;
}>;


export type PackageFilesQuery = { node:
    | { name: string, version: string, files: { nodes: Array<{ name: string, size: number | string | null, sha256: string }> } | null }
    | Record<PropertyKey, never>
   | null };

export type OrganizationOverviewQueryVariables = Exact<{
  organization: string;
}>;


export type OrganizationOverviewQuery = { organization: { id: string, name: string, fullName: string | null, visibility: Visibility | null, packages: { nodes: Array<{ name: string, version: string }> } | null } | null };

export type ProfileWithHeatmapQueryVariables = Exact<{
  login: string;
  organization: string;
  first?: number | null | undefined;
}>;


export type ProfileWithHeatmapQuery = { user: { login: string, fullName: string, heatmap: Array<{ at: string | null, contributions: number | null }> | null, watchedRepositories: { totalCount: number | null, nodes: Array<{ fullName: string, private: boolean }> } | null } | null, organization: { login: string, activities: { totalCount: number | null, nodes: Array<{ opType: string, createdAt: string | null, actUser: { login: string } | null, repo: { fullName: string } | null }> } | null } | null };

export type RepositoryActivityQueryVariables = Exact<{
  owner: string;
  name: string;
  first?: number | null | undefined;
  date?: string | null | undefined;
}>;


export type RepositoryActivityQuery = { repository: { fullName: string, activities: { totalCount: number | null, nodes: Array<{ opType: string, refName: string | null, createdAt: string | null, actUser: { login: string } | null }> } | null } | null };

export type PullRequestListQueryVariables = Exact<{
  owner: string;
  name: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  state?: PullRequestStateFilter | null | undefined;
}>;


export type PullRequestListQuery = { repository: { pullRequests: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ number: number, title: string, state: PullRequestState | null, draft: boolean | null, author: { login: string } | null, labels: Array<{ name: string }> | null, head: { ref: string } | null, base: { ref: string, repository: { fullName: string } | null } | null }> } | null } | null };

export type PullRequestDetailsQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type PullRequestDetailsQuery = { repository: { pullRequest: { id: string, number: number, title: string, body: string | null, state: PullRequestState | null, merged: boolean | null, mergeable: boolean | null, author: { login: string } | null, requestedReviewers: Array<{ login: string }> | null, head: { ref: string, sha: string | null } | null, base: { ref: string } | null } | null } | null };

export type RepositoryOverviewQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type RepositoryOverviewQuery = { repository: { id: string, fullName: string, description: string, private: boolean, archived: boolean, defaultBranch: string, starsCount: number | string | null, openIssuesCount: number | string | null, owner: { login: string, avatarUrl: string | null } | null, pullRequests: { totalCount: number | null, nodes: Array<{ number: number, title: string, author: { login: string } | null }> } | null, readme: { path: string, text: string | null } | null } | null };

export type IssueDetailsQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type IssueDetailsQuery = { repository: { issue: { id: string, number: number, title: string, state: IssueState | null, body: string | null, author: { login: string } | null, assignees: Array<{ login: string }> | null, labels: Array<{ name: string, color: string | null }> | null, milestone: { title: string, state: MilestoneState | null } | null } | null } | null };

export type RepositoryReleasesQueryVariables = Exact<{
  owner: string;
  name: string;
  first?: number | null | undefined;
}>;


export type RepositoryReleasesQuery = { repository: { releases: { totalCount: number | null, nodes: Array<{ tagName: string, name: string, draft: boolean, prerelease: boolean, author: { login: string } | null }> } | null } | null };

export type ScreenActionsQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenActionsQuery = { repository: { workflowRuns: { totalCount: number | null, nodes: Array<{ databaseId: number | string, displayTitle: string | null, workflowFile: string | null, event: string | null, headBranch: string | null, status: string | null, conclusion: string | null, startedAt: string | null, actor: { login: string } | null, jobs: { totalCount: number | null, nodes: Array<{ databaseId: number | string, name: string, status: string | null, conclusion: string | null }> } | null }> } | null } | null };

export type ScreenBranchesQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenBranchesQuery = { repository: { branches: { totalCount: number | null, nodes: Array<{ name: string, protected: boolean }> } | null } | null };

export type ScreenCommitQueryVariables = Exact<{
  owner: string;
  name: string;
  sha: string;
}>;


export type ScreenCommitQuery = { repository: { commit: { sha: string, message: string | null, authoredDate: string | null, additions: number | null, deletions: number | null, files: Array<{ path: string, status: CommitFileStatus | null }> | null } | null } | null };

export type ScreenCommitsQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenCommitsQuery = { repository: { commits: { totalCount: number | null, nodes: Array<{ sha: string, abbreviatedSha: string, messageHeadline: string | null, authoredDate: string | null }> } | null } | null };

export type ScreenCompareQueryVariables = Exact<{
  owner: string;
  name: string;
  base: string;
  head: string;
}>;


export type ScreenCompareQuery = { repository: { compare: { totalCommits: number | string | null, commits: { nodes: Array<{ sha: string, messageHeadline: string | null }> } | null, files: Array<{ path: string, status: CommitFileStatus | null }> | null } | null } | null };

export type ScreenDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type ScreenDashboardQuery = { viewer: { unreadNotificationsCount: number | null, notifications: { totalCount: number | null, nodes: Array<{ id: string, subject: { title: string | null, type: NotificationSubjectType | null } | null }> } | null }, searchIssues: { nodes: Array<{ id: string, number: number, title: string, repository: { name: string, fullName: string, owner: { login: string } | null } | null }> } | null };

export type ScreenFileViewQueryVariables = Exact<{
  owner: string;
  name: string;
  path: string;
}>;


export type ScreenFileViewQuery = { repository: { file: { name: string, path: string, size: number | string | null, sha: string | null, text: string | null, lastCommitSha: string | null, lastCommitMessage: string | null } | null } | null };

export type ScreenIssueListQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenIssueListQuery = { repository: { issues: { totalCount: number | null, nodes: Array<{ id: string, number: number, title: string, state: IssueState | null, commentCount: number | string | null, author: { login: string } | null, labels: Array<{ name: string, color: string | null }> | null }> } | null } | null };

export type ScreenIssueViewQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type ScreenIssueViewQuery = { repository: { issue: { id: string, number: number, title: string, body: string | null, state: IssueState | null, author: { login: string } | null, labels: Array<{ name: string }> | null, assignees: Array<{ login: string }> | null, milestone: { title: string } | null, timeline: { nodes: Array<{ type: string, body: string, createdAt: string | null }> } | null } | null } | null };

export type ScreenMilestoneQueryVariables = Exact<{
  owner: string;
  name: string;
  title: string;
}>;


export type ScreenMilestoneQuery = { repository: { milestone: { id: string, title: string, description: string | null, openIssues: number | string | null, closedIssues: number | string | null, dueOn: string | null, issues: { nodes: Array<{ number: number, title: string }> } | null } | null } | null };

export type ScreenNewIssueFormQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenNewIssueFormQuery = { repository: { labels: { nodes: Array<{ id: string, name: string, color: string | null }> } | null, milestones: { nodes: Array<{ id: string, title: string }> } | null, assignableUsers: { nodes: Array<{ login: string }> } | null } | null };

export type ScreenNotificationReadMutationVariables = Exact<{
  input: MarkNotificationThreadReadInput;
}>;


export type ScreenNotificationReadMutation = { markNotificationThreadRead:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'MarkNotificationThreadReadPayload', thread: { id: string, unread: boolean, updatedAt: string | null }, viewer: { unreadNotificationsCount: number | null } }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type ScreenNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScreenNotificationsQuery = { viewer: { notifications: { totalCount: number | null, nodes: Array<{ id: string, unread: boolean, pinned: boolean, subject: { title: string | null, type: NotificationSubjectType | null } | null, repository: { fullName: string } | null }> } | null } };

export type ScreenOrganizationQueryVariables = Exact<{
  org: string;
}>;


export type ScreenOrganizationQuery = { organization: { id: string, login: string, fullName: string | null, description: string | null, repositories: { nodes: Array<{ id: string, name: string, description: string }> } | null } | null };

export type ScreenProfileQueryVariables = Exact<{
  login: string;
}>;


export type ScreenProfileQuery = { user: { id: string, login: string, fullName: string, avatarUrl: string | null, followersCount: number | string | null, followingCount: number | string | null, repositories: { nodes: Array<{ id: string, name: string, description: string, starsCount: number | string | null }> } | null } | null };

export type ScreenPullRequestFilesQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type ScreenPullRequestFilesQuery = { repository: { pullRequest: { files: { totalCount: number | null, nodes: Array<{ filename: string, status: string, additions: number | null, deletions: number | null }> } | null } | null } | null };

export type ScreenPullRequestListQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenPullRequestListQuery = { repository: { pullRequests: { totalCount: number | null, nodes: Array<{ id: string, number: number, title: string, draft: boolean | null, author: { login: string } | null, head: { ref: string } | null }> } | null } | null };

export type ScreenPullRequestQueryVariables = Exact<{
  owner: string;
  name: string;
  number: number;
}>;


export type ScreenPullRequestQuery = { repository: { pullRequest: { id: string, number: number, title: string, body: string | null, state: PullRequestState | null, merged: boolean | null, author: { login: string } | null, base: { ref: string } | null, head: { ref: string } | null, reviews: { nodes: Array<{ id: string, state: PullReviewState | null, body: string | null, commentsCount: number | string | null, comments: { nodes: Array<{ body: string, path: string }> } | null }> } | null, timeline: { nodes: Array<{ type: string, body: string }> } | null } | null } | null };

export type ScreenReleasesQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenReleasesQuery = { repository: { releases: { totalCount: number | null, nodes: Array<{ id: string, tagName: string, name: string, draft: boolean, prerelease: boolean, publishedAt: string | null, author: { login: string } | null }> } | null } | null };

export type ScreenRepositoryHomeQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenRepositoryHomeQuery = { repository: { id: string, fullName: string, description: string, defaultBranch: string, starsCount: number | string | null, forksCount: number | string | null, watchersCount: number | string | null, openIssuesCount: number | string | null, openPrCounter: number | string | null, topics: Array<string> | null, contents: { entries: Array<{ name: string, path: string, type: ContentType | null, lastCommitMessage: string | null }> | null } | null, latestRelease: { id: string, tagName: string, name: string } | null } | null };

export type ScreenRepositorySettingsQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenRepositorySettingsQuery = { repository: { name: string, description: string, website: string, private: boolean, template: boolean, defaultBranch: string, hasIssues: boolean, hasWiki: boolean, hasPullRequests: boolean, topics: Array<string> | null, collaborators: { totalCount: number | null, edges: Array<{ permission: AccessMode | null, node: { login: string, fullName: string, avatarUrl: string | null } }> } | null } | null };

export type ScreenSearchQueryVariables = Exact<{
  query: string;
}>;


export type ScreenSearchQuery = { searchRepositories: { totalCount: number | null, nodes: Array<{ id: string, fullName: string, description: string, starsCount: number | string | null }> } | null };

export type ScreenTagsQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type ScreenTagsQuery = { repository: { tags: { totalCount: number | null, nodes: Array<{ name: string, sha: string | null, taggedAt: string | null, annotated: boolean | null, target: { abbreviatedSha: string, createdAt: string | null } | null }> } | null } | null };

export type ScreenWikiPageQueryVariables = Exact<{
  owner: string;
  name: string;
  page: string;
}>;


export type ScreenWikiPageQuery = { repository: { wikiPage: { name: string, title: string | null, text: string | null, sidebar: string | null, footer: string | null, commitCount: number | null, lastCommit: { sha: string, message: string | null, author: { name: string | null, date: string | null } | null } | null, revisions: { totalCount: number | null, nodes: Array<{ sha: string, message: string | null, author: { name: string | null, date: string | null } | null }> } }, wikiPages: { nodes: Array<{ name: string, title: string | null }> } | null } | null };

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQuery = { viewer: { login: string, settings: { fullName: string | null, theme: string | null, diffViewStyle: string | null, hideEmail: boolean | null } | null, emails: { nodes: Array<{ email: string, primary: boolean, verified: boolean }> } | null, publicKeys: { totalCount: number | null, nodes: Array<{ id: string, title: string | null, fingerprint: string | null, createdAt: string | null }> } | null, blockedUsers: { totalCount: number | null, nodes: Array<{ login: string }> } | null } };

export type OrganizationAdminQueryVariables = Exact<{
  org: string;
  login: string;
}>;


export type OrganizationAdminQuery = { organization: { name: string, hasMember: boolean | null, hasPublicMember: boolean | null, permissionsOf: { canRead: boolean, canWrite: boolean, isAdmin: boolean, isOwner: boolean, canCreateRepository: boolean } | null, searchTeams: { totalCount: number | null, nodes: Array<{ id: string, name: string, permission: AccessMode | null, hasMember: boolean | null }> } | null, blockedUsers: { nodes: Array<{ login: string }> } | null } | null };

type SettingsWriteError_ConflictError_Fragment = { message: string };

type SettingsWriteError_ForbiddenError_Fragment = { message: string };

type SettingsWriteError_LiveUpdatesNotConfiguredError_Fragment = { message: string };

type SettingsWriteError_NotFoundError_Fragment = { message: string };

type SettingsWriteError_NotMergeableError_Fragment = { message: string };

type SettingsWriteError_RepoArchivedError_Fragment = { message: string };

type SettingsWriteError_UnauthenticatedError_Fragment = { message: string };

type SettingsWriteError_UpstreamError_Fragment = { message: string };

type SettingsWriteError_ValidationError_Fragment = { message: string };

export type SettingsWriteErrorFragment =
  | SettingsWriteError_ConflictError_Fragment
  | SettingsWriteError_ForbiddenError_Fragment
  | SettingsWriteError_LiveUpdatesNotConfiguredError_Fragment
  | SettingsWriteError_NotFoundError_Fragment
  | SettingsWriteError_NotMergeableError_Fragment
  | SettingsWriteError_RepoArchivedError_Fragment
  | SettingsWriteError_UnauthenticatedError_Fragment
  | SettingsWriteError_UpstreamError_Fragment
  | SettingsWriteError_ValidationError_Fragment
;

export type AddPublicKeyMutationVariables = Exact<{
  input: AddPublicKeyInput;
}>;


export type AddPublicKeyMutation = { addPublicKey:
    | { __typename: 'AddPublicKeyPayload', publicKey: { id: string, title: string | null, fingerprint: string | null }, viewer: { publicKeys: { totalCount: number | null } | null } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type CreateTeamMutationVariables = Exact<{
  input: CreateTeamInput;
}>;


export type CreateTeamMutation = { createTeam:
    | { __typename: 'CreateTeamPayload', team: { id: string, name: string, permission: AccessMode | null, units: Array<string> | null, organization: { name: string } | null } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RepositoryAccessQueryVariables = Exact<{
  owner: string;
  name: string;
}>;


export type RepositoryAccessQuery = { repository: { fullName: string, teams: { totalCount: number | null, nodes: Array<{ name: string, permission: AccessMode | null }> } | null, actionsSettings: { secrets: { totalCount: number | null, nodes: Array<{ name: string | null, createdAt: string | null }> } | null, variables: { totalCount: number | null, nodes: Array<{ name: string | null, data: string | null }> } | null } | null } | null };

export type UploadIssueAttachmentMutationVariables = Exact<{
  owner: string;
  repo: string;
  number: number;
  file: Blob;
  name?: string | null | undefined;
}>;


export type UploadIssueAttachmentMutation = { uploadIssueAttachment:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RepoArchivedError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UploadIssueAttachmentPayload', attachment: { id: string, name: string, size: number | string | null, browserDownloadUrl: string | null } }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RenameAttachmentMutationVariables = Exact<{
  input: RenameAttachmentInput;
}>;


export type RenameAttachmentMutation = { renameAttachment:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RenameAttachmentPayload', attachment: { id: string, name: string } }
    | { __typename: 'RepoArchivedError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type DeleteAttachmentMutationVariables = Exact<{
  input: DeleteAttachmentInput;
}>;


export type DeleteAttachmentMutation = { deleteAttachment:
    | { __typename: 'DeleteAttachmentPayload', deletedId: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RepoArchivedError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type UploadCommentAttachmentMutationVariables = Exact<{
  id: string | number;
  file: Blob;
  name?: string | null | undefined;
}>;


export type UploadCommentAttachmentMutation = { uploadCommentAttachment:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RepoArchivedError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UploadCommentAttachmentPayload', attachment: { id: string, name: string, size: number | string | null }, comment: { attachments: Array<{ name: string }> | null } | null }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type UploadReleaseAssetMutationVariables = Exact<{
  releaseId: string | number;
  file: Blob;
  name?: string | null | undefined;
}>;


export type UploadReleaseAssetMutation = { uploadReleaseAsset:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UploadReleaseAssetPayload', attachment: { id: string, name: string, size: number | string | null, browserDownloadUrl: string | null }, release: { tagName: string, assets: Array<{ name: string }> | null } | null }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type UpdateRepositoryAvatarMutationVariables = Exact<{
  owner: string;
  repo: string;
  image: Blob;
}>;


export type UpdateRepositoryAvatarMutation = { updateRepositoryAvatar:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'UnauthenticatedError', message: string }
    | { __typename: 'UpdateRepositoryAvatarPayload', repository: { fullName: string, avatarUrl: string | null } | null }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type WikiRevisionsQueryVariables = Exact<{
  owner: string;
  name: string;
  page?: string | null | undefined;
}>;


export type WikiRevisionsQuery = { repository: { wikiPage: { name: string, revisions: { totalCount: number | null, nodes: Array<{ sha: string, message: string | null, author: { name: string | null, date: string | null } | null }> } } } | null };

export type TrackedTimesQueryVariables = Exact<{
  owner: string;
  name: string;
  user: string;
}>;


export type TrackedTimesQuery = { repository: { trackedTimes: Array<{ time: number | string, createdAt: string | null, user: { login: string } | null, issue: { number: number, title: string } | null }> | null } | null };

export type WikiPageQueryVariables = Exact<{
  owner: string;
  name: string;
  page?: string | null | undefined;
}>;


export type WikiPageQuery = { repository: { wikiPages: { totalCount: number | null, nodes: Array<{ name: string, title: string | null }> } | null, wikiPage: { id: string, name: string, title: string | null, htmlUrl: string | null, bodyHTML: string | null, sidebar: string | null, footer: string | null, commitCount: number | null, lastCommit: { sha: string, message: string | null, author: { name: string | null, date: string | null } | null } | null, revisions: { totalCount: number | null, nodes: Array<{ sha: string, message: string | null }> } } } | null };

type WikiWriteError_ConflictError_Fragment = { __typename: 'ConflictError', message: string, upstreamStatus: number | null };

type WikiWriteError_ForbiddenError_Fragment = { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null };

type WikiWriteError_LiveUpdatesNotConfiguredError_Fragment = { __typename: 'LiveUpdatesNotConfiguredError', message: string, upstreamStatus: number | null };

type WikiWriteError_NotFoundError_Fragment = { __typename: 'NotFoundError', message: string, upstreamStatus: number | null };

type WikiWriteError_NotMergeableError_Fragment = { __typename: 'NotMergeableError', message: string, upstreamStatus: number | null };

type WikiWriteError_RepoArchivedError_Fragment = { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null };

type WikiWriteError_UnauthenticatedError_Fragment = { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null };

type WikiWriteError_UpstreamError_Fragment = { __typename: 'UpstreamError', message: string, upstreamStatus: number | null };

type WikiWriteError_ValidationError_Fragment = { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null };

export type WikiWriteErrorFragment =
  | WikiWriteError_ConflictError_Fragment
  | WikiWriteError_ForbiddenError_Fragment
  | WikiWriteError_LiveUpdatesNotConfiguredError_Fragment
  | WikiWriteError_NotFoundError_Fragment
  | WikiWriteError_NotMergeableError_Fragment
  | WikiWriteError_RepoArchivedError_Fragment
  | WikiWriteError_UnauthenticatedError_Fragment
  | WikiWriteError_UpstreamError_Fragment
  | WikiWriteError_ValidationError_Fragment
;

export type CreateWikiPageMutationVariables = Exact<{
  input: CreateWikiPageInput;
}>;


export type CreateWikiPageMutation = { createWikiPage:
    | { __typename: 'ConflictError', message: string, upstreamStatus: number | null }
    | { __typename: 'CreateWikiPagePayload', clientMutationId: string | null, wikiPage: { id: string, name: string, title: string | null, text: string | null, commitCount: number | null } }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type UpdateWikiPageMutationVariables = Exact<{
  input: UpdateWikiPageInput;
}>;


export type UpdateWikiPageMutation = { updateWikiPage:
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpdateWikiPagePayload', wikiPage: { name: string, title: string | null, text: string | null, commitCount: number | null, lastCommit: { message: string | null } | null } }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type DeleteWikiPageMutationVariables = Exact<{
  input: DeleteWikiPageInput;
}>;


export type DeleteWikiPageMutation = { deleteWikiPage:
    | { __typename: 'DeleteWikiPagePayload', deletedPageName: string, repository: { fullName: string } | null }
    | { __typename: 'ForbiddenError', message: string, upstreamStatus: number | null }
    | { __typename: 'NotFoundError', message: string, upstreamStatus: number | null }
    | { __typename: 'RepoArchivedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UnauthenticatedError', message: string, upstreamStatus: number | null }
    | { __typename: 'UpstreamError', message: string, upstreamStatus: number | null }
    | { __typename: 'ValidationError', field: string | null, message: string, upstreamStatus: number | null }
   };

export type WorkflowJobsQueryVariables = Exact<{
  first?: number | null | undefined;
  status?: Array<WorkflowJobStatusFilter> | WorkflowJobStatusFilter | null | undefined;
}>;


export type WorkflowJobsQuery = { workflowJobs: { totalCount: number | null, nodes: Array<{ name: string, status: string | null, conclusion: string | null, headBranch: string | null, steps: Array<{ number: number | string, name: string, conclusion: string | null }> | null }> } | null };

export const PeopleMutationErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<PeopleMutationErrorFragment, unknown>;
export const ReleaseSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"prerelease"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<ReleaseSummaryFragment, unknown>;
export const RefWriteErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<RefWriteErrorFragment, unknown>;
export const MutationErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<MutationErrorFragment, unknown>;
export const SettingsWriteErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SettingsWriteErrorFragment, unknown>;
export const WikiWriteErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WikiWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]} as unknown as DocumentNode<WikiWriteErrorFragment, unknown>;
export const ActionsRunsDocument = {"__meta__":{"hash":"52417dcb46d541ae20ebfb6739826beac0bd7a9708e93cb6de2561e5caaf6d34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workflowRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"branch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"runNumber"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workflowFile"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"headBranch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"triggerActor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActionsRunsQuery, ActionsRunsQueryVariables>;
export const ActionsRunDocument = {"__meta__":{"hash":"50f76f7f0c9716711301ed7aa8519aaebe2ac099e883cbdb5e2fe2860e89cec8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"run"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"run"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runNumber"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"headSha"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActionsRunQuery, ActionsRunQueryVariables>;
export const ViewerNetworkDocument = {"__meta__":{"hash":"6fc2e9c33cd07cc714c38721bad8601627421ee3877e32cb68a4a428de85f41a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"followersCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsFollowing"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"following"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"private"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerNetworkQuery, ViewerNetworkQueryVariables>;
export const UserProfileDocument = {"__meta__":{"hash":"ff15a9d436c7564cd025cf6cccd3beb94f2d9308fe6a03fb00fada83cd8e19c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"followersCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"repositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserProfileQuery, UserProfileQueryVariables>;
export const OrganizationPeopleDocument = {"__meta__":{"hash":"07d5c26735486ae5a19aaeb0c699b90c8dfbd4f87419ce7b8374a013e9ccc3ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organization"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organization"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationPeopleQuery, OrganizationPeopleQueryVariables>;
export const SearchRepositoriesDocument = {"__meta__":{"hash":"da1190554caad770a3ea83827fdbdec12f50fbc844af2da822003f5d3122498d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchRepositories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RepositorySearchSort"}},"defaultValue":{"kind":"EnumValue","value":"UPDATED"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}},"defaultValue":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchRepositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchRepositoriesQuery, SearchRepositoriesQueryVariables>;
export const SearchUsersDocument = {"__meta__":{"hash":"7dacfb0ea64eccd6fc6bde68f1905b2a8e5b3908f1abecc6214399ea1a77b779"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<SearchUsersQuery, SearchUsersQueryVariables>;
export const NotificationsDocument = {"__meta__":{"hash":"fc559a03c74b0b513923f0e0bdc3866ddb89f57fe133b6585ef673e33362d9a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationsCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"htmlUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const FollowUserDocument = {"__meta__":{"hash":"28d20284cfbe9d2e661883f3883090aac38e96913f6d80e3f6c200f86d12740d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"followersCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleMutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<FollowUserMutation, FollowUserMutationVariables>;
export const UnfollowUserDocument = {"__meta__":{"hash":"8dac9a84761c56dda583fd515c5b2414c553199be0bd8f4cc281f308696ec81f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfollowUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnfollowUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnfollowUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"followersCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleMutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UnfollowUserMutation, UnfollowUserMutationVariables>;
export const MarkNotificationsReadDocument = {"__meta__":{"hash":"98b17f029a06cc2084a9e64336c0658116c2f58d9f36a69d0b85209aae027c73"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationsReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationsReadPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"threads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleMutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkNotificationThreadReadDocument = {"__meta__":{"hash":"296f39ac657cb7714f4bc7612254bde9293a57eb90e56f95d67ca56cd5a446d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationThreadRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationThreadReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationThreadRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationThreadReadPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationsCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleMutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationThreadReadMutation, MarkNotificationThreadReadMutationVariables>;
export const PullRequestReviewsDocument = {"__meta__":{"hash":"cdf574d0df11a7c8f650bc29ed1fdeec262d874e99cc9d27b8d9f84e49819e22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PullRequestReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"requestedReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"official"}},{"kind":"Field","name":{"kind":"Name","value":"dismissed"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"originalPosition"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PullRequestReviewsQuery, PullRequestReviewsQueryVariables>;
export const PullRequestChangesDocument = {"__meta__":{"hash":"9062efd7cf2ecac016b81c2de80eec99fb91f643a6972cfbc7dc696f44ff44ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PullRequestChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"authorUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"targetUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PullRequestChangesQuery, PullRequestChangesQueryVariables>;
export const PullRequestChecksDocument = {"__meta__":{"hash":"d0cca5220145eb7df75348221851da4faa90b4257362e18c71ed902e02272430"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PullRequestChecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"OPEN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PullRequestChecksQuery, PullRequestChecksQueryVariables>;
export const CreatePullRequestDocument = {"__meta__":{"hash":"da2c056971eadba7e2ebc7fb45c33b9f8242a5d9fb264435033e6ab031a319fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePullRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePullRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePullRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"changedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}}]}},{"kind":"Field","name":{"kind":"Name","value":"base"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreatePullRequestMutation, CreatePullRequestMutationVariables>;
export const UpdatePullRequestDocument = {"__meta__":{"hash":"43e27c0cdbb10f15d23dab448b889d30709c96f6c075040b308e82f581150bea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePullRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePullRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePullRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UpdatePullRequestMutation, UpdatePullRequestMutationVariables>;
export const RequestReviewersDocument = {"__meta__":{"hash":"7e0ea731cb1ff5576348834039852b4868348cfef13fddbd46527cef04b66de7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestReviewers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestReviewersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestReviewers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestReviewersPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<RequestReviewersMutation, RequestReviewersMutationVariables>;
export const SubmitPullReviewDocument = {"__meta__":{"hash":"384025d569a0f27b50fd52e7c805b7d5242042f8644138ab82d2ca8ebab1ca45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPullReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitPullReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPullReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitPullReviewPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<SubmitPullReviewMutation, SubmitPullReviewMutationVariables>;
export const DismissPullReviewDocument = {"__meta__":{"hash":"821f80a7c2c77b997a7f7d969c1eb59e778e871af6b023dc526658e78269d185"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissPullReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DismissPullReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissPullReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DismissPullReviewPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dismissed"}},{"kind":"Field","name":{"kind":"Name","value":"official"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<DismissPullReviewMutation, DismissPullReviewMutationVariables>;
export const CreateCommitStatusDocument = {"__meta__":{"hash":"f3ea9e8bfe7df816c45519776827bcd059e91966478942b9c51fc4845114b3ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCommitStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommitStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCommitStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommitStatusPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"targetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateCommitStatusMutation, CreateCommitStatusMutationVariables>;
export const MergePullRequestDocument = {"__meta__":{"hash":"65ede17431c63da7b3d864cd010944db8ac82f086f59bff5e27a1d1128658256"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergePullRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergePullRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergePullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergePullRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"merged"}},{"kind":"Field","name":{"kind":"Name","value":"mergedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mergeCommitSha"}},{"kind":"Field","name":{"kind":"Name","value":"mergedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<MergePullRequestMutation, MergePullRequestMutationVariables>;
export const RepositorySocialDocument = {"__meta__":{"hash":"0f31a6e53689090a4b3f10629408f07b5f21b65ba2bb27dcc030b5507c6ec760"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositorySocial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"starsCount"}},{"kind":"Field","name":{"kind":"Name","value":"watchersCount"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasStarred"}},{"kind":"Field","name":{"kind":"Name","value":"viewerSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"stargazers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositorySocialQuery, RepositorySocialQueryVariables>;
export const RepositoryPeopleDocument = {"__meta__":{"hash":"17a4f19fca2c73552231c008276de42d6f009b67b5ee7b2f4577d30c7e0a2844"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collaborators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryPeopleQuery, RepositoryPeopleQueryVariables>;
export const RepositoryLatestReleaseDocument = {"__meta__":{"hash":"e8ba70727aca9642d6b7613e4a0d81d554c918be0118555fb1f657b284605869"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryLatestRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"latestRelease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tagName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"prerelease"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<RepositoryLatestReleaseQuery, RepositoryLatestReleaseQueryVariables>;
export const StarredRepositoriesDocument = {"__meta__":{"hash":"6e377b6431db6e614e0e36a79cc02e2a4d64643df70a484086b4cd889cf850ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StarredRepositories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"starredRepositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"starsCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StarredRepositoriesQuery, StarredRepositoriesQueryVariables>;
export const CreateRepositoryDocument = {"__meta__":{"hash":"f6695e418f3780eac3fe44b34ee0f64b2896329bfccf94f315ac2dfef017d775"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranch"}},{"kind":"Field","name":{"kind":"Name","value":"watchersCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateRepositoryMutation, CreateRepositoryMutationVariables>;
export const UpdateRepositoryDocument = {"__meta__":{"hash":"633d86f8054a3cba1a9fd86b22647e04799efa03c353279770032eb802b3ed49"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"hasWiki"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UpdateRepositoryMutation, UpdateRepositoryMutationVariables>;
export const DeleteRepositoryDocument = {"__meta__":{"hash":"6020ad3c45bed1cf9a559253b06109ed4bf6608f1be737b48cd9c0b0fe24bad0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"deletedRepositoryId"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<DeleteRepositoryMutation, DeleteRepositoryMutationVariables>;
export const StarRepositoryDocument = {"__meta__":{"hash":"94bba45c1792a49fc6e3f8c01f9c7ff2c4a56fa25de3a79290a6b116edb61d91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StarRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StarRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StarRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"starsCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasStarred"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"starredReposCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<StarRepositoryMutation, StarRepositoryMutationVariables>;
export const UnstarRepositoryDocument = {"__meta__":{"hash":"2883718c69c03163e5d1dd7684b911b3b5128f1c838e1d1140ac99115b0593e9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnstarRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnstarRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unstarRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnstarRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"starsCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasStarred"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"starredReposCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UnstarRepositoryMutation, UnstarRepositoryMutationVariables>;
export const WatchRepositoryDocument = {"__meta__":{"hash":"a5d9ffb07294249ba93a83414ec9917410c46c1b11f729463a970c62b07da783"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"watchersCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerSubscription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<WatchRepositoryMutation, WatchRepositoryMutationVariables>;
export const UnwatchRepositoryDocument = {"__meta__":{"hash":"083614b7f59e8fbb944692021acba855f72cd142a5a1e54cd361f69a02f48412"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnwatchRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnwatchRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unwatchRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnwatchRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"watchersCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerSubscription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UnwatchRepositoryMutation, UnwatchRepositoryMutationVariables>;
export const UpdateRepositoryTopicsDocument = {"__meta__":{"hash":"ad1cfd283fdaf14aed41d310008e6903f486447e56373c205c8300c5aee1f50a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRepositoryTopics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRepositoryTopicsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRepositoryTopics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRepositoryTopicsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UpdateRepositoryTopicsMutation, UpdateRepositoryTopicsMutationVariables>;
export const UpdateReleaseDocument = {"__meta__":{"hash":"c99a6ea67b34a14baa67650be6780b979d846e68848aecf2b8e8f6d1cbef62ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReleaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReleasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseSummary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"releaseCounter"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"prerelease"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UpdateReleaseMutation, UpdateReleaseMutationVariables>;
export const DeleteReleaseDocument = {"__meta__":{"hash":"2758ae24ee8695d5f0fa8aa32daca3b48831a753583672607676ff9955c07cdd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteReleaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteReleasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"deletedReleaseId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"releaseCounter"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<DeleteReleaseMutation, DeleteReleaseMutationVariables>;
export const IssueConversationDocument = {"__meta__":{"hash":"f17ddd9c49bb5075f7c21d22b04749c2422e84b26d7bfa2d05693bf5b3bbcc65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"browserDownloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueConversationQuery, IssueConversationQueryVariables>;
export const IssueTimelineDocument = {"__meta__":{"hash":"1ef71c253ef783f90956e64576212275df9843bfc3847c95317ac3249e9f2328"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removedAssignee"}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dependentIssue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackedTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueTimelineQuery, IssueTimelineQueryVariables>;
export const IssueDependenciesDocument = {"__meta__":{"hash":"4eb9b6b04e90573c5c74e06ce21a57887a180962800cc1e44bd74b939cf7ec59"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueDependencies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dependencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueDependenciesQuery, IssueDependenciesQueryVariables>;
export const IssueTrackedTimesDocument = {"__meta__":{"hash":"9667fd6bb0232a5eff640e6d0ae500e4ace59203d92acad7e593e75d321edf53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueTrackedTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trackedTimes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueTrackedTimesQuery, IssueTrackedTimesQueryVariables>;
export const PullRequestConversationDocument = {"__meta__":{"hash":"486eef2f5e6a1abcc38d72229c0c6494a996c7eb6d86850c879e82f197279bf8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PullRequestConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PullRequestConversationQuery, PullRequestConversationQueryVariables>;
export const AddCommentDocument = {"__meta__":{"hash":"09f821da708635db9a593ede1f48c92f7e4b68959b4728073046e1ba949fc80d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const UpdateCommentDocument = {"__meta__":{"hash":"55cb300f67b87d3772b988d95a06d6569e96bcc1802e94b8ebeba2a709ffdeff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCommentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCommentMutation, UpdateCommentMutationVariables>;
export const DeleteCommentDocument = {"__meta__":{"hash":"10518f82ccfb806080a86ead7f9844664f1fb1faed11a850d25c3dd22309a098"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCommentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"deletedCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const AddReactionDocument = {"__meta__":{"hash":"18b303209ea37bce4cf5dc5966eeef8880950e40b1b283e3b13c63b8983ed188"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddReactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddReactionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"reaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PullRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AddReactionMutation, AddReactionMutationVariables>;
export const RemoveReactionDocument = {"__meta__":{"hash":"8ba135a02ec8ebcbd6b88c44c7554fe5b8774ebabfacf457d59763cc8a9bea2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveReactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveReactionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PullRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveReactionMutation, RemoveReactionMutationVariables>;
export const AddTrackedTimeDocument = {"__meta__":{"hash":"ce9f5dee090e383d54ffab26e0d650974958237607df9fd1c4c60e64952f2723"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTrackedTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTrackedTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTrackedTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddTrackedTimePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"trackedTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AddTrackedTimeMutation, AddTrackedTimeMutationVariables>;
export const RepositoryHomeDeferredDocument = {"__meta__":{"hash":"7e142d1c618b0a52f6657927c5402cc785d67afeccc3007e043b759a5c7f4af3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryHomeDeferred"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"StringValue","value":"pulls","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"OPEN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryHomeDeferredQuery, RepositoryHomeDeferredQueryVariables>;
export const PullRequestFilesTabDocument = {"__meta__":{"hash":"e3e75b2c200d0f8440ccb153575c5591ee84ed36b4d2445add20303116851ca0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PullRequestFilesTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"changedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"truncated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"previousFilename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"isBinary"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"hunks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oldStart"}},{"kind":"Field","name":{"kind":"Name","value":"oldLines"}},{"kind":"Field","name":{"kind":"Name","value":"newStart"}},{"kind":"Field","name":{"kind":"Name","value":"newLines"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"oldLineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newLineNumber"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PullRequestFilesTabQuery, PullRequestFilesTabQueryVariables>;
export const CommitViewDocument = {"__meta__":{"hash":"195b1b921309a4c9f90fa0a457623c672398c87bcd00c5e3546554cbfee07b1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommitView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"authoredDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"truncated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"isBinary"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"patch"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommitViewQuery, CommitViewQueryVariables>;
export const BranchesAheadBehindDocument = {"__meta__":{"hash":"ccb81dc085f54088431bfef3894b17874fb43f0f8d11ddcce4a227df5815c1ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchesAheadBehind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"defaultBranch"},"name":{"kind":"Name","value":"defaultBranchRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"aheadBy"}},{"kind":"Field","name":{"kind":"Name","value":"behindBy"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageHeadline"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BranchesAheadBehindQuery, BranchesAheadBehindQueryVariables>;
export const RepositoryFilesDocument = {"__meta__":{"hash":"7a11e4d9f79265b7e45324b54317322dc96ef5253667e275bf7dccb55ce51113"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paths"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paths"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paths"}}},{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryFilesQuery, RepositoryFilesQueryVariables>;
export const DirectoryListingDocument = {"__meta__":{"hash":"a23b4d6c1ad281274fb2b81ff12bc7b261d097466c26736e7384d92e8774b611"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}},"defaultValue":{"kind":"StringValue","value":"","block":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDirectory"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommitSha"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommitMessage"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DirectoryListingQuery, DirectoryListingQueryVariables>;
export const ReleaseListDocument = {"__meta__":{"hash":"e814fdab78717ad42e5141befdf2f62b77d3de986c8f5b0fe65f7daf319ba0eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"releases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseListQuery, ReleaseListQueryVariables>;
export const PublishReleaseDocument = {"__meta__":{"hash":"4f3bba4f03e57408ff0edab353acd9ad6b58061b9f3aee65124474a021cc3743"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReleaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReleasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"releases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}}]}}]}}]} as unknown as DocumentNode<PublishReleaseMutation, PublishReleaseMutationVariables>;
export const RepositoryBranchesDocument = {"__meta__":{"hash":"a87b64ff856569c7f3322dc765babfbd9f7926fbaaf04552b7945b3e93ea10e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryBranches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranchRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abbreviatedSha"}},{"kind":"Field","name":{"kind":"Name","value":"messageHeadline"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"protected"}},{"kind":"Field","name":{"kind":"Name","value":"userCanPush"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveBranchProtectionName"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviatedSha"}},{"kind":"Field","name":{"kind":"Name","value":"messageHeadline"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryBranchesQuery, RepositoryBranchesQueryVariables>;
export const CommitHistoryDocument = {"__meta__":{"hash":"db1acda87444cce56be972af7369dddcaae8f89bc98fab6091bb300ff77c4ccf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommitHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"messageHeadline"}},{"kind":"Field","name":{"kind":"Name","value":"authoredDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommitHistoryQuery, CommitHistoryQueryVariables>;
export const CommitDetailsDocument = {"__meta__":{"hash":"9a85d02d0d85681b34d44f3865d8d05f90ea75157ac2d6aa22e3f9e4d639e8a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommitDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"authoredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"changedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommitDetailsQuery, CommitDetailsQueryVariables>;
export const CompareRefsDocument = {"__meta__":{"hash":"0287939d58ee981a584f3a287500857889690657afbe4d63d69e668d59e6ed6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareRefs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"head"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"compare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base"}}},{"kind":"Argument","name":{"kind":"Name","value":"head"},"value":{"kind":"Variable","name":{"kind":"Name","value":"head"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCommits"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviatedSha"}},{"kind":"Field","name":{"kind":"Name","value":"messageHeadline"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompareRefsQuery, CompareRefsQueryVariables>;
export const RepositoryRefsDocument = {"__meta__":{"hash":"2943cbb749722e6f0c317c06b75f97b63a04ecf02e947feeb315dbdcc463f2ad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryRefs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"annotated"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"forks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryRefsQuery, RepositoryRefsQueryVariables>;
export const CreateBranchDocument = {"__meta__":{"hash":"470afcbbe9015dfad4124cf5695a32243352666f2f10a84ffb03e6290f7bf58f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBranchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBranchPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"protected"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"messageHeadline"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefWriteError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateBranchMutation, CreateBranchMutationVariables>;
export const DeleteBranchDocument = {"__meta__":{"hash":"d49aad9b7f10db7a73ee65a29455a4ab690558804d49684c2ce37a0f7b56ea08"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteBranchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteBranchPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefWriteError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<DeleteBranchMutation, DeleteBranchMutationVariables>;
export const CreateTagDocument = {"__meta__":{"hash":"bebe494d9816857914b8572a4b9efe61b00fff6d370877c1ac29c30261387d87"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"annotated"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefWriteError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateTagMutation, CreateTagMutationVariables>;
export const ForkRepositoryDocument = {"__meta__":{"hash":"8b878586fe93aea9301af02f6f599a2994b9337783be16960acef0a46cdb94dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForkRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForkRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"fork"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranch"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"forksCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefWriteError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ForkRepositoryMutation, ForkRepositoryMutationVariables>;
export const IssueSidebarDocument = {"__meta__":{"hash":"19605507d964285169b3ba93d2a0818571eb1208ea16abf1b33c97b6dbd5589e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueSidebar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueSidebarQuery, IssueSidebarQueryVariables>;
export const SubscribeToIssueDocument = {"__meta__":{"hash":"85afb22d3f24efed8d92dd8df1fb4787b26ec4e9c0984f4cc323eede0e728336"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeToIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeToIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeToIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerIsSubscribed"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubscribeToIssueMutation, SubscribeToIssueMutationVariables>;
export const UnsubscribeFromIssueDocument = {"__meta__":{"hash":"555baf8e4acffdd931725058f78d14a8c06f148d399c3cd01e09015b9f2d1041"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeFromIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnsubscribeFromIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeFromIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnsubscribeFromIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnsubscribeFromIssueMutation, UnsubscribeFromIssueMutationVariables>;
export const PinIssueDocument = {"__meta__":{"hash":"c86a16c5949f691da68d3d03899ffdbd16e0fd86f6d99a4fbe21323f385238be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PinIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PinIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PinIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pinOrder"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PinIssueMutation, PinIssueMutationVariables>;
export const ViewerStopwatchesDocument = {"__meta__":{"hash":"7b376bdef19326b9675842648df4b4ad82fd524f29c2aa1737805882a68c6429"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerStopwatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"stopwatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueTitle"}},{"kind":"Field","name":{"kind":"Name","value":"repositoryOwner"}},{"kind":"Field","name":{"kind":"Name","value":"repositoryName"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerStopwatchesQuery, ViewerStopwatchesQueryVariables>;
export const IssueSidebarDetailsDocument = {"__meta__":{"hash":"1e00148444ea8ae2077f83a3498bdae31caafae660b12ac56d92d2bfdd9dc167"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueSidebarDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanPin"}},{"kind":"Field","name":{"kind":"Name","value":"newPinAllowed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinnedIssues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalTrackedTime"}},{"kind":"Field","name":{"kind":"Name","value":"issueTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issueConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blankIssuesEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"totalTrackedTime"}}]}}]}}]}}]} as unknown as DocumentNode<IssueSidebarDetailsQuery, IssueSidebarDetailsQueryVariables>;
export const IssueViewDocument = {"__meta__":{"hash":"007766cf71a9031fe289597f3483a7c78bfc0a4d6eedea015fbb918a1a95aa85"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reply"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHTML"}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionHTML"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodyHTML"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"replyPreview"},"name":{"kind":"Name","value":"renderMarkdown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reply"}}},{"kind":"Argument","name":{"kind":"Name","value":"repository"},"value":{"kind":"StringValue","value":"alice/hello","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"EnumValue","value":"COMMENT"}}]}]}}]} as unknown as DocumentNode<IssueViewQuery, IssueViewQueryVariables>;
export const RepositoryIssuesDocument = {"__meta__":{"hash":"c62b3d78a0bea4bb760433ff5bbd30cb965f77f59f56df6e3f8d60bfb067471c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"labels"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStateFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"openIssuesCount"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"labels"},"value":{"kind":"Variable","name":{"kind":"Name","value":"labels"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryIssuesQuery, RepositoryIssuesQueryVariables>;
export const IssueFormChoicesDocument = {"__meta__":{"hash":"d6cbcbc339cf03f3064ae02a0c0c7c8214f43bf1963a1345b153f02227c54dac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueFormChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"OPEN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"openIssues"}},{"kind":"Field","name":{"kind":"Name","value":"closedIssues"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueFormChoicesQuery, IssueFormChoicesQueryVariables>;
export const RepositoryConversationDocument = {"__meta__":{"hash":"e656e982d6d07aa7f11d0f3b85680842fea59fe3f1716115d0903d4504aa61ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewerCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryConversationQuery, RepositoryConversationQueryVariables>;
export const SearchIssuesDocument = {"__meta__":{"hash":"35a3248adb4f1866745d70254ced0543bb61944fe0e18d98ee38b8354adecc25"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueTypeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchIssues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merged"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchIssuesQuery, SearchIssuesQueryVariables>;
export const CreateIssueDocument = {"__meta__":{"hash":"3920f2f2806da60227c99b2e9daccd1c0fd43ca99372facc1d19a40181a3f558"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openIssuesCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateIssueMutation, CreateIssueMutationVariables>;
export const UpdateIssueDocument = {"__meta__":{"hash":"8bb766c3bbd7cd8ec262ea926674ae263a64fb19ed6cc912b05c60e5495532f9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UpdateIssueMutation, UpdateIssueMutationVariables>;
export const CloseIssueDocument = {"__meta__":{"hash":"dedd86c1a7ef9489ec8b85608938328b02eb6166726e9de93bbef63039f5c372"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloseIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openIssuesCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CloseIssueMutation, CloseIssueMutationVariables>;
export const ReopenIssueDocument = {"__meta__":{"hash":"2f05ca24f9db2187beea86c75ab40cde167dad437bac6baea4566b292b5f8f1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ReopenIssueMutation, ReopenIssueMutationVariables>;
export const AddLabelsToIssueDocument = {"__meta__":{"hash":"00100b18908b27cc04e8f706bc9f9b614d70f4a920006b8bdfcae8a1943c26c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLabelsToIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddLabelsToIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLabelsToIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddLabelsToIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<AddLabelsToIssueMutation, AddLabelsToIssueMutationVariables>;
export const RemoveLabelFromIssueDocument = {"__meta__":{"hash":"7ff2cf9995b5017200dfca7d5ac7e1ba33ce3b589296b5f8476320e9b197ef4c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveLabelFromIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveLabelFromIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLabelFromIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveLabelFromIssuePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<RemoveLabelFromIssueMutation, RemoveLabelFromIssueMutationVariables>;
export const CreateLabelDocument = {"__meta__":{"hash":"7089cbd0e520d15ea56009561df06cc424d21f3fc1cdf059b06c12a9fdb30163"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLabelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateLabelMutation, CreateLabelMutationVariables>;
export const CreateMilestoneDocument = {"__meta__":{"hash":"97593d35012f63a9a919a450bbba58fd831f7d6ced67d0a27098df4b7545780f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMilestoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMilestonePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateMilestoneMutation, CreateMilestoneMutationVariables>;
export const UpdateMilestoneDocument = {"__meta__":{"hash":"def37ae4a5342f7d99f3ed76370444345f112ecb4af58bb1201122ebe072aa94"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMilestoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMilestonePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UpdateMilestoneMutation, UpdateMilestoneMutationVariables>;
export const RepositoryHooksDocument = {"__meta__":{"hash":"1bccd3150cb001a4d4917728cb9899c6e853d55dbf7ab1c335f037e01dfb9382"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryHooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"hooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"branchFilter"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryHooksQuery, RepositoryHooksQueryVariables>;
export const CreateRepositoryHookDocument = {"__meta__":{"hash":"4c71de969a3bd6e8011fe3ef8fa09df451628f2c7481dee97dca058b3bd60cb9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRepositoryHook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRepositoryHookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRepositoryHook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRepositoryHookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"hook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateRepositoryHookMutation, CreateRepositoryHookMutationVariables>;
export const DeleteRepositoryHookDocument = {"__meta__":{"hash":"15dd471e23bdbbf53b8e009bbeb002b2e7a892220c3aeab54396cde3fc67d0dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRepositoryHook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRepositoryHookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRepositoryHook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRepositoryHookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedHookId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteRepositoryHookMutation, DeleteRepositoryHookMutationVariables>;
export const EnableLiveUpdatesDocument = {"__meta__":{"hash":"4d15e14ec0a5245fb81f264cfefef3823a39c104806dcc57336398019562f184"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableLiveUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnableLiveUpdatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableLiveUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnableLiveUpdatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"hook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<EnableLiveUpdatesMutation, EnableLiveUpdatesMutationVariables>;
export const DisableLiveUpdatesDocument = {"__meta__":{"hash":"10dcfcf13c162ef42d9f66908abbeb7f4f053485bab0a0a7937a5f8373fe286a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableLiveUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableLiveUpdatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableLiveUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisableLiveUpdatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedHookId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DisableLiveUpdatesMutation, DisableLiveUpdatesMutationVariables>;
export const RepositoryEventsDocument = {"__meta__":{"hash":"a0b5e9bfdfb6d87aa1f08af72c8d7be91e62951738776130e07411c5af13b5d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RepositoryEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repositoryEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"commits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleFrom"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PullRequestChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PullRequestReviewedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBody"}},{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryEventsSubscription, RepositoryEventsSubscriptionVariables>;
export const IssueEventsDocument = {"__meta__":{"hash":"2b82b63dbccd967b4cf5a560ed6fddf9747bd036e1b6a1fdb17320614685a449"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IssueEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleFrom"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFrom"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueCommentChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueEventsSubscription, IssueEventsSubscriptionVariables>;
export const PullRequestEventsDocument = {"__meta__":{"hash":"a1e0249570a05edd1cb68f9a62e46a1e1c72bd1d864b93e10e9b0455300de435"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PullRequestEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequestEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PullRequestChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PullRequestReviewedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBody"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PullRequestEventsSubscription, PullRequestEventsSubscriptionVariables>;
export const GenerateRepositoryDocument = {"__meta__":{"hash":"11074eb03d8e4000b2c27807e307274271127c1a1d4ddab6c0230683b391636a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranch"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<GenerateRepositoryMutation, GenerateRepositoryMutationVariables>;
export const CreateOrganizationRepositoryDocument = {"__meta__":{"hash":"12ba517579727d6f5296584779907896e127300f746d9a76144db45723d26d1b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganizationRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganizationRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranch"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateOrganizationRepositoryMutation, CreateOrganizationRepositoryMutationVariables>;
export const TransferRepositoryDocument = {"__meta__":{"hash":"7713cf2bcbe32b3607178cfc9e181d8f71ed9d09225f94932d729faa1f79fca6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRepositoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRepositoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"repoTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<TransferRepositoryMutation, TransferRepositoryMutationVariables>;
export const ChangeFilesDocument = {"__meta__":{"hash":"d4c26d2e460debd7cb7b6f46431f4709ae422caa70a57ba9de7d1c23cad2628b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeFilesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeFilesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"commit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ChangeFilesMutation, ChangeFilesMutationVariables>;
export const DeleteFileDocument = {"__meta__":{"hash":"4d1ec3917695d287a883306a2978698ac5a90d7cc24eea0e70ec26cf96aa951f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFilePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"commit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<DeleteFileMutation, DeleteFileMutationVariables>;
export const AddIssueDependencyDocument = {"__meta__":{"hash":"4983add4e61d663e40ad16f6f379d480c2075025e0a2bc98999a3c1566aecccd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddIssueDependency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddIssueDependencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addIssueDependency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddIssueDependencyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dependency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<AddIssueDependencyMutation, AddIssueDependencyMutationVariables>;
export const RemoveIssueAssigneesDocument = {"__meta__":{"hash":"7aaf3cc57d47ff7e187c80fa43c9b2188185e4c1efeba1b8c46c255fbb6a57a3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveIssueAssignees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveIssueAssigneesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeIssueAssignees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveIssueAssigneesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<RemoveIssueAssigneesMutation, RemoveIssueAssigneesMutationVariables>;
export const CreatePullReviewDocument = {"__meta__":{"hash":"0c445377b64954900c27d4ff7235133b69fd3441ecc4da818cde70a9eb5b12f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePullReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePullReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPullReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePullReviewPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"pullReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"commitId"}},{"kind":"Field","name":{"kind":"Name","value":"official"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreatePullReviewMutation, CreatePullReviewMutationVariables>;
export const CreateUserHookDocument = {"__meta__":{"hash":"c5e912a23526765c2e040c6d16b1891b6bb6a902fe3b23717b6352ba2b415e97"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUserHook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserHookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserHook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserHookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"hook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"branchFilter"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateUserHookMutation, CreateUserHookMutationVariables>;
export const CreateReleaseDocument = {"__meta__":{"hash":"1fc575975355057202a74e16e2b39e1ec55e8cda6d60abbfacfc58e9a8900f9b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReleaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReleasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"prerelease"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateReleaseMutation, CreateReleaseMutationVariables>;
export const DeletePackageDocument = {"__meta__":{"hash":"1e256f89e9aa49b1778a8e8d94b362a1e4e4e03046b376a58ff646cf9b1d4879"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePackagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPackageId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<DeletePackageMutation, DeletePackageMutationVariables>;
export const ViewerDocument = {"__meta__":{"hash":"c97807d73f3c259fd2a910fb1c17cbbfb7b7e09a87d335a999372321bc79be00"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const ActivityFeedDocument = {"__meta__":{"hash":"ce30aaa9bb2871b991ccd85fa4d5b8c080316056c6100cd83b8d0193b3a079e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onlyPerformedBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"onlyPerformedBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onlyPerformedBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActivityFeedQuery, ActivityFeedQueryVariables>;
export const UserPackagesDocument = {"__meta__":{"hash":"4c8dfea67237c0f7da8dd49602f8d29ce9647b6ea5ecdef5eef1a5754cb7545c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserPackagesQuery, UserPackagesQueryVariables>;
export const PackageFilesDocument = {"__meta__":{"hash":"321e62e944554157c2e2fed1258d27d7b26d47e6cc4e9cdd97d5f4dab2d0d1f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PackageFilesQuery, PackageFilesQueryVariables>;
export const OrganizationOverviewDocument = {"__meta__":{"hash":"48b1514713220e359e0e13d5b417c4aae30239ce4efe9a035c7d791845571e5a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organization"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organization"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationOverviewQuery, OrganizationOverviewQueryVariables>;
export const ProfileWithHeatmapDocument = {"__meta__":{"hash":"71b7d3db34edd25f6691d497f126c32221772bcd7856e49bdf8fb53be6774374"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileWithHeatmap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organization"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"heatmap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"contributions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchedRepositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"private"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organization"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfileWithHeatmapQuery, ProfileWithHeatmapQueryVariables>;
export const RepositoryActivityDocument = {"__meta__":{"hash":"b5424fcd4cb807a6583ad35d904683b1788b8f55cdab8ca8a9b8574bdc1ecf36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opType"}},{"kind":"Field","name":{"kind":"Name","value":"refName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryActivityQuery, RepositoryActivityQueryVariables>;
export const PullRequestListDocument = {"__meta__":{"hash":"ef2cd57391226a7f281c82a725b30a3d3504f4f37d689ab7c8707efbcd06466c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PullRequestList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PullRequestStateFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}}]}},{"kind":"Field","name":{"kind":"Name","value":"base"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PullRequestListQuery, PullRequestListQueryVariables>;
export const PullRequestDetailsDocument = {"__meta__":{"hash":"fc19e18815859fda80e0968b9e968cb07a4fde2bbcd00889a7d3dbfa991c833b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PullRequestDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"merged"}},{"kind":"Field","name":{"kind":"Name","value":"mergeable"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"base"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PullRequestDetailsQuery, PullRequestDetailsQueryVariables>;
export const RepositoryOverviewDocument = {"__meta__":{"hash":"39f2788efea2ec92d1e8aa858b9353458dac9d58354c893d7f02634b03e025db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranch"}},{"kind":"Field","name":{"kind":"Name","value":"starsCount"}},{"kind":"Field","name":{"kind":"Name","value":"openIssuesCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pullRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"OPEN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"readme"},"name":{"kind":"Name","value":"file"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"README.md","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryOverviewQuery, RepositoryOverviewQueryVariables>;
export const IssueDetailsDocument = {"__meta__":{"hash":"774c8c63840ca5218dfbd6e4a24c66f219abfe5747e7797e69414371938ba3ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueDetailsQuery, IssueDetailsQueryVariables>;
export const RepositoryReleasesDocument = {"__meta__":{"hash":"90b18aa6417760ad79a713455b22f5a88e02c6bc381f6aeb663b112b52d4b815"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryReleases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"prerelease"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryReleasesQuery, RepositoryReleasesQueryVariables>;
export const ScreenActionsDocument = {"__meta__":{"hash":"47f06961462e7816000cbbc6a2d44c12bd892e3866beb09af901323c8310847a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workflowFile"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"headBranch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenActionsQuery, ScreenActionsQueryVariables>;
export const ScreenBranchesDocument = {"__meta__":{"hash":"f81e50cd1d41cbaf94ccfa4b93ca9634521aa11e3d5aa66566329ac3290e3406"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenBranches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"protected"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenBranchesQuery, ScreenBranchesQueryVariables>;
export const ScreenCommitDocument = {"__meta__":{"hash":"81ba74fde33ce965e694071d84dc2375dd6e228b58e79657b2a0d9326572eef8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"authoredDate"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenCommitQuery, ScreenCommitQueryVariables>;
export const ScreenCommitsDocument = {"__meta__":{"hash":"210dcc0a513de934267a6878cf4385b166b5de0a562c458a039b002bf1c07073"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenCommits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviatedSha"}},{"kind":"Field","name":{"kind":"Name","value":"messageHeadline"}},{"kind":"Field","name":{"kind":"Name","value":"authoredDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenCommitsQuery, ScreenCommitsQueryVariables>;
export const ScreenCompareDocument = {"__meta__":{"hash":"c26ae327fc1169c9cf3f1ad494334a2cb8513b3a97c9bebfce0ef8f341e7295a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenCompare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"head"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base"}}},{"kind":"Argument","name":{"kind":"Name","value":"head"},"value":{"kind":"Variable","name":{"kind":"Name","value":"head"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCommits"}},{"kind":"Field","name":{"kind":"Name","value":"commits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"messageHeadline"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenCompareQuery, ScreenCompareQueryVariables>;
export const ScreenDashboardDocument = {"__meta__":{"hash":"ccbd11d179cec607326fa1a26357b897c4932184618a781cec4b7aaa8ba8113a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationsCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"unread"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchIssues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assignedToViewer"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenDashboardQuery, ScreenDashboardQueryVariables>;
export const ScreenFileViewDocument = {"__meta__":{"hash":"e5cf033ac7cc4788f42ccdae96ce7345fe876aa45c9ec971ed035da2f0055800"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenFileView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommitSha"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommitMessage"}}]}}]}}]}}]} as unknown as DocumentNode<ScreenFileViewQuery, ScreenFileViewQueryVariables>;
export const ScreenIssueListDocument = {"__meta__":{"hash":"82130a797dca653819de228ca157f16869a99080f23fe513b54ad7088a8a7bac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenIssueList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenIssueListQuery, ScreenIssueListQueryVariables>;
export const ScreenIssueViewDocument = {"__meta__":{"hash":"afa0b57904795d9ec78d6fea9d365215374fed5ae30fde443877d2b3711616d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenIssueView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenIssueViewQuery, ScreenIssueViewQueryVariables>;
export const ScreenMilestoneDocument = {"__meta__":{"hash":"50a1c2712d9837e98840dece36d17d3f69a7a2aaf970cbbc8a29cfa0d5fd7903"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"openIssues"}},{"kind":"Field","name":{"kind":"Name","value":"closedIssues"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenMilestoneQuery, ScreenMilestoneQueryVariables>;
export const ScreenNewIssueFormDocument = {"__meta__":{"hash":"f047d989a205cdeee12f7dcefdca6e19eff8ffaa2e7b2995df491e24bd14f93b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenNewIssueForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"OPEN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenNewIssueFormQuery, ScreenNewIssueFormQueryVariables>;
export const ScreenNotificationReadDocument = {"__meta__":{"hash":"1b411284d1a2a12c60a602145adfa40f5f77e866919f430c09784e93062696ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScreenNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationThreadReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationThreadRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationThreadReadPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationsCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ScreenNotificationReadMutation, ScreenNotificationReadMutationVariables>;
export const ScreenNotificationsDocument = {"__meta__":{"hash":"85fe540f9de20fc30d7ffb6726d21a8218920d7ac7f7d1b3e0da023d8d755f28"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenNotificationsQuery, ScreenNotificationsQueryVariables>;
export const ScreenOrganizationDocument = {"__meta__":{"hash":"715844bf71c8d4dedc40963970b3a6689ebe8bba0447e3fcae91b89a0ff0fc22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"org"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"org"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"repositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenOrganizationQuery, ScreenOrganizationQueryVariables>;
export const ScreenProfileDocument = {"__meta__":{"hash":"6c6ab10605db1a417f4b484f60f80231625f5b44fc0d8381d6d3ceb2b280abd0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"followersCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"repositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"starsCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenProfileQuery, ScreenProfileQueryVariables>;
export const ScreenPullRequestFilesDocument = {"__meta__":{"hash":"10c8741da525a147fc51e8c9562167658a76b6ed778aceb36122c0f1f044b293"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenPullRequestFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenPullRequestFilesQuery, ScreenPullRequestFilesQueryVariables>;
export const ScreenPullRequestListDocument = {"__meta__":{"hash":"f80f8a6450a409d8c795a8868c520acc444f9b39eb72bb5209d704a25ac7d98d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenPullRequestList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenPullRequestListQuery, ScreenPullRequestListQueryVariables>;
export const ScreenPullRequestDocument = {"__meta__":{"hash":"bc48ad8655a016d0ce6085b79bbeacd170ad9e4d93e749a5e09d5ccdcf883630"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenPullRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"merged"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"base"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}}]}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenPullRequestQuery, ScreenPullRequestQueryVariables>;
export const ScreenReleasesDocument = {"__meta__":{"hash":"17b72dc2173b24a36d6437be435155e7f06af06422d2be72b33117172bdacf37"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenReleases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"prerelease"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenReleasesQuery, ScreenReleasesQueryVariables>;
export const ScreenRepositoryHomeDocument = {"__meta__":{"hash":"c11fb0dc89d6763556ce0f3e3f3d3b68b6bfd1a8114e51c637081d427691afd7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenRepositoryHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranch"}},{"kind":"Field","name":{"kind":"Name","value":"starsCount"}},{"kind":"Field","name":{"kind":"Name","value":"forksCount"}},{"kind":"Field","name":{"kind":"Name","value":"watchersCount"}},{"kind":"Field","name":{"kind":"Name","value":"openIssuesCount"}},{"kind":"Field","name":{"kind":"Name","value":"openPrCounter"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommitMessage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestRelease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ScreenRepositoryHomeQuery, ScreenRepositoryHomeQueryVariables>;
export const ScreenRepositorySettingsDocument = {"__meta__":{"hash":"c49ee8ed5459f3151206c0b84dd7e374759c9258d23453a19b35193b0fcbb1e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenRepositorySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBranch"}},{"kind":"Field","name":{"kind":"Name","value":"hasIssues"}},{"kind":"Field","name":{"kind":"Name","value":"hasWiki"}},{"kind":"Field","name":{"kind":"Name","value":"hasPullRequests"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"collaborators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenRepositorySettingsQuery, ScreenRepositorySettingsQueryVariables>;
export const ScreenSearchDocument = {"__meta__":{"hash":"d2f7addaf8f542e1c2508ea495589932cec336592cabc139fe508c7a26a6f871"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchRepositories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"starsCount"}}]}}]}}]}}]} as unknown as DocumentNode<ScreenSearchQuery, ScreenSearchQueryVariables>;
export const ScreenTagsDocument = {"__meta__":{"hash":"26f3f656980303c394b19f6de18429d4151f76064e409d5aab9a88a7f08f7dd1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"taggedAt"}},{"kind":"Field","name":{"kind":"Name","value":"annotated"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abbreviatedSha"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenTagsQuery, ScreenTagsQueryVariables>;
export const ScreenWikiPageDocument = {"__meta__":{"hash":"e1a8c352e5011e48c004fce89bce672ac84df94e5f6cf167a7667b05d881dfaa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenWikiPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wikiPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"sidebar"}},{"kind":"Field","name":{"kind":"Name","value":"footer"}},{"kind":"Field","name":{"kind":"Name","value":"commitCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wikiPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenWikiPageQuery, ScreenWikiPageQueryVariables>;
export const AccountSettingsDocument = {"__meta__":{"hash":"384c4408c90559ee59062630d9e57556962c77e64f08a845bf10f41c62ea6acb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"diffViewStyle"}},{"kind":"Field","name":{"kind":"Name","value":"hideEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccountSettingsQuery, AccountSettingsQueryVariables>;
export const OrganizationAdminDocument = {"__meta__":{"hash":"10a3123aa9603e43dffc8ed1185f284ba9597de12be3d4be9125217232c38396"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"org"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"org"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissionsOf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canRead"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateRepository"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}]},{"kind":"Field","name":{"kind":"Name","value":"hasPublicMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}]},{"kind":"Field","name":{"kind":"Name","value":"searchTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"hasMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationAdminQuery, OrganizationAdminQueryVariables>;
export const AddPublicKeyDocument = {"__meta__":{"hash":"e36707caf1d5c0c9d15c06ac669dcf419bf64bb9c896672f8c2b69d99efb4d92"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPublicKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPublicKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPublicKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsWriteError"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddPublicKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AddPublicKeyMutation, AddPublicKeyMutationVariables>;
export const CreateTeamDocument = {"__meta__":{"hash":"4eeb414b7f98bd36e8c1a502bf3994ac9970afe9e1be1820ceb7079387c5d6c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeamPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsWriteError"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateTeamMutation, CreateTeamMutationVariables>;
export const RepositoryAccessDocument = {"__meta__":{"hash":"242d083c72c18ab945de8ff946efbcd7d2b7d619bd1a1c9e807c84163c7360c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionsSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secrets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryAccessQuery, RepositoryAccessQueryVariables>;
export const UploadIssueAttachmentDocument = {"__meta__":{"hash":"1432674124f5dfecb269cf48f1cca9d8064c1f73c08c28810b95d42fa3f2d409"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadIssueAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadIssueAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"repo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repo"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadIssueAttachmentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"browserDownloadUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadIssueAttachmentMutation, UploadIssueAttachmentMutationVariables>;
export const RenameAttachmentDocument = {"__meta__":{"hash":"f8c6394d574c1bd1cc1d3f022ee42d19f3c6bf112e3607d3e8931de467228824"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenameAttachmentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenameAttachmentMutation, RenameAttachmentMutationVariables>;
export const DeleteAttachmentDocument = {"__meta__":{"hash":"b67dab8eafe9f951da4ec1cade39e6addbdea22746921c8186415b00fe89c867"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAttachmentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>;
export const UploadCommentAttachmentDocument = {"__meta__":{"hash":"394b747757e164d63cc1a9d63903c7580d4c4cb7ce7f51f443ce8a2f0813c70c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadCommentAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCommentAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadCommentAttachmentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadCommentAttachmentMutation, UploadCommentAttachmentMutationVariables>;
export const UploadReleaseAssetDocument = {"__meta__":{"hash":"992354d6a8035f8b56b6fe75cac70fa20d8166a877ba4604970bdef2112b994a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadReleaseAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadReleaseAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadReleaseAssetPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"browserDownloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagName"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadReleaseAssetMutation, UploadReleaseAssetMutationVariables>;
export const UpdateRepositoryAvatarDocument = {"__meta__":{"hash":"f3075342474998eec7a0e63e28d722b3d30a010ea43f06f9e25482e01f61ca73"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRepositoryAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRepositoryAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"repo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repo"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRepositoryAvatarPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRepositoryAvatarMutation, UpdateRepositoryAvatarMutationVariables>;
export const WikiRevisionsDocument = {"__meta__":{"hash":"c92efee3021db2dd76e4610e1bd8eb1ab4329f8bec90f5537bd5cd53048e218a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WikiRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}},"defaultValue":{"kind":"StringValue","value":"Home","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wikiPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WikiRevisionsQuery, WikiRevisionsQueryVariables>;
export const TrackedTimesDocument = {"__meta__":{"hash":"6171e09d7e1e46611e3361ae4383cc3392e5bc436377417fc69b72ea7d216745"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackedTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackedTimes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TrackedTimesQuery, TrackedTimesQueryVariables>;
export const WikiPageDocument = {"__meta__":{"hash":"d7e64b7cd354059e7cceaca1ec782844bcba34de9a09bb4f81a5f8ae3256dd38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WikiPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}},"defaultValue":{"kind":"StringValue","value":"Home","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wikiPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wikiPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"htmlUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHTML"}},{"kind":"Field","name":{"kind":"Name","value":"sidebar"}},{"kind":"Field","name":{"kind":"Name","value":"footer"}},{"kind":"Field","name":{"kind":"Name","value":"commitCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WikiPageQuery, WikiPageQueryVariables>;
export const CreateWikiPageDocument = {"__meta__":{"hash":"725e2c125ff48d8ce9a6aaa07afff356380b88cc0c2b7e4365a65a6c1386f1aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWikiPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWikiPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWikiPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWikiPagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"wikiPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"commitCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WikiWriteError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WikiWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]} as unknown as DocumentNode<CreateWikiPageMutation, CreateWikiPageMutationVariables>;
export const UpdateWikiPageDocument = {"__meta__":{"hash":"6b26589a98348f9c4422db131bed67a9ca9eeb06a3e39e8b7fd7c8b0bfccce16"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWikiPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWikiPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWikiPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWikiPagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wikiPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"commitCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastCommit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WikiWriteError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WikiWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]} as unknown as DocumentNode<UpdateWikiPageMutation, UpdateWikiPageMutationVariables>;
export const DeleteWikiPageDocument = {"__meta__":{"hash":"08d001bc343689b8f542b98ad1141f8d13c81f1b4a93b2eeaa0e781f277b83d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWikiPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWikiPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWikiPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWikiPagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPageName"}},{"kind":"Field","name":{"kind":"Name","value":"repository"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WikiWriteError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WikiWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamStatus"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]} as unknown as DocumentNode<DeleteWikiPageMutation, DeleteWikiPageMutationVariables>;
export const WorkflowJobsDocument = {"__meta__":{"hash":"7272efe9988340e98e8d06cdce02d14faff89abe5a4705f7ca0c659955d1937b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowJobStatusFilter"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"headBranch"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkflowJobsQuery, WorkflowJobsQueryVariables>;