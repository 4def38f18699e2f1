// The teams of an organization's repository, seen from the repository: `Repository.teams` and
// `hasTeam(name)` (GET /repos/{owner}/{repo}/teams[/{team}]), addRepositoryTeam and removeRepositoryTeam
// (PUT / DELETE …/teams/{team}). A repository a user owns has no teams: the forge answers 405 there
// (routers/api/v1/repo/teams.go), which the reads take as "none".

import {
  addRepositoryTeam,
  checkRepositoryTeam,
  listRepositoryTeams,
  removeRepositoryTeam,
} from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { Team } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { orNull } from '../kit/checks.js';
import { type Context, memoize } from '../kit/context.js';
import { requireText } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite } from '../kit/mutation.js';
import { listConnection, listField, wholeList } from '../kit/paged-field.js';
import { fromRef } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { TeamConnection } from '../people/organization.js';

/** The forge's 405 for a repository without an organization: no teams, rather than an error. */
const unlessUserOwned = <T>(pending: Promise<T>, none: T): Promise<T> =>
  pending.catch((error: unknown) => {
    if (error instanceof ForgeError && error.status === 405) return none;
    throw error;
  });

const repositoryTeams = wholeList<RepoRef, object, Team>({
  endpoint: listRepositoryTeams,
  key: repoListKey,
  fetch: (context, ref) =>
    unlessUserOwned(listRepositoryTeams(context.forge, ref), {
      status: 405,
      data: [],
      paging: { totalCount: 0, links: {} },
    }),
});

const hasTeam = (context: Context, ref: RepoRef, { name }: { name: string }) =>
  memoize(context, `Repository.hasTeam:${repoListKey(ref)}:${name.toLowerCase()}`, async () => {
    const team = requireText(name, 'name');
    const answer = orNull(checkRepositoryTeam(context.forge, { ...ref, team }));
    return (await unlessUserOwned(answer, null)) !== null;
  });

builder.objectFields(RepositoryRef, (t) => ({
  teams: listConnection(
    t,
    TeamConnection,
    listField(repositoryTeams, repoRefOf),
    'The organization’s teams that have access to the repository, Owners first, then by name (GET /repos/{owner}/{repo}/teams, one call for the whole list). Empty for a repository a user owns.',
  ),
  hasTeam: t.boolean({
    description:
      'Whether the organization’s team `name` has access to the repository (GET /repos/{owner}/{repo}/teams/{team}: 200 or 404). False for a team the organization lacks and for a repository a user owns.',
    args: { name: t.arg.string({ description: 'The team’s name.', required: true }) },
    ...fromRef(hasTeam, repoRefOf),
  }),
}));

/** The two writes, each with its one forge call and what it says of itself. */
const TEAM_WRITES = {
  addRepositoryTeam: [
    addRepositoryTeam,
    'Gives a team access to an organization’s repository (PUT /repos/{owner}/{repo}/teams/{team}, 204). The organization’s owners may, and repository admins when the organization lets them (else ForbiddenError); NotFoundError for a team the organization lacks, ValidationError when the team has the repository already; a repository a user owns is refused with UpstreamError (405).',
  ],
  removeRepositoryTeam: [
    removeRepositoryTeam,
    'Takes a team’s access to an organization’s repository away (DELETE /repos/{owner}/{repo}/teams/{team}, 204). The same refusals as addRepositoryTeam; ValidationError when the team does not have the repository.',
  ],
} as const;

for (const [name, [call, description]] of Object.entries(TEAM_WRITES)) {
  defineMutation(name, {
    on: 'repository',
    input: 'A team of the organization owning the repository, by name.',
    inputFields: (t) => ({
      team: t.string({
        required: true,
        description: 'The team’s name in the organization owning the repository.',
      }),
    }),
    description,
    changes: [RepositoryRef],
    write: async (input, context, target) => {
      await call(context.forge, { ...target, team: requireText(input.team, 'team') });
      return { repository: repoKey(target.owner, target.repo) };
    },
    payload: 'The repository after the write.',
    outputFields: (t) => ({
      repository: readAfterWrite(t, RepositoryRef, 'repository', 'Read after the write only when selected.'),
    }),
  });
}
