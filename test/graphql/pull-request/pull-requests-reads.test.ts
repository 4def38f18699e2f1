// Pull request reads over HTTP against the sandbox: reviews and their line comments, files, commits,
// the combined status of heads and commits, and refetching reviews, line comments and statuses by id,
// each with its data, paging, an error case and its exact forge calls, on every forge profile.

import { describe, expect, it } from 'vitest';
import {
  COMBINED_STATUS,
  callLog,
  PULL,
  PULL_COMMITS,
  PULL_FILES,
  PULL_REVIEW,
  PULL_REVIEWS,
  REPO,
  REVIEW_COMMENTS,
  STATUSES,
} from '../../helpers/forge-routes.js';
import type { Json } from '../../helpers/mutations.js';
import { PROFILES } from '../../helpers/profiles.js';
import { useFileHarness } from '../../helpers/use-harness.js';

// Every profile serves these routes (all are in Gitea 1.22 and Forgejo): the same data and calls on each.
describe.each(PROFILES)('on %s', (profile) => {
  const harness = useFileHarness({ sandbox: { profile } });
  const { calls } = callLog(harness);
  /** The calls' paths with their query strings, as the forge received them. */
  const sandboxQuery = () =>
    harness.sandbox.calls.map((call) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(call.query)) {
        for (const one of Array.isArray(value) ? value : [value]) query.append(key, one);
      }
      const text = query.toString();
      return text ? `${call.path}?${text}` : call.path;
    });

  async function pull(
    number: number,
    selection: string,
    as: 'alice' | 'bob' | 'carol' = 'alice',
    repo = 'hello',
  ) {
    const response = await harness.query<Json>(
      `{ repository(owner: "alice", name: "${repo}") { pullRequest(number: ${number}) { ${selection} } } }`,
      {},
      { as },
    );
    return { response, pr: response.data?.repository?.pullRequest };
  }

  const node = (id: string, selection: string, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    harness.query<Json>(`query($id: ID!) { node(id: $id) { __typename ${selection} } }`, { id }, { as });

  describe('PullRequest.reviews', () => {
    it('lists reviews and review requests with their authors, in one call (the pull request itself is not read)', async () => {
      const { pr } = await pull(
        4,
        'reviews(first: 10) { totalCount nodes { databaseId state body official author { login } } }',
      );
      expect(pr.reviews.totalCount).toBe(3);
      expect(pr.reviews.nodes.map((r: Json) => [r.databaseId, r.state, r.author.login])).toEqual([
        [1, 'REQUEST_CHANGES', 'alice'],
        [2, 'COMMENT', 'carol'],
        [5, 'REQUEST_REVIEW', 'carol'],
      ]);
      expect(calls()).toEqual({ [PULL_REVIEWS]: 1 });
    });

    it('shows a pending review to its author only, while the forge still counts it', async () => {
      const { pr } = await pull(5, 'reviews(first: 10) { totalCount nodes { databaseId } }', 'bob');
      expect(pr.reviews.nodes).toEqual([]);
      expect(pr.reviews.totalCount).toBe(1);
      const { pr: own } = await pull(5, 'reviews(first: 10) { nodes { databaseId state } }', 'alice');
      expect(own.reviews.nodes).toEqual([{ databaseId: 6, state: 'PENDING' }]);
    });

    it('pages with first/after over the forge’s pages', async () => {
      const first = await pull(
        4,
        'reviews(first: 2) { pageInfo { hasNextPage endCursor } nodes { databaseId } }',
      );
      expect(first.pr.reviews.nodes.map((r: Json) => r.databaseId)).toEqual([1, 2]);
      expect(first.pr.reviews.pageInfo.hasNextPage).toBe(true);
      harness.resetCalls();
      const after = first.pr.reviews.pageInfo.endCursor;
      const second = await pull(
        4,
        `reviews(first: 2, after: "${after}") { pageInfo { hasNextPage } nodes { databaseId } }`,
      );
      expect(second.pr.reviews.nodes.map((r: Json) => r.databaseId)).toEqual([5]);
      expect(second.pr.reviews.pageInfo.hasNextPage).toBe(false);
      expect(sandboxQuery()).toContain('/repos/alice/hello/pulls/4/reviews?page=2&limit=2');
    });

    it('keeps a `first` over the maximum on the field, with its siblings intact', async () => {
      const { response, pr } = await pull(4, 'number reviews(first: 500) { totalCount }');
      expect(pr).toEqual({ number: 4, reviews: null });
      expect(response.errors).toEqual([
        expect.objectContaining({
          message: '`first` may be at most 100, got 500',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
      expect(calls()).toEqual({ [PULL]: 1 });
    });

    it('reads the line comments of each review that has some with one call per review, in parallel', async () => {
      const { pr } = await pull(
        4,
        'reviews(first: 10) { nodes { databaseId comments { totalCount nodes { databaseId path position originalPosition body author { login } review { databaseId } } } } }',
      );
      const byReview = Object.fromEntries(
        pr.reviews.nodes.map((r: Json) => [r.databaseId, r.comments.nodes]),
      );
      expect(byReview[1]).toEqual([
        {
          databaseId: 3,
          path: 'docs/guide.md',
          position: 5,
          originalPosition: 0,
          body: 'Show what `hello("Ada")` returns.',
          author: { login: 'alice' },
          review: { databaseId: 1 },
        },
      ]);
      expect(byReview[2][0]).toMatchObject({ position: 0, originalPosition: 3, author: { login: 'carol' } });
      expect(byReview[5]).toEqual([]);
      // review 5 counts no comments: no call for it
      expect(calls()).toEqual({ [PULL_REVIEWS]: 1, [REVIEW_COMMENTS]: 2 });
    });

    it('refetches a review by id with one call, and answers null with NOT_FOUND for another’s pending review', async () => {
      const { pr } = await pull(3, 'reviews { nodes { id databaseId state } }', 'carol');
      const pending = pr.reviews.nodes.find((r: Json) => r.state === 'PENDING');
      harness.resetCalls();
      const own = await node(pending.id, '... on PullReview { databaseId body author { login } }', 'carol');
      expect(own.data?.node).toEqual({
        __typename: 'PullReview',
        databaseId: 4,
        body: 'Still reading.',
        author: { login: 'carol' },
      });
      expect(harness.routes()).toEqual([PULL_REVIEW]);
      harness.resetCalls();
      const back = await node(pending.id, '... on PullReview { pullRequest { number title } }', 'carol');
      expect(back.data?.node).toEqual({
        __typename: 'PullReview',
        pullRequest: { number: 3, title: 'Add a farewell function' },
      });
      expect(calls()).toEqual({ [PULL_REVIEW]: 1, [PULL]: 1 });
      const other = await node(pending.id, '... on PullReview { databaseId }', 'bob');
      expect(other.data?.node).toBeNull();
      expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refetches a line comment by id from its review’s comment list: one call', async () => {
      const { pr } = await pull(4, 'reviews(first: 1) { nodes { comments { nodes { id } } } }');
      const id = pr.reviews.nodes[0].comments.nodes[0].id;
      harness.resetCalls();
      const { data } = await node(
        id,
        '... on PullReviewComment { databaseId body review { databaseId state } }',
      );
      expect(data?.node).toEqual({
        __typename: 'PullReviewComment',
        databaseId: 3,
        body: 'Show what `hello("Ada")` returns.',
        review: { databaseId: 1, state: 'REQUEST_CHANGES' },
      });
      expect(calls()).toEqual({ [REVIEW_COMMENTS]: 1, [PULL_REVIEW]: 1 });
    });

    it('answers NOT_FOUND for a line comment id its review does not have', async () => {
      const id = Buffer.from('PullReviewComment:alice/hello#4/1/999').toString('base64');
      const response = await node(id, '... on PullReviewComment { databaseId }');
      expect(response.data?.node).toBeNull();
      expect(response.errors?.[0]).toMatchObject({
        message: 'Could not resolve to a PullReviewComment with the id 999.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(harness.routes()).toEqual([REVIEW_COMMENTS]);
    });

    it('answers NOT_FOUND for the reviews of a number that is no pull request', async () => {
      const response = await harness.query<Json>(
        '{ node(id: "UHVsbFJldmlldzphbGljZS9oZWxsbyMxLzE=") { id } }',
        {},
        { as: 'alice' },
      );
      expect(response.data?.node).toBeNull();
      expect(response.errors?.[0]?.extensions).toMatchObject({
        code: 'NOT_FOUND',
        upstream: expect.objectContaining({ status: 404 }),
      });
    });
  });

  describe('PullRequest.files and commits', () => {
    it('lists the changed files with their line counts, counted by the forge', async () => {
      const { pr } = await pull(
        4,
        'files { totalCount nodes { filename status additions deletions changes rawUrl } }',
      );
      expect(pr.files).toEqual({
        totalCount: 1,
        nodes: [
          {
            filename: 'docs/guide.md',
            status: 'modified',
            additions: 2,
            deletions: 0,
            changes: 2,
            rawUrl: expect.stringContaining('/raw/commit/'),
          },
        ],
      });
      expect(calls()).toEqual({ [PULL_FILES]: 1 });
    });

    it('keeps a failure of the files or commits call on that field, its siblings intact', async () => {
      harness.sandbox.faults.injectStatus(PULL_FILES, 500, { times: 1 });
      harness.sandbox.faults.injectStatus(PULL_COMMITS, 404, { times: 1 });
      const { pr, response } = await pull(4, 'number files { totalCount } commits { totalCount }');
      expect(pr).toEqual({ number: 4, files: null, commits: null });
      expect(response.errors?.map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
        ['repository.pullRequest.commits', 'NOT_FOUND'],
        ['repository.pullRequest.files', 'UPSTREAM_ERROR'],
      ]);
      harness.sandbox.faults.clear();
    });

    it('lists the commits, asking the forge for signatures and file lists only when selected', async () => {
      const { pr } = await pull(
        3,
        'commits { totalCount nodes { sha message author { name } authorUser { login } stats { additions } parents { sha } } }',
      );
      expect(pr.commits.totalCount).toBe(1);
      expect(pr.commits.nodes[0]).toMatchObject({
        message: 'Add a farewell\n',
        author: { name: 'Alice Anderson' },
        authorUser: { login: 'alice' },
        stats: { additions: 1 },
      });
      expect(sandboxQuery().find((p) => p.includes('/commits'))).toBe(
        '/repos/alice/hello/pulls/3/commits?page=1&limit=30&verification=false&files=false',
      );
      harness.resetCalls();
      const { pr: withFiles } = await pull(
        3,
        'commits { nodes { files { filename status } verification { verified } } }',
      );
      expect(withFiles.commits.nodes[0]).toEqual({
        files: [{ filename: 'src/farewell.ts', status: 'added' }],
        verification: { verified: false },
      });
      expect(sandboxQuery().find((p) => p.includes('/commits'))).toContain('verification=true&files=true');
    });

    it('pages commits of a longer branch', async () => {
      const repo = harness.sandbox.store.repos.find((r) => r.name === 'hello');
      expect(repo).toBeDefined();
      const { pr } = await pull(3, 'commits(first: 1) { totalCount pageInfo { hasNextPage } nodes { sha } }');
      expect(pr.commits).toMatchObject({ totalCount: 1, pageInfo: { hasNextPage: false } });
      expect(calls()[PULL_COMMITS]).toBe(1);
    });
  });

  describe('the lookahead under repository.pullRequest', () => {
    it('starts reviews, files and commits at once, with no read of the repository or the pull request: one round trip', async () => {
      harness.sandbox.faults.setLatency('*', 1000);
      const started = Date.now();
      const { pr } = await pull(
        4,
        'reviews { totalCount } files { totalCount } commits { nodes { sha files { filename } } }',
      );
      const elapsed = Date.now() - started;
      harness.sandbox.faults.clear();
      expect(pr).toMatchObject({ reviews: { totalCount: 3 }, files: { totalCount: 1 } });
      expect(calls()).toEqual({ [PULL_REVIEWS]: 1, [PULL_FILES]: 1, [PULL_COMMITS]: 1 });
      expect(sandboxQuery().find((p) => p.includes('/commits'))).toContain('files=true');
      // one level of 1 s; reading them after the pull request would take two (2 s), whatever the load
      expect(elapsed).toBeLessThan(1700);
    });
  });

  describe('PullRequest.statusCheck and commit statuses', () => {
    it('gives the combined status of the head with the newest status of each context', async () => {
      const { pr } = await pull(
        3,
        'head { sha } statusCheck { state sha totalCount statuses { databaseId context state creator { login } } repository { fullName } }',
      );
      expect(pr.statusCheck).toEqual({
        state: 'PENDING',
        sha: pr.head.sha,
        totalCount: 2,
        statuses: [
          { databaseId: 1, context: 'ci/build', state: 'SUCCESS', creator: { login: 'alice' } },
          { databaseId: 2, context: 'ci/test', state: 'PENDING', creator: { login: 'alice' } },
        ],
        repository: { fullName: 'alice/hello' },
      });
      expect(calls()).toEqual({ [PULL]: 1, [COMBINED_STATUS]: 1 });
    });

    it('is null when nothing reported on the head', async () => {
      const { pr, response } = await pull(5, 'statusCheck { state }');
      expect(pr.statusCheck).toBeNull();
      expect(response.errors).toBeUndefined();
    });

    it('costs one status call for 20 pull requests that share one head', async () => {
      const { data } = await harness.query<Json>(
        '{ repository(owner: "alice", name: "many-prs") { pullRequests(first: 20, state: OPEN) { nodes { number statusCheck { state totalCount } } } } }',
        {},
        { as: 'alice' },
      );
      const nodes = data?.repository?.pullRequests.nodes;
      expect(nodes).toHaveLength(20);
      expect(
        nodes.every((n: Json) => n.statusCheck.state === 'SUCCESS' && n.statusCheck.totalCount === 1),
      ).toBe(true);
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/pulls': 1, [COMBINED_STATUS]: 1 });
    });

    it('costs one status call per distinct head, started together', async () => {
      harness.sandbox.faults.setLatency(COMBINED_STATUS, 1000);
      const started = Date.now();
      const { data } = await harness.query<Json>(
        '{ repository(owner: "alice", name: "hello") { pullRequests(first: 10) { nodes { number statusCheck { state } } } } }',
        {},
        { as: 'alice' },
      );
      expect(
        data?.repository?.pullRequests.nodes.map((n: Json) => [n.number, n.statusCheck?.state ?? null]),
      ).toEqual([
        [5, null],
        [4, 'SUCCESS'],
        [3, 'PENDING'],
      ]);
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/pulls': 1, [COMBINED_STATUS]: 3 });
      // three calls of 1 s each, in parallel: well under the 3 s they would take one by one
      expect(Date.now() - started).toBeLessThan(2000);
      harness.sandbox.faults.clear();
    });

    it('shares the head’s status call with the head commit’s status', async () => {
      const { pr } = await pull(4, 'statusCheck { state } commits { nodes { status { state } } }');
      expect(pr.commits.nodes[0].status).toEqual(pr.statusCheck);
      expect(calls()[COMBINED_STATUS]).toBe(1);
    });

    it('lists every status of a commit, newest first, filtered by state', async () => {
      const { pr } = await pull(
        4,
        'commits { nodes { statuses { totalCount nodes { databaseId state } } failed: statuses(state: FAILURE) { totalCount nodes { databaseId } } } }',
      );
      const commit = pr.commits.nodes[0];
      expect(commit.statuses).toEqual({
        totalCount: 3,
        nodes: [
          { databaseId: 5, state: 'SUCCESS' },
          { databaseId: 4, state: 'SUCCESS' },
          { databaseId: 3, state: 'FAILURE' },
        ],
      });
      expect(commit.failed).toEqual({ totalCount: 1, nodes: [{ databaseId: 3 }] });
      expect(calls()[STATUSES]).toBe(2);
    });

    it('refetches a status by id from its commit’s statuses: one call for up to 50', async () => {
      const { pr } = await pull(4, 'statusCheck { statuses { id } }');
      const id = pr.statusCheck.statuses[0].id;
      harness.resetCalls();
      const { data } = await node(id, '... on CommitStatus { databaseId context state sha }');
      expect(data?.node).toEqual({
        __typename: 'CommitStatus',
        databaseId: 4,
        context: 'ci/build',
        state: 'SUCCESS',
        sha: harness.sandbox.store.repos[0]?.git.branches.get('feature-b'),
      });
      expect(harness.routes()).toEqual([STATUSES]);
      harness.resetCalls();
      const withRepository = await node(id, '... on CommitStatus { repository { fullName } }');
      expect(withRepository.data?.node).toEqual({
        __typename: 'CommitStatus',
        repository: { fullName: 'alice/hello' },
      });
      expect(calls()).toEqual({ [STATUSES]: 1, [REPO]: 1 });
    });

    it('answers NOT_FOUND for a status id the commit does not have, after reading its statuses once', async () => {
      const id = Buffer.from(
        `CommitStatus:alice/hello@${harness.sandbox.store.repos[0]?.git.branches.get('feature-b')}/77`,
      ).toString('base64');
      const response = await node(id, '... on CommitStatus { databaseId }');
      expect(response.data?.node).toBeNull();
      expect(response.errors?.[0]?.message).toMatch(/^Could not resolve to a CommitStatus with the id 77/);
      expect(harness.routes()).toEqual([STATUSES]);
    });

    it('keeps a state the gateway does not know from breaking the query', async () => {
      harness.sandbox.store.commitStatuses.push({
        ...harness.sandbox.store.commitStatuses[0]!,
        id: 99,
        index: 9,
        context: 'ci/new',
        state: 'cancelled',
      });
      try {
        const { pr, response } = await pull(3, 'statusCheck { statuses { context state } }');
        expect(response.errors).toBeUndefined();
        expect(pr.statusCheck.statuses).toContainEqual({ context: 'ci/new', state: null });
      } finally {
        harness.sandbox.store.commitStatuses.pop();
      }
    });
  });
});
