// The git reads of a Repository through the gateway, against the sandbox over HTTP: branches, branch,
// defaultBranchRef, commits, commit, compare, tags, tag, tree and forks; their data, paging, one error
// each, the exact forge calls, and the Commit, Branch and Tag nodes refetched by id.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRoutes, type Harness, startHarness } from './helpers/harness.js';
import type { Json } from './helpers/mutations.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => harness.resetCalls());

const REPO = 'GET /repos/{owner}/{repo}';
const calls = () => countRoutes(harness.routes());
const hello = () => harness.sandbox.store.repos.find((repo) => repo.name === 'hello')!;
const queryOf = (route: string) => harness.sandbox.calls.find((call) => call.route === route)?.query;
const inHello = async (selection: string, as: 'alice' | 'carol' = 'alice') =>
  harness.query<Json>(`{ repository(owner: "alice", name: "hello") { ${selection} } }`, {}, { as });

describe('branches', () => {
  it('lists branches with their head commits in one call, in parallel with the repository read', async () => {
    const { data, errors } = await inHello(
      'branches(first: 2) { totalCount pageInfo { hasNextPage } nodes { name protected target { sha messageHeadline author { name user { login } } } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.branches).toEqual({
      totalCount: 6,
      pageInfo: { hasNextPage: true },
      nodes: [
        {
          name: 'develop',
          protected: false,
          target: {
            sha: hello().git.branches.get('develop'),
            messageHeadline: 'Drop the shouting docs again',
            author: { name: 'Alice Anderson', user: { login: 'alice' } },
          },
        },
        {
          name: 'fix-typo',
          protected: false,
          target: {
            sha: hello().git.branches.get('fix-typo'),
            messageHeadline: 'Fix typo in guide',
            author: { name: 'Bob Brown', user: { login: 'bob' } },
          },
        },
      ],
    });
    // The login of a branch head's author is one user read, shared by both heads.
    expect(calls()).toEqual({
      [REPO]: 1,
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
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/commits': 1 });
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
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/commits': 1 });
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
    const paths = harness.sandbox.calls.filter((call) => call.route === 'GET /repos/{owner}/{repo}/commits');
    expect(paths.map((call) => call.query.limit)).toContain('50');
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/commits': 2 });
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
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/git/commits/{sha}': 2 });
    expect(queryOf('GET /repos/{owner}/{repo}/git/commits/{sha}')).toEqual({
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
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/git/commits/{sha}': 1,
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
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/git/commits/{sha}': 2 });
    harness.resetCalls();
    const stats = await harness.query<Json>(
      `{ node(id: "${id}") { ... on Commit { additions files { path status } } } }`,
      {},
      { as: 'alice' },
    );
    expect(stats.data?.node).toEqual({ additions: 1, files: [{ path: 'src/farewell.ts', status: 'ADDED' }] });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/git/commits/{sha}': 2 });
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
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/compare/{basehead}': 1 });
    expect(queryOf('GET /repos/{owner}/{repo}/compare/{basehead}')).toEqual({
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
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/compare/{basehead}': 1 });
  });

  it('is NOT_FOUND for an unknown ref, and NOT_SUPPORTED on a forge without the route', async () => {
    const missing = await inHello('compare(base: "main", head: "nope") { totalCommits }');
    expect(missing.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['repository', 'compare'], 'NOT_FOUND'],
    ]);
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/compare/{basehead}', 404, {
      raw: { text: '404 page not found\n', contentType: 'text/plain' },
      times: 1,
    });
    const old = await inHello('name compare(base: "main", head: "develop") { totalCommits }');
    expect(old.data?.repository).toEqual({ name: 'hello', compare: null });
    expect(old.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_SUPPORTED']);
    expect(old.errors?.[0]?.message).toContain('Gitea 1.22');
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
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/tags': 1 });
  });

  it('reads one tag in one call, refetches it by id, and keeps a bad page size on the field', async () => {
    const { data } = await inHello('tag(name: "v0.1") { id target { messageHeadline } }');
    expect(data?.repository.tag.target).toEqual({ messageHeadline: 'Initial commit' });
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/tags/{tag}': 1,
      'GET /repos/{owner}/{repo}/git/commits/{sha}': 1,
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
