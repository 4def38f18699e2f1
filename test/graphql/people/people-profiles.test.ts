// The people reads on every forge profile (Gitea 1.26, Gitea 1.22, Forgejo): their routes are all in
// Gitea 1.22, so every profile answers the same data with the same calls.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { peopleExample } from '../../helpers/people-fixtures.js';
import { PROFILES } from '../../helpers/profiles.js';
import { useProfileHarness } from '../../helpers/use-harness.js';
import { ORGANIZATION_PEOPLE_CALLS, VIEWER_LISTS_CALLS } from './people-calls.js';

describe.each(PROFILES)('on %s', (profile) => {
  const harness = useProfileHarness(profile);
  const calls = () => countRoutes(harness.routes());

  it('ViewerNetwork reads the viewer’s lists beside GET /user', async () => {
    const { data, errors } = await harness.query<Json>(peopleExample('ViewerNetwork'), {}, { as: 'bob' });
    expect(errors).toBeUndefined();
    expect(data?.viewer.following.nodes).toEqual([{ login: 'alice' }]);
    expect(data?.viewer.teams.nodes.map((t: Json) => t.name)).toEqual(['devs']);
    expect(data?.viewer.repositories.totalCount).toBe(6);
    expect(calls()).toEqual(VIEWER_LISTS_CALLS);
  });

  it('OrganizationPeople reads acme’s lists and each team’s', async () => {
    const { data, errors } = await harness.query<Json>(
      peopleExample('OrganizationPeople'),
      { organization: 'acme' },
      { as: 'alice' },
    );
    expect(errors).toBeUndefined();
    expect(data?.organization.members.totalCount).toBe(2);
    expect(data?.organization.teams.nodes.map((t: Json) => t.repositories.nodes.length)).toEqual([1, 2]);
    expect(calls()).toEqual(ORGANIZATION_PEOPLE_CALLS);
  });

  it('searches and notifications answer from one call each', async () => {
    const { data, errors } = await harness.query<Json>(
      `{ searchRepositories(query: "hello") { totalCount } searchUsers(query: "clark") { totalCount }
         viewer { notifications { totalCount } } }`,
      {},
      { as: 'alice' },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      searchRepositories: { totalCount: 2 },
      searchUsers: { totalCount: 1 },
      viewer: { notifications: { totalCount: 3 } },
    });
    expect(calls()).toEqual({
      'GET /repos/search': 1,
      'GET /users/search': 1,
      'GET /notifications': 1,
    });
  });
});
