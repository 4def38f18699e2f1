// The issue reads on every forge profile (Gitea 1.26, Gitea 1.22, Forgejo): the routes they use are as
// old as Gitea 1.22, so each profile answers the same data with the same calls.

import { describe, expect, it } from 'vitest';
import {
  IssueFormChoicesDocument,
  RepositoryIssuesDocument,
  SearchIssuesDocument,
} from '../../../generated/client/graphql.js';
import { ISSUES, LABEL, REPO } from '../../helpers/forge-routes.js';
import { countRoutes } from '../../helpers/harness.js';
import { nodeId } from '../../helpers/issue-examples.js';
import type { Json } from '../../helpers/mutations.js';
import { PROFILES } from '../../helpers/profiles.js';
import { exampleOf, run } from '../../helpers/typed.js';
import { useProfileHarness } from '../../helpers/use-harness.js';

describe.each(PROFILES)('on %s', (profile) => {
  const harness = useProfileHarness(profile);
  const calls = () => countRoutes(harness.routes());

  it('RepositoryIssues answers a page of issues with everything embedded in one call', async () => {
    const { data, errors } = await run(
      harness,
      RepositoryIssuesDocument,
      exampleOf(RepositoryIssuesDocument),
    );
    expect(errors).toBeUndefined();
    expect(data?.repository?.issues?.nodes.map((issue) => issue.number)).toEqual([10, 7]);
    expect(calls()).toEqual({ [REPO]: 1, [ISSUES]: 1 });
  });

  it('IssueFormChoices answers labels and milestones with one call each', async () => {
    const { data } = await run(harness, IssueFormChoicesDocument, exampleOf(IssueFormChoicesDocument));
    expect(data?.repository?.labels?.totalCount).toBe(5);
    expect(data?.repository?.milestones?.totalCount).toBe(2);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/labels': 1,
      'GET /repos/{owner}/{repo}/milestones': 1,
    });
  });

  it('SearchIssues answers with one call', async () => {
    const { data } = await run(harness, SearchIssuesDocument, exampleOf(SearchIssuesDocument));
    expect(data?.searchIssues?.totalCount).toBe(3);
    // repository { fullName } comes from the short record each issue embeds: no repository read
    expect(calls()).toEqual({ 'GET /repos/issues/search': 1 });
  });

  it('reads labels and milestones again by node id with one call each', async () => {
    const { data } = await harness.query<Json>(
      '{ label: node(id: "' +
        nodeId('Label', 'alice/hello:1') +
        '") { ... on Label { name } } milestone: node(id: "' +
        nodeId('Milestone', 'alice/hello:2') +
        '") { ... on Milestone { title } } }',
      {},
      { as: 'alice' },
    );
    expect(data).toEqual({ label: { name: 'bug' }, milestone: { title: 'v1.1' } });
    expect(calls()).toEqual({
      [LABEL]: 1,
      'GET /repos/{owner}/{repo}/milestones/{id}': 1,
    });
  });
});
