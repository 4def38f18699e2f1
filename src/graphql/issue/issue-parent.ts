// What every list under an issue needs of its parent: the repository and the issue's number. Pull
// requests are issues to the forge, so the same lists hang under PullRequest with the same calls.

import { ForgeError } from '../../forge/errors.js';
import type { Issue, PullRequest } from '../../forge/types.js';
import type { builder } from '../builder.js';
import { issueKey } from '../loaders.js';
import { splitFullName } from '../values.js';

/** Also what the lookahead hands to `Issue` and `PullRequest` children (see Repository.issue). */
export interface IssueParent {
  owner: string;
  repo: string;
  index: number;
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type FieldsOf<P> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;

export const parentOfIssue = (issue: Issue): IssueParent | null =>
  issue.repository
    ? { owner: issue.repository.owner, repo: issue.repository.name, index: issue.number }
    : null;

export const parentOfPullRequest = (pr: PullRequest): IssueParent | null =>
  pr.base?.repo?.full_name ? { ...splitFullName(pr.base.repo.full_name), index: pr.number } : null;

export const parentKey = (parent: IssueParent) => issueKey(parent.owner, parent.repo, parent.index);

/**
 * An entry its issue's list no longer holds (a timeline item, a tracked time: Gitea has no route for
 * one of them, so node(id:) reads the list): NOT_FOUND naming the list read.
 */
export const missingUnder = (route: string, typeName: string, id: number, parent: IssueParent) =>
  new ForgeError({
    kind: 'not-found',
    status: null,
    method: 'GET',
    route,
    message: `Could not resolve to a ${typeName} with the id ${id} on issue #${parent.index}.`,
  });
