// The ref reads of a Repository through the gateway, against the sandbox over HTTP: branches, branch,
// defaultBranchRef, tags, tag and forks; their data, paging, one error each, the exact forge calls, the
// Branch and Tag nodes refetched by id, and the lookahead that starts them with the repository read,
// on every forge profile.

import { describe, expect, it } from 'vitest';
import { callLog, GIT_COMMIT, REPO } from '../../helpers/forge-routes.js';
import type { Json } from '../../helpers/mutations.js';
import { PROFILES } from '../../helpers/profiles.js';
import { useFileHarness } from '../../helpers/use-harness.js';

// Every git route is in Gitea 1.22's API, so each profile answers the same data with the same calls.
describe.each(PROFILES)('on %s', (profile) => {
  const harness = useFileHarness({ sandbox: { profile } });
  const { calls, queryOf } = callLog(harness);
  const hello = () => harness.sandbox.store.repos.find((repo) => repo.name === 'hello')!;
  const inHello = async (selection: string, as: 'alice' | 'carol' = 'alice') =>
    harness.query<Json>(`{ repository(owner: "alice", name: "hello") { ${selection} } }`, {}, { as });

  describe('branches', () => {
    /** An unprotected branch of alice/hello as listed, its head commit's headline and author. */
    const head = (branch: string, messageHeadline: string, author: string, login: string) => ({
      name: branch,
      protected: false,
      target: {
        sha: hello().git.branches.get(branch),
        messageHeadline,
        author: { name: author, user: { login } },
      },
    });

    it('lists branches with their head commits in one call, in parallel with the repository read', async () => {
      const { data, errors } = await inHello(
        'branches(first: 2) { totalCount pageInfo { hasNextPage } nodes { name protected target { sha messageHeadline author { name user { login } } } } }',
      );
      expect(errors).toBeUndefined();
      expect(data?.repository.branches).toEqual({
        totalCount: 6,
        pageInfo: { hasNextPage: true },
        nodes: [
          head('develop', 'Drop the shouting docs again', 'Alice Anderson', 'alice'),
          head('fix-typo', 'Fix typo in guide', 'Bob Brown', 'bob'),
        ],
      });
      // The login of a branch head's author is one user read, shared by both heads.
      expect(calls()).toEqual({
        'GET /repos/{owner}/{repo}/branches': 1,
        'GET /users/{username}': 2,
      });
    });

    it('pages with `after` onto the forge page that holds the window', async () => {
      const first = await inHello('branches(first: 4) { edges { cursor } }');
      const cursor = first.data?.repository.branches.edges[1].cursor;
      harness.resetCalls();
      const { data } = await inHello(`branches(first: 2, after: "${cursor}") { nodes { name } }`);
      expect(data?.repository.branches.nodes.map((b: Json) => b.name)).toEqual(['feature-b', 'feature-a']);
      expect(queryOf('GET /repos/{owner}/{repo}/branches')).toMatchObject({ page: '2', limit: '2' });
    });

    it('answers one branch with its protection in one call; a missing one is NOT_FOUND on that field alone', async () => {
      const { data, errors } = await inHello(
        'name release: branch(name: "release/1.0") { id name protected requiredApprovals enableStatusCheck statusCheckContexts userCanPush userCanMerge effectiveBranchProtectionName } missing: branch(name: "nope") { name }',
      );
      expect(data?.repository).toMatchObject({
        name: 'hello',
        release: {
          name: 'release/1.0',
          protected: true,
          requiredApprovals: 1,
          enableStatusCheck: true,
          statusCheckContexts: ['ci/build'],
          userCanPush: false,
          userCanMerge: true,
          effectiveBranchProtectionName: 'release/*',
        },
        missing: null,
      });
      expect(errors).toEqual([
        expect.objectContaining({
          path: ['repository', 'missing'],
          extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
        }),
      ]);
      expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/branches/{branch}': 2 });
    });

    it('reads defaultBranchRef with one branch call, and costs nothing on an empty repository', async () => {
      const { data } = await inHello('defaultBranchRef { name target { sha } }');
      expect(data?.repository.defaultBranchRef).toEqual({
        name: 'main',
        target: { sha: hello().git.branches.get('main') },
      });
      expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/branches/{branch}': 1 });
      harness.resetCalls();
      const empty = await harness.query<Json>(
        '{ repository(owner: "bob", name: "empty") { defaultBranchRef { name } } }',
        {},
        { as: 'bob' },
      );
      expect(empty.data?.repository).toEqual({ defaultBranchRef: null });
      expect(calls()).toEqual({ [REPO]: 1 });
    });

    it('refetches a branch by its id with one call', async () => {
      const { data } = await inHello('branch(name: "feature-a") { id }');
      harness.resetCalls();
      const node = await harness.query<Json>(
        `{ node(id: "${data?.repository.branch.id}") { __typename ... on Branch { name target { messageHeadline } repository { fullName } } } }`,
        {},
        { as: 'alice' },
      );
      expect(node.data?.node).toEqual({
        __typename: 'Branch',
        name: 'feature-a',
        target: { messageHeadline: 'Add a farewell' },
        repository: { fullName: 'alice/hello' },
      });
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/branches/{branch}': 1, [REPO]: 1 });
    });
  });

  describe('tags', () => {
    it('lists tags in one call; the target of an annotated tag is its commit', async () => {
      const { data } = await inHello(
        'tags(first: 2) { totalCount pageInfo { hasNextPage } nodes { id name sha annotated message target { sha } } }',
      );
      const { tags } = data?.repository ?? {};
      expect(tags.totalCount).toBe(3);
      expect(tags.pageInfo.hasNextPage).toBe(true);
      expect(tags.nodes.map((t: Json) => [t.name, t.annotated, t.message])).toEqual([
        ['v1.1-rc1', true, 'First release candidate of 1.1: shout()'],
        ['v1.0', false, 'Update README'],
      ]);
      expect(tags.nodes[0].target.sha).toBe(hello().git.branches.get('develop'));
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/tags': 1 });
    });

    it('dates a lightweight tag’s commit from the tag list, and reads an annotated tag’s commit for its own date', async () => {
      const { data } = await inHello('tags(first: 10) { nodes { name target { createdAt } } }');
      // the tag list's `commit.created` is the tagger's date: the commit's own only for a lightweight tag
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/tags': 1, [GIT_COMMIT]: 1 });
      expect(harness.sandbox.calls.find((call) => call.route === GIT_COMMIT)?.path).toBe(
        `/repos/alice/hello/git/commits/${hello().git.branches.get('develop')}`,
      );
      harness.resetCalls();
      // the dates the commits themselves carry
      const { data: read } = await inHello(
        'tags(first: 10) { nodes { name target { committer { date } } } }',
      );
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/tags': 1, [GIT_COMMIT]: 3 });
      expect(data?.repository.tags.nodes).toEqual(
        read?.repository.tags.nodes.map((tag: Json) => ({
          name: tag.name,
          target: { createdAt: tag.target.committer.date },
        })),
      );
    });

    it('reads the tagger of an annotated tag with one tag-object read, and of a lightweight one at no cost', async () => {
      const { data } = await inHello(
        'rc: tag(name: "v1.1-rc1") { tagger { name date user { login } } } light: tag(name: "v1.0") { tagger { name } }',
      );
      expect(data?.repository).toEqual({
        rc: {
          tagger: { name: 'Alice Anderson', date: expect.stringMatching(/^2026-01-09T10:00:00/), user: null },
        },
        light: { tagger: null },
      });
      expect(calls()).toEqual({
        'GET /repos/{owner}/{repo}/tags/{tag}': 2,
        'GET /repos/{owner}/{repo}/git/tags/{sha}': 1,
      });
    });

    it('reads one tag in one call, refetches it by id, and keeps a bad page size on the field', async () => {
      const { data } = await inHello('tag(name: "v0.1") { id target { messageHeadline } }');
      expect(data?.repository.tag.target).toEqual({ messageHeadline: 'Initial commit' });
      expect(calls()).toEqual({
        'GET /repos/{owner}/{repo}/tags/{tag}': 1,
        [GIT_COMMIT]: 1,
      });
      harness.resetCalls();
      const node = await harness.query<Json>(
        `{ node(id: "${data?.repository.tag.id}") { ... on Tag { name } } }`,
        {},
        { as: 'alice' },
      );
      expect(node.data?.node).toEqual({ name: 'v0.1' });
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/tags/{tag}': 1 });
      const tooMany = await inHello('name tags(first: 500) { totalCount }');
      expect(tooMany.data?.repository).toEqual({ name: 'hello', tags: null });
      expect(tooMany.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    });
  });

  describe('lookahead', () => {
    it('starts branch, commits, commit, compare, tags, tree and forks together with the repository read', async () => {
      const LATENCY = 600;
      // warm up the schema and the connection pool, so that the timing measures forge round trips
      await inHello('branch(name: "main") { name } tree(ref: "main") { totalCount }');
      harness.resetCalls();
      harness.sandbox.faults.setLatency('*', LATENCY);
      try {
        const started = performance.now();
        const { data } = await inHello(
          'branch(name: "main") { name } commits(ref: "develop", first: 1) { totalCount } commit(sha: "develop") { sha } compare(base: "main", head: "develop") { totalCommits } tags(first: 1) { totalCount } tree(ref: "main") { totalCount } forks(first: 1) { totalCount }',
        );
        const elapsed = performance.now() - started;
        expect(data?.repository).toMatchObject({ branch: { name: 'main' }, compare: { totalCommits: 6 } });
        // Waiting for the repository before its children would take two latencies; lookahead takes one.
        expect(elapsed).toBeLessThan(2 * LATENCY);
        expect(harness.routes()).toHaveLength(8);
      } finally {
        harness.sandbox.faults.clear();
      }
    });
  });

  describe('forks', () => {
    it('lists the forks in one call, embedded, with their parent at no cost', async () => {
      const { data } = await inHello(
        'forksCount forks(first: 5) { totalCount nodes { fullName fork owner { login } parent { fullName } } }',
      );
      expect(data?.repository.forks).toEqual({
        totalCount: 1,
        nodes: [
          {
            fullName: 'bob/hello-fork',
            fork: true,
            owner: { login: 'bob' },
            parent: { fullName: 'alice/hello' },
          },
        ],
      });
      expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/forks': 1 });
    });

    it('reads a fork’s own history, which its parent lacks', async () => {
      const { data } = await harness.query<Json>(
        '{ repository(owner: "bob", name: "hello-fork") { compare(base: "develop", head: "main") { totalCommits } commits(first: 1) { nodes { messageHeadline } } } }',
        {},
        { as: 'bob' },
      );
      expect(data?.repository).toEqual({
        compare: { totalCommits: 1 },
        commits: { nodes: [{ messageHeadline: 'Greet in German' }] },
      });
    });

    it('keeps a bad window on the field', async () => {
      const { data, errors } = await inHello('name forks(first: 500) { totalCount }');
      expect(data?.repository).toEqual({ name: 'hello', forks: null });
      expect(errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    });
  });
});
