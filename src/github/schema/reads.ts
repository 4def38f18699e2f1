// The single-object reads of the face, each made once per request and key (the request's memo,
// graphql/context.ts), through the forge's endpoint rows. A 404 becomes GitHub's own sentence.

import { getIssue } from '../../forge/endpoints/issues.js';
import { getPullRequest } from '../../forge/endpoints/pulls.js';
import { getRepository } from '../../forge/endpoints/repos.js';
import { getOrganization, getUser, getViewer } from '../../forge/endpoints/users.js';
import { ForgeError } from '../../forge/errors.js';
import type { Issue, Organization, PullRequest, Repository, User } from '../../forge/types.js';
import type { Context } from '../../graphql/context.js';
import { memoize } from '../../graphql/context.js';
import { couldNotResolve } from './errors.js';
import {
  type InRepo,
  type IssueOrPull,
  type IssueShape,
  inRepo,
  type OrganizationShape,
  type PullRequestShape,
  type RepositoryShape,
  tag,
  type UserShape,
} from './shapes.js';

/** A forge 404 as GitHub says it; every other failure as it is (graphql/errors.ts codes it). */
export async function orNotFound<T>(read: Promise<T>, type: string, what: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ForgeError && error.kind === 'not-found') throw couldNotResolve(type, what);
    throw error;
  }
}

const lower = (text: string) => text.toLowerCase();

export function readRepository(context: Context, owner: string, repo: string): Promise<RepositoryShape> {
  return memoize(context, `github:repo:${lower(owner)}/${lower(repo)}`, () =>
    orNotFound(
      getRepository(context.forge, { owner, repo }).then((r) => tag('Repository', r.data as Repository)),
      'Repository',
      `the name '${owner}/${repo}'`,
    ),
  );
}

/** The repository of an object as its owner and name, from the forge's `full_name`. */
export function repoOf(repository: { full_name?: string }): InRepo {
  const [owner = '', repo = ''] = (repository.full_name ?? '').split('/');
  return { owner, repo };
}

/** An issue or pull request by number, whichever it is (GET /repos/{owner}/{repo}/issues/{index}). */
export function readIssueOrPull(context: Context, where: InRepo, number: number): Promise<Issue> {
  return memoize(context, `github:issue:${lower(where.owner)}/${lower(where.repo)}#${number}`, () =>
    orNotFound(
      getIssue(context.forge, { ...where, index: number }).then((r) => r.data as Issue),
      'issue',
      `the number of ${number}`,
    ),
  );
}

export async function readIssue(context: Context, where: InRepo, number: number): Promise<IssueShape> {
  const issue = await readIssueOrPull(context, where, number);
  if (issue.pull_request) throw couldNotResolve('Issue', `the number of ${number}`);
  return inRepo('Issue', where, issue);
}

export function readPull(context: Context, where: InRepo, number: number): Promise<PullRequestShape> {
  return memoize(context, `github:pull:${lower(where.owner)}/${lower(where.repo)}#${number}`, () =>
    orNotFound(
      getPullRequest(context.forge, { ...where, index: number }).then((r) =>
        inRepo('PullRequest', where, r.data as PullRequest),
      ),
      'PullRequest',
      `the number of ${number}`,
    ),
  );
}

/** The issue, or the pull request when the number is one (then a second read, of the pull request). */
export async function readIssueOrPullShape(
  context: Context,
  where: InRepo,
  number: number,
): Promise<IssueOrPull> {
  const issue = await readIssueOrPull(context, where, number);
  return issue.pull_request ? readPull(context, where, number) : inRepo('Issue', where, issue);
}

export function readViewer(context: Context): Promise<UserShape> {
  return memoize(context, 'github:viewer', () =>
    getViewer(context.forge).then((r) => ({ ...tag('User', r.data as User), viewer: true })),
  );
}

export function readUser(context: Context, login: string): Promise<UserShape> {
  return memoize(context, `github:user:${lower(login)}`, () =>
    orNotFound(
      getUser(context.forge, { username: login }).then((r) => tag('User', r.data as User)),
      'User',
      `the login of '${login}'`,
    ),
  );
}

/** The organization of that login, or null when the login is a user's (GET /orgs/{org} answers 404). */
export function readOrganizationOrNull(context: Context, login: string): Promise<OrganizationShape | null> {
  return memoize(context, `github:org:${lower(login)}`, async () => {
    try {
      const response = await getOrganization(context.forge, { org: login });
      return tag('Organization', response.data as Organization);
    } catch (error) {
      if (error instanceof ForgeError && error.kind === 'not-found') return null;
      throw error;
    }
  });
}

export async function readOrganization(context: Context, login: string): Promise<OrganizationShape> {
  const organization = await readOrganizationOrNull(context, login);
  if (!organization) throw couldNotResolve('Organization', `the login of '${login}'`);
  return organization;
}

/** A user or organization by login: the organization read first, the user when it is none. */
export async function readOwner(context: Context, login: string): Promise<OrganizationShape | UserShape> {
  return (await readOrganizationOrNull(context, login)) ?? readUser(context, login);
}
