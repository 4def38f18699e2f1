// What every list under an issue needs of its parent: the repository and the issue's number. Pull
// requests are issues to the forge, so the same lists hang under PullRequest with the same calls.

import { ForgeError } from '../../forge/errors.js';
import type { Issue, PullRequest } from '../../forge/types/index.js';
import { issueKey, splitIssueKey } from '../kit/loaders.js';
import { splitFullName } from '../kit/values.js';

/** Also what the lookahead hands to `Issue` and `PullRequest` children (see Repository.issue). */
export interface IssueParent {
  owner: string;
  repo: string;
  index: number;
}

/** An owner or name the forge left empty is its fault (UPSTREAM_ERROR), not the caller's input. */
export const parentOfIssue = (issue: Issue): IssueParent | null => {
  const meta = issue.repository;
  if (!meta) return null;
  const where =
    meta.owner && meta.name ? { owner: meta.owner, repo: meta.name } : splitFullName(meta.full_name);
  return { ...where, index: issue.number };
};

export const parentOfPullRequest = (pr: PullRequest): IssueParent | null =>
  pr.base?.repo?.full_name ? { ...splitFullName(pr.base.repo.full_name), index: pr.number } : null;

export const parentKey = (parent: IssueParent) => issueKey(parent.owner, parent.repo, parent.index);

/**
 * node(id:) of an entry Gitea has no route for (a timeline item, a tracked time): the key is
 * `owner/name#index:id` and `search` reads the issue's list for the id. An entry the list no longer
 * holds is NOT_FOUND naming the list read; a failure is the loader's value for the key, never thrown.
 */
export async function findUnderIssue<T>(
  route: string,
  typeName: string,
  key: string,
  search: (parent: IssueParent, id: number) => Promise<T | undefined>,
): Promise<T | Error> {
  const colon = key.lastIndexOf(':');
  const id = Number(key.slice(colon + 1));
  const parent = splitIssueKey(key.slice(0, colon));
  try {
    const found = await search(parent, id);
    if (found !== undefined) return found;
    return new ForgeError({
      kind: 'not-found',
      status: null,
      method: 'GET',
      route,
      message: `Could not resolve to a ${typeName} with the id ${id} on issue #${parent.index}.`,
    });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
