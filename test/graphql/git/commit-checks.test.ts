// Commit.status and Commit.statuses: the status checks of any commit (a branch head, a commit of a
// list), with the same one-call-per-sha memo as pull request heads.

import { describe, expect, it } from 'vitest';
import { COMBINED_STATUS, GIT_COMMIT, STATUSES } from '../../helpers/forge-routes.js';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

describe('Commit.status and Commit.statuses', () => {
  it('read the combined status and the statuses of a pull request head’s commit, one call each', async () => {
    const heads = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { pullRequests(first: 10, state: ALL) { nodes { head { sha } statusCheck { state totalCount } } } } }',
      undefined,
      { as: 'alice' },
    );
    const nodes = (heads.data?.repository.pullRequests.nodes ?? []) as Json[];
    const withStatus = nodes.find((pr) => pr.statusCheck);
    expect(withStatus).toBeDefined();
    const sha = withStatus?.head.sha as string;
    harness.resetCalls();
    const response = await harness.query<Json>(
      `query($sha: String!) { repository(owner: "alice", name: "hello") {
        commit(sha: $sha) { sha status { state totalCount } statuses(first: 10) { totalCount nodes { context state } } } } }`,
      { sha },
      { as: 'alice' },
    );
    expect(response.errors).toBeUndefined();
    const commit = response.data?.repository.commit;
    expect(commit.sha).toBe(sha);
    expect(commit.status).toEqual(withStatus?.statusCheck);
    expect(commit.statuses.totalCount).toBeGreaterThan(0);
    expect(countRoutes(harness.routes())).toEqual({
      [GIT_COMMIT]: 1,
      [COMBINED_STATUS]: 1,
      [STATUSES]: 1,
    });
  });
});
