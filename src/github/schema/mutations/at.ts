// What a mutation's ids name on the forge: where an issue, pull request or repository lives, and the
// forge's keys of the labels, users and milestones an input lists.

import { unprocessable } from '../errors.js';
import { partsOf } from '../ids.js';
import type { InRepo } from '../shapes.js';

export type Numbered = InRepo & { index: number };

/** The issue or pull request an id names (`typenames`: which of them the input accepts). */
export function numberedAt(id: string | number, ...typenames: string[]): Numbered {
  const [owner = '', repo = '', number = '0'] = partsOf(String(id), ...typenames);
  return { owner, repo, index: Number(number) };
}

export const pullAt = (id: string | number) => numberedAt(id, 'PullRequest');

/** The pull request an input's `pullRequestId` names. */
export const inputPullAt = (input: { pullRequestId: string | number }) => pullAt(input.pullRequestId);

/** The repository a `repositoryId` names. */
export function repositoryAt(id: string | number): InRepo {
  const [fullName = ''] = partsOf(String(id), 'Repository');
  const [owner = '', repo = ''] = fullName.split('/');
  return { owner, repo };
}

/** The repository an input's `repositoryId` names. */
export const inputRepositoryAt = (input: { repositoryId: string | number }) =>
  repositoryAt(input.repositoryId);

/** The forge's numeric ids of labels named by their node ids. */
export const labelIdsOf = (ids: readonly (string | number)[]) =>
  ids.map((id) => Number(partsOf(String(id), 'Label')[2]));

/** The logins of users named by their node ids. */
export const loginsOf = (ids: readonly (string | number)[]) =>
  ids.map((id) => partsOf(String(id), 'User')[0] ?? '');

/** The forge's number of the milestone a `milestoneId` names. */
export const milestoneOf = (id: string | number | null | undefined) =>
  id ? Number(partsOf(String(id), 'Milestone')[2]) : undefined;

/** GitHub's UNPROCESSABLE for an input field the forge has nothing to honour it with. */
export function refuseField(name: string, why: string): never {
  throw unprocessable(`${name} cannot be honoured: ${why}.`);
}
