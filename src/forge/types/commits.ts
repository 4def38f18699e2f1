// REST payloads of commits and commit statuses: the types generated from Gitea's swagger
// (generated/forge-rest.ts), under their swagger names, with the overlay src/forge/types/index.ts
// describes: fields every response carries (Gitea's non-pointer Go fields, modules/structs/*.go) are
// required, pointers and slices the forge sends as `null` are `| null`, enum-like strings stay open,
// and fields newer than the 1.22 swagger are added.

import type * as Rest from '../../../generated/forge-rest.js';
import type { AlwaysSent, CommitMeta, CommitUser, Repository, User, Verification } from './index.js';

/** modules/structs/repo_commit.go CommitStats */
export type CommitStats = AlwaysSent<Rest.CommitStats, 'total' | 'additions' | 'deletions'>;
/** modules/structs/repo_commit.go CommitAffectedFiles */
export type CommitAffectedFiles = AlwaysSent<Rest.CommitAffectedFiles, 'filename' | 'status'>;

/** modules/structs/repo_commit.go RepoCommit */
export interface RepoCommit extends Omit<Rest.RepoCommit, 'author' | 'committer' | 'tree' | 'verification'> {
  message: string;
  author?: CommitUser | null;
  committer?: CommitUser | null;
  tree?: CommitMeta | null;
  /** null when the list was asked without `verification` */
  verification?: Verification | null;
}

type CommitSent = 'url' | 'sha' | 'created' | 'html_url';

/** modules/structs/repo_commit.go Commit (CommitMeta's url, sha and created are inlined) */
export interface Commit
  extends Omit<Rest.Commit, CommitSent | 'author' | 'committer' | 'commit' | 'parents' | 'files' | 'stats'>,
    AlwaysSent<Rest.Commit, CommitSent> {
  commit?: RepoCommit | null;
  /** *User: null when no account has the commit's email */
  author?: User | null;
  committer?: User | null;
  parents?: CommitMeta[] | null;
  /** null when the list was asked without `files` */
  files?: CommitAffectedFiles[] | null;
  stats?: CommitStats | null;
}

/** modules/structs/status.go CommitStatus */
export interface CommitStatus extends Omit<Rest.CommitStatus, 'creator' | 'state'> {
  id: number;
  /** pending, success, error, failure, warning, skipped (1.24) (an open set) */
  state: string;
  context: string;
  description: string;
  /** *User */
  creator?: User | null;
}

/** modules/structs/status.go CombinedStatus; with no statuses Gitea answers its zero value (state "") */
export interface CombinedStatus extends Omit<Rest.CombinedStatus, 'statuses' | 'repository' | 'state'> {
  state: string;
  sha: string;
  total_count: number;
  /** null in the zero value */
  statuses?: CommitStatus[] | null;
  /** null in the zero value */
  repository?: Repository | null;
}

export interface CreateStatusOption extends Omit<Rest.CreateStatusOption, 'state'> {
  /** an open set; Gitea 1.24 added `skipped` */
  state: string;
}
