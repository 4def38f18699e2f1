// What hand code adds to a repository's rows (Gitea's routers/api/v1/repo/*.go): release lists with
// their kebab-case filter, release attachments by the release's id, repository search, pull request
// lists and diffs; and the argument shapes shared by a repository's endpoints.

import { FORGE_OPERATIONS } from '../../../generated/forge-endpoints.js';
import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import { endpoint, forwarded, paged } from '../routes/endpoint.js';

export type {
  BranchProtection,
  DeployKey,
  RepoCollaboratorPermission,
  TopicResponse,
} from '../../../generated/forge-rest.js';
export type { PageArgs, RepoArgs };

const { repository } = FORGE_OPERATIONS;

export type PullArgs = RepoArgs & { index: number };

export type ReviewArgs = PullArgs & { id: number };

/** The answer of GET /repos/{owner}/{repo}/languages (the swagger's `LanguageStatistics` response): name -> bytes. */
export type LanguageStatistics = Record<string, number>;

/** A page of wiki revisions holds 50 */
export const WIKI_REVISIONS_PAGE_SIZE = 50;

export const listReleases = endpoint(repository.repoListReleases, {
  query: (args: RepoArgs & { draft?: boolean; preRelease?: boolean } & PageArgs) => ({
    draft: args.draft,
    'pre-release': args.preRelease,
    ...paged(args),
  }),
});

export const getReleaseAttachment = endpoint(repository.repoGetReleaseAttachment, {
  params: (args: RepoArgs & { releaseId: number; attachmentId: number }) => ({
    owner: args.owner,
    repo: args.repo,
    id: args.releaseId,
    attachment_id: args.attachmentId,
  }),
});

/** GET /repos/search's query parameters, named as the forge names them */
export interface RepoSearchQuery {
  q?: string;
  topic?: boolean;
  includeDesc?: boolean;
  uid?: string;
  priority_owner_id?: string;
  team_id?: string;
  private?: boolean;
  is_private?: boolean;
  template?: boolean;
  archived?: boolean;
  mode?: string;
  exclusive?: boolean;
  sort?: string;
  order?: string;
}

export const searchRepos = endpoint(repository.repoSearch, {
  query: (args: RepoSearchQuery & PageArgs) => ({ ...args }),
});

export type PullRequestSort =
  | 'oldest'
  | 'recentupdate'
  | 'recentclose'
  | 'leastupdate'
  | 'mostcomment'
  | 'leastcomment'
  | 'priority';

export interface ListPullRequestsArgs extends RepoArgs, PageArgs {
  state?: 'open' | 'closed' | 'all';
  sort?: PullRequestSort;
  milestone?: number;
  labels?: readonly number[];
  poster?: string;
  baseBranch?: string;
}

/** Query parameters as Gitea names them: `state`, `sort`, `milestone`, repeated `labels`, `poster`, `base_branch` */
export const listPullRequests = endpoint(repository.repoListPullRequests, {
  query: (args: ListPullRequestsArgs) =>
    forwarded(args, 'state', 'sort', 'milestone', 'labels', 'poster', 'baseBranch', 'page', 'limit'),
});

/**
 * The pull request's changes from the merge base to its head as `git diff` writes them, binary files
 * as "Binary files … differ"; 404 when no pull request has that number (pull.go DownloadPullDiffOrPatch).
 */
export const getPullRequestDiff = endpoint(repository.repoDownloadPullDiffOrPatch, {
  params: (args: PullArgs) => ({ ...args, diffType: 'diff' }),
});
