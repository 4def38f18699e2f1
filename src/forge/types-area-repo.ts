// REST payloads of the repository social, metadata and edit operations, named exactly as the
// definitions of Gitea's swagger (reference/gitea-swagger.json) with its JSON field names, so that they
// can be swapped for generated ones mechanically.

/** GET/PUT /repos/{owner}/{repo}/subscription (modules/structs/repo_watch.go) */
export interface WatchInfo {
  subscribed: boolean;
  ignored: boolean;
  /** always null in Gitea */
  reason: unknown;
  created_at: string;
  url: string;
  repository_url: string;
}

/** GET /repos/{owner}/{repo}/topics */
export interface TopicName {
  topics: string[] | null;
}

/** PUT /repos/{owner}/{repo}/topics */
export interface RepoTopicOptions {
  topics: string[];
}

/** The 422 body of PUT .../topics (swagger response `invalidTopicsError`). */
export interface InvalidTopicsError {
  invalidTopics: string[] | null;
  message: string;
}

/** GET /repos/{owner}/{repo}/languages: language name -> bytes (swagger response `LanguageStatistics`). */
export type LanguageStatistics = Record<string, number>;

/** PATCH /repos/{owner}/{repo}: only the fields sent change. */
export interface EditRepoOption {
  name?: string;
  description?: string;
  website?: string;
  private?: boolean;
  template?: boolean;
  has_issues?: boolean;
  has_wiki?: boolean;
  has_pull_requests?: boolean;
  has_projects?: boolean;
  has_releases?: boolean;
  has_packages?: boolean;
  has_actions?: boolean;
  default_branch?: string;
  archived?: boolean;
  allow_merge_commits?: boolean;
  allow_rebase?: boolean;
  allow_rebase_explicit?: boolean;
  allow_squash_merge?: boolean;
  allow_fast_forward_only_merge?: boolean;
  default_delete_branch_after_merge?: boolean;
  default_merge_style?: string;
}

/** PATCH /repos/{owner}/{repo}/releases/{id}: empty strings and absent fields leave a value as it is. */
export interface EditReleaseOption {
  tag_name?: string;
  target_commitish?: string;
  name?: string;
  body?: string;
  draft?: boolean;
  prerelease?: boolean;
}
