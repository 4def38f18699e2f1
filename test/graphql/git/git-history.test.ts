// The history reads of a Repository through the gateway, against the sandbox over HTTP: commits,
// commit, Commit.history, compare and tree; their data, paging, one error each, the exact forge calls
// (and query parameters: stats only when selected), and the Commit node refetched by id, on every
// forge profile.

import { describe, expect, it } from 'vitest';
import { COMPARE, callLog, GIT_COMMIT, REPO } from '../../helpers/forge-routes.js';
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

  describe('commits', () => {
    it('lists a branch newest first in one call that asks the forge for no stats, files or signatures', async () => {
      const { data } = await inHello(
        'commits(ref: "develop", first: 3) { totalCount pageInfo { hasNextPage } nodes { sha messageHeadline author { name date user { login } } committer { date } parents { sha } } }',
      );
      const { commits } = data?.repository ?? {};
      expect(commits.totalCount).toBe(8);
      expect(commits.pageInfo.hasNextPage).toBe(true);
      expect(commits.nodes.map((c: Json) => c.messageHeadline)).toEqual([
        'Drop the shouting docs again',
        'Shout with three exclamation marks',
        'Note shout() in the changelog',
      ]);
      expect(commits.nodes[1]).toMatchObject({
        author: { name: 'Bob Brown', user: { login: 'bob' } },
        parents: [{ sha: commits.nodes[2].sha }],
      });
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/commits': 1 });
      expect(queryOf('GET /repos/{owner}/{repo}/commits')).toEqual({
        sha: 'develop',
        stat: 'false',
        verification: 'false',
        files: 'false',
        page: '1',
        limit: '3',
      });
    });

    it('asks for stats and files only when the selection reads them, still in one call', async () => {
      const { data } = await inHello(
        'commits(ref: "develop", first: 1) { nodes { additions deletions changedFiles files { path status } } }',
      );
      expect(data?.repository.commits.nodes).toEqual([
        {
          additions: 0,
          deletions: 3,
          changedFiles: 1,
          files: [{ path: 'docs/shouting.md', status: 'REMOVED' }],
        },
      ]);
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/commits': 1 });
      expect(queryOf('GET /repos/{owner}/{repo}/commits')).toMatchObject({
        stat: 'true',
        files: 'true',
        verification: 'false',
      });
    });

    it('filters by path (pages of 50), since and until; an author without an account has no user', async () => {
      const { data } = await inHello(
        'byPath: commits(ref: "develop", path: "docs/shouting.md", first: 5) { totalCount nodes { messageHeadline author { name user { login } } } } window: commits(ref: "develop", since: "2026-01-08T00:00:00Z", until: "2026-01-09T08:30:00Z") { nodes { messageHeadline } }',
      );
      expect(data?.repository.byPath).toEqual({
        totalCount: 2,
        nodes: [
          {
            messageHeadline: 'Drop the shouting docs again',
            author: { name: 'Alice Anderson', user: { login: 'alice' } },
          },
          { messageHeadline: 'Document shouting', author: { name: 'Dana Doe', user: null } },
        ],
      });
      expect(data?.repository.window.nodes.map((c: Json) => c.messageHeadline)).toEqual([
        'Shout with three exclamation marks',
        'Note shout() in the changelog',
      ]);
      const paths = harness.sandbox.calls.filter(
        (call) => call.route === 'GET /repos/{owner}/{repo}/commits',
      );
      expect(paths.map((call) => call.query.limit)).toContain('50');
      expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/commits': 2 });
    });

    it('answers an empty history for a repository without commits, and NOT_FOUND for an unknown ref', async () => {
      const empty = await harness.query<Json>(
        '{ repository(owner: "bob", name: "empty") { name commits(first: 5) { totalCount nodes { sha } } } }',
        {},
        { as: 'bob' },
      );
      expect(empty.data?.repository).toEqual({ name: 'empty', commits: { totalCount: 0, nodes: [] } });
      expect(empty.errors).toBeUndefined();
      const { data, errors } = await inHello('name commits(ref: "nope", first: 5) { totalCount }');
      expect(data?.repository).toEqual({ name: 'hello', commits: null });
      expect(errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
        [['repository', 'commits'], 'NOT_FOUND'],
      ]);
    });

    it('reads one commit with the parts its selection needs in one call; an unknown sha is NOT_FOUND', async () => {
      const sha = hello().git.branches.get('develop') as string;
      const { data, errors } = await inHello(
        `commit(sha: "${sha.slice(0, 10)}") { id sha abbreviatedSha message additions verification { verified reason } tree { sha } } missing: commit(sha: "${'0'.repeat(40)}") { sha }`,
      );
      expect(data?.repository.commit).toMatchObject({
        sha,
        abbreviatedSha: sha.slice(0, 7),
        message: 'Drop the shouting docs again\n',
        additions: 0,
        verification: { verified: false, reason: 'gpg.error.not_signed_commit' },
        tree: { sha },
      });
      expect(data?.repository.missing).toBeNull();
      expect(errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
        [['repository', 'missing'], 'NOT_FOUND'],
      ]);
      expect(calls()).toEqual({ [REPO]: 1, [GIT_COMMIT]: 2 });
      expect(queryOf(GIT_COMMIT)).toEqual({
        stat: 'true',
        verification: 'true',
        files: 'false',
      });
    });

    it('walks a commit’s history from its sha in one call', async () => {
      const { data } = await inHello(
        'commit(sha: "feature-a") { history(first: 5) { totalCount nodes { messageHeadline } } }',
      );
      expect(data?.repository.commit.history).toEqual({
        totalCount: 3,
        nodes: [
          { messageHeadline: 'Add a farewell' },
          { messageHeadline: 'Update README' },
          { messageHeadline: 'Initial commit' },
        ],
      });
      expect(calls()).toEqual({
        [GIT_COMMIT]: 1,
        'GET /repos/{owner}/{repo}/commits': 1,
      });
      expect(queryOf('GET /repos/{owner}/{repo}/commits')).toMatchObject({
        sha: hello().git.branches.get('feature-a'),
      });
    });

    it('refetches a commit by id with one cheap call, and one more only for stats', async () => {
      const { data } = await inHello('commits(ref: "feature-a", first: 1) { nodes { id } }');
      const id = data?.repository.commits.nodes[0].id;
      harness.resetCalls();
      const cheap = await harness.query<Json>(
        `{ node(id: "${id}") { ... on Commit { messageHeadline parentCommits { messageHeadline } } } }`,
        {},
        { as: 'alice' },
      );
      expect(cheap.data?.node).toEqual({
        messageHeadline: 'Add a farewell',
        parentCommits: [{ messageHeadline: 'Update README' }],
      });
      expect(calls()).toEqual({ [GIT_COMMIT]: 2 });
      harness.resetCalls();
      const stats = await harness.query<Json>(
        `{ node(id: "${id}") { ... on Commit { additions files { path status } } } }`,
        {},
        { as: 'alice' },
      );
      expect(stats.data?.node).toEqual({
        additions: 1,
        files: [{ path: 'src/farewell.ts', status: 'ADDED' }],
      });
      expect(calls()).toEqual({ [GIT_COMMIT]: 2 });
    });
  });

  describe('compare', () => {
    it('answers the commits of head that base lacks and the files they change, in one call', async () => {
      const { data } = await inHello(
        'compare(base: "main", head: "develop") { base head totalCommits files { path status } commits(first: 2) { totalCount nodes { messageHeadline additions deletions } } }',
      );
      expect(data?.repository.compare).toEqual({
        base: 'main',
        head: 'develop',
        totalCommits: 6,
        files: [
          { path: 'CHANGELOG.md', status: 'ADDED' },
          { path: 'src/shout.ts', status: 'ADDED' },
        ],
        commits: {
          totalCount: 6,
          nodes: [
            { messageHeadline: 'Drop the shouting docs again', additions: 0, deletions: 3 },
            { messageHeadline: 'Shout with three exclamation marks', additions: 1, deletions: 1 },
          ],
        },
      });
      expect(calls()).toEqual({ [COMPARE]: 1 });
      expect(queryOf(COMPARE)).toEqual({
        verification: 'false',
        files: 'true',
      });
    });

    it('compares with a branch of a fork named owner:branch', async () => {
      const { data } = await inHello(
        'compare(base: "main", head: "bob:main") { totalCommits commits { nodes { messageHeadline author { user { login } } } } }',
      );
      expect(data?.repository.compare).toEqual({
        totalCommits: 1,
        commits: { nodes: [{ messageHeadline: 'Greet in German', author: { user: { login: 'bob' } } }] },
      });
      expect(calls()).toEqual({ [COMPARE]: 1 });
    });

    it('is NOT_FOUND for an unknown ref, and NOT_SUPPORTED on a forge without the route', async () => {
      const missing = await inHello('compare(base: "main", head: "nope") { totalCommits }');
      expect(missing.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
        [['repository', 'compare'], 'NOT_FOUND'],
      ]);
      harness.sandbox.faults.injectStatus(COMPARE, 404, {
        raw: { text: '404 page not found\n', contentType: 'text/plain' },
        times: 1,
      });
      const old = await inHello('name compare(base: "main", head: "develop") { totalCommits }');
      expect(old.data?.repository).toEqual({ name: 'hello', compare: null });
      expect(old.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
        [['repository', 'compare'], 'NOT_SUPPORTED'],
      ]);
      expect(old.errors?.[0]?.message).toContain('Gitea has it from 1.22 on');
      // the absence is remembered for the process: the forge is not asked again
      harness.resetCalls();
      const again = await inHello('compare(base: "main", head: "feature-a") { totalCommits }');
      expect(again.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_SUPPORTED']);
      expect(calls()).toEqual({ [REPO]: 1 });
    });
  });

  describe('tree', () => {
    it('lists the root of a ref in one call, with the tree id', async () => {
      const { data } = await inHello(
        'tree(ref: "main") { sha truncated totalCount nodes { path name type mode size } }',
      );
      expect(data?.repository.tree).toMatchObject({
        truncated: false,
        totalCount: 3,
        nodes: [
          { path: 'README.md', name: 'README.md', type: 'BLOB', mode: '100644', size: 78 },
          { path: 'docs', name: 'docs', type: 'TREE', mode: '040000', size: 0 },
          { path: 'src', name: 'src', type: 'TREE', mode: '040000', size: 0 },
        ],
      });
      expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/git/trees/{sha}': 1 });
    });

    it('pages a recursive listing through per_page; a directory costs one contents read more', async () => {
      const { data } = await inHello(
        'tree(ref: "develop", recursive: true, first: 2) { truncated totalCount pageInfo { hasNextPage } nodes { path } }',
      );
      expect(data?.repository.tree).toEqual({
        truncated: true,
        totalCount: 7,
        pageInfo: { hasNextPage: true },
        nodes: [{ path: 'CHANGELOG.md' }, { path: 'README.md' }],
      });
      expect(queryOf('GET /repos/{owner}/{repo}/git/trees/{sha}')).toEqual({
        recursive: 'true',
        page: '1',
        per_page: '2',
      });
      harness.resetCalls();
      const src = await inHello('tree(ref: "develop", path: "src") { nodes { name } }');
      expect(src.data?.repository.tree.nodes.map((e: Json) => e.name)).toEqual(['main.ts', 'shout.ts']);
      expect(calls()).toEqual({
        [REPO]: 1,
        'GET /repos/{owner}/{repo}/contents': 1,
        'GET /repos/{owner}/{repo}/git/trees/{sha}': 1,
      });
    });

    it('is BAD_USER_INPUT for a ref that names nothing and NOT_FOUND for a path that is no directory', async () => {
      const bad = await inHello('tree(ref: "nope") { totalCount }');
      expect(bad.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
        [['repository', 'tree'], 'BAD_USER_INPUT'],
      ]);
      const empty = await harness.query<Json>(
        '{ repository(owner: "bob", name: "empty") { tree { totalCount sha } } }',
        {},
        { as: 'bob' },
      );
      expect(empty.data?.repository.tree).toEqual({ totalCount: 0, sha: null });
      const file = await inHello('tree(ref: "main", path: "README.md") { totalCount }');
      expect(file.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
        [['repository', 'tree'], 'NOT_FOUND'],
      ]);
      expect(file.errors?.[0]?.message).toBe(
        "Could not resolve to a directory 'README.md' in the repository 'alice/hello' at this ref.",
      );
    });
  });
});
