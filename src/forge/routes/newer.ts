// Routes newer than the reference swagger (schema/gitea-swagger.json: Gitea 1.22 with the seed's
// operations at 1.26): declared here by hand in the generated map's shape, each with where Gitea
// serves it. test/forge/forge-routes.test.ts checks that every endpoint row's route is in the swagger or here.

import type { StreamedForm } from '../http/multipart.js';
import type {
  ActionWorkflow,
  ActionWorkflowResponse,
  ActionWorkflowRun,
  ActionWorkflowRunJobsResponse,
  ActionWorkflowRunsResponse,
} from '../types/actions.js';
import type { Issue, WorkflowJob } from '../types/index.js';
import type { UserSearchResults } from '../types/search.js';
import type { WikiPage, WikiPageMetaData } from '../types/wiki.js';

/** The path parameters of a route template, as the generated map names them: `owner | repo` of /repos/{owner}/{repo}. */
type PathParams<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | PathParams<Rest>
  : never;

/** The routes newer than the swagger, each with where Gitea serves it: its query and body when it has them, its answer. */
interface NewerDeclarations {
  /** Gitea 1.26 (routers/api/v1/repo/issue.go DeleteIssueAssignees): removes the named assignees, answers the issue */
  'DELETE /repos/{owner}/{repo}/issues/{index}/assignees': { body: { assignees: string[] }; response: Issue };
  /** Gitea 1.25 (routers/api/v1/repo/action.go ListWorkflowJobs, shared.ListJobs): the jobs of every run of a repository */
  'GET /repos/{owner}/{repo}/actions/jobs': {
    query: { status?: readonly string[]; page?: number; limit?: number };
    response: ActionWorkflowRunJobsResponse;
  };
  /** Gitea 1.25 (routers/api/v1/repo/action.go GetWorkflowJob): one job of a repository's runs */
  'GET /repos/{owner}/{repo}/actions/jobs/{job_id}': { response: WorkflowJob };
  /** Gitea 1.25 (routers/api/v1/repo/action.go ListWorkflowRuns, shared.ListRuns): a repository's runs, newest first */
  'GET /repos/{owner}/{repo}/actions/runs': {
    query: {
      event?: string;
      branch?: string;
      status?: readonly string[];
      actor?: string;
      head_sha?: string;
      page?: number;
      limit?: number;
    };
    response: ActionWorkflowRunsResponse;
  };
  /** Gitea 1.25 (routers/api/v1/repo/action.go GetWorkflowRun): one run of the repository */
  'GET /repos/{owner}/{repo}/actions/runs/{run}': { response: ActionWorkflowRun };
  /** Gitea 1.25 (routers/api/v1/repo/action.go ListWorkflowRunJobs): the jobs of one run */
  'GET /repos/{owner}/{repo}/actions/runs/{run}/jobs': {
    query: { status?: readonly string[]; page?: number; limit?: number };
    response: ActionWorkflowRunJobsResponse;
  };
  /** Gitea 1.24 (routers/api/v1/repo/action.go ActionsListRepositoryWorkflows): the default branch's workflow files */
  'GET /repos/{owner}/{repo}/actions/workflows': { response: ActionWorkflowResponse };
  /** Gitea 1.24 (routers/api/v1/repo/action.go ActionsGetWorkflow): one of those files by its name; 404 for another name */
  'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}': { response: ActionWorkflow };
}

/** The newer routes in the generated map's shape: no query or body unless declared, and a declared body required. */
export type NewerRoutes = {
  [K in keyof NewerDeclarations]: {
    params: { [P in PathParams<K>]: string | number };
    query: NewerDeclarations[K] extends { query: infer Q } ? Q : Record<string, never>;
    body: NewerDeclarations[K] extends { body: infer B } ? B : never;
    bodyRequired: NewerDeclarations[K] extends { body: unknown } ? true : false;
    response: NewerDeclarations[K]['response'];
  };
};

/**
 * What the forge takes or answers on a swagger route beyond what the reference swagger says: a field
 * here replaces the swagger's (for `query`, key by key). Each entry says why.
 */
export interface RouteOverlay {
  /** the wiki's answers with the fields Gitea always sends required (forge/types/wiki.ts) */
  'GET /repos/{owner}/{repo}/wiki/pages': { response: WikiPageMetaData[] };
  'GET /repos/{owner}/{repo}/wiki/page/{pageName}': { response: WikiPage };
  'POST /repos/{owner}/{repo}/wiki/new': { response: WikiPage };
  'PATCH /repos/{owner}/{repo}/wiki/page/{pageName}': { response: WikiPage };
  /** Gitea 1.23 added `since` and `until` (routers/api/v1/repo/commits.go GetAllCommits) */
  'GET /repos/{owner}/{repo}/commits': { query: { since?: string; until?: string } };
  /** Gitea 1.24 added `verification` and `files` (routers/api/v1/repo/compare.go CompareDiff) */
  'GET /repos/{owner}/{repo}/compare/{basehead}': { query: { verification?: boolean; files?: boolean } };
  /** `status` may repeat; `sort` and `order` are sent as the route's documentation names them */
  'GET /user/actions/jobs': { query: { status?: readonly string[]; sort?: string; order?: 'asc' | 'desc' } };
  /** `all` is a boolean: the swagger says string, the handler reads ctx.FormBool */
  'PUT /notifications': { query: { all?: boolean } };
  'PUT /repos/{owner}/{repo}/notifications': { query: { all?: boolean } };
  /** a null `due_date` removes the deadline (issue.go UpdateIssueDeadline); the swagger calls it required */
  'POST /repos/{owner}/{repo}/issues/{index}/deadline': { body: { due_date: string | null } };
  /** ids are read with ctx.FormInt64, so their decimal text is as good as a number */
  'GET /repos/search': {
    query: { uid?: number | string; priority_owner_id?: number | string; team_id?: number | string };
  };
  /** `uid` as above; the answer is declared inline by the swagger, so the overlay's type is named here */
  'GET /users/search': { query: { uid?: number | string }; response: UserSearchResults };
  /** the swagger declares the multipart field `attachment` as a form parameter, not a body: it is streamed */
  'POST /repos/{owner}/{repo}/issues/{index}/assets': { body: StreamedForm; bodyRequired: true };
  'POST /repos/{owner}/{repo}/issues/comments/{id}/assets': { body: StreamedForm; bodyRequired: true };
  'POST /repos/{owner}/{repo}/releases/{id}/assets': { body: StreamedForm; bodyRequired: true };
}

/** Where Gitea serves a newer route: the version that added it, and its swagger tag and operationId there. */
export interface NewerRoute<K extends keyof NewerRoutes = keyof NewerRoutes> {
  since: string;
  tag: string;
  operationId: string;
  /** the query's names, in the order Gitea's swagger comment lists them */
  query?: readonly (keyof NewerRoutes[K]['query'] & string)[];
}

/**
 * The newer routes, for the generated endpoint table (scripts/forge-endpoints.ts), the test and the
 * reader; tags and operationIds as Gitea's swagger comments name them (routers/api/v1/repo/action.go,
 * repo/issue.go).
 */
export const NEWER_ROUTES: { readonly [K in keyof NewerRoutes]: NewerRoute<K> } = {
  'DELETE /repos/{owner}/{repo}/issues/{index}/assignees': {
    since: 'Gitea 1.26',
    tag: 'issue',
    operationId: 'issueRemoveAssignees',
  },
  'GET /repos/{owner}/{repo}/actions/jobs': {
    since: 'Gitea 1.25',
    tag: 'repository',
    operationId: 'listWorkflowJobs',
    query: ['status', 'page', 'limit'],
  },
  'GET /repos/{owner}/{repo}/actions/jobs/{job_id}': {
    since: 'Gitea 1.25',
    tag: 'repository',
    operationId: 'getWorkflowJob',
  },
  'GET /repos/{owner}/{repo}/actions/runs': {
    since: 'Gitea 1.25',
    tag: 'repository',
    operationId: 'getWorkflowRuns',
    query: ['event', 'branch', 'status', 'actor', 'head_sha', 'page', 'limit'],
  },
  'GET /repos/{owner}/{repo}/actions/runs/{run}': {
    since: 'Gitea 1.25',
    tag: 'repository',
    operationId: 'GetWorkflowRun',
  },
  'GET /repos/{owner}/{repo}/actions/runs/{run}/jobs': {
    since: 'Gitea 1.25',
    tag: 'repository',
    operationId: 'listWorkflowRunJobs',
    query: ['status', 'page', 'limit'],
  },
  'GET /repos/{owner}/{repo}/actions/workflows': {
    since: 'Gitea 1.24',
    tag: 'repository',
    operationId: 'ActionsListRepositoryWorkflows',
  },
  'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}': {
    since: 'Gitea 1.24',
    tag: 'repository',
    operationId: 'ActionsGetWorkflow',
  },
};
