// The read graph over HTTP against the sandbox forge over HTTP: data, error codes and, above all,
// the exact upstream calls each query costs, on every forge profile (Gitea 1.26, Gitea 1.22,
// Forgejo): the same data everywhere, and each profile's own calls.

import { describe, expect, it } from 'vitest';
import { countRoutes, startHarness } from '../helpers/harness.js';
import { fileRoute, isLegacy, PROFILES } from '../helpers/profiles.js';
import { useProfileHarness } from '../helpers/use-harness.js';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk untyped response JSON
type Json = Record<string, any>;

describe.each(PROFILES)('on %s', (profile) => {
  const legacy = isLegacy(profile);
  const harness = useProfileHarness(profile);

  describe('call count', () => {
    it('answers repository, pull requests with authors and base repositories, and three files in one round of calls', async () => {
      const result = await harness.query<Json>(`{
      repository(owner: "alice", name: "hello") {
        fullName
        pullRequests(first: 10) {
          totalCount
          nodes { number author { login } base { ref repository { fullName owner { login } } } }
        }
        readme: file(path: "README.md") { path text sha }
        main: file(path: "src/main.ts") { path }
        guide: file(path: "docs/guide.md") { path }
      }
    }`);
      expect(result.errors).toBeUndefined();
      const repo = result.data?.repository;
      expect(repo.fullName).toBe('alice/hello');
      expect(repo.readme.text).toMatch(/hello/);
      expect([repo.main.path, repo.guide.path]).toEqual(['src/main.ts', 'docs/guide.md']);
      expect(repo.pullRequests.nodes.length).toBeGreaterThanOrEqual(3);
      for (const pr of repo.pullRequests.nodes) {
        expect(pr.author.login).toEqual(expect.any(String));
        expect(pr.base.repository.fullName).toBe('alice/hello');
      }
      // file-contents reads the three files in one call; without it, GET .../contents reads each, in parallel
      expect(countRoutes(harness.routes())).toEqual({
        'GET /repos/{owner}/{repo}': 1,
        'GET /repos/{owner}/{repo}/pulls': 1,
        [fileRoute(profile)]: legacy ? 3 : 1,
      });
    });

    it('batches file and files fields anywhere in the query into one file-contents call (one read per path without it)', async () => {
      const result = await harness.query<Json>(`{
      a: repository(owner: "alice", name: "hello") { file(path: "README.md") { name } }
      b: repository(owner: "alice", name: "hello") { files(paths: ["src/main.ts", "missing.md"]) { name } }
    }`);
      expect(result.data?.a.file.name).toBe('README.md');
      expect(result.data?.b.files).toEqual([{ name: 'main.ts' }, null]);
      // Without file-contents the missing file is a 404 of its own, which may as well mean a missing repository:
      // the repository is read to tell them apart.
      expect(countRoutes(harness.routes())).toEqual({
        ...(legacy ? { 'GET /repos/{owner}/{repo}': 1 } : {}),
        [fileRoute(profile)]: legacy ? 3 : 1,
      });
    });

    it('reads the same repository once when it is asked for twice, by alias and by node id', async () => {
      const first = await harness.query<Json>('{ repository(owner: "alice", name: "hello") { id } }');
      const id = first.data?.repository.id;
      harness.resetCalls();
      const result = await harness.query<Json>(
        `query ($id: ID!) {
        a: repository(owner: "alice", name: "hello") { name }
        b: repository(owner: "alice", name: "hello") { fullName }
        n: node(id: $id) { ... on Repository { description } }
      }`,
        { id },
      );
      expect(result.data?.a.name).toBe('hello');
      expect(result.data?.n.description).toEqual(expect.any(String));
      expect(harness.routes()).toEqual(['GET /repos/{owner}/{repo}']);
    });

    it('costs no call for an embedded author that is also asked for at the root', async () => {
      const result = await harness.query<Json>(`{
      repository(owner: "alice", name: "many-prs") {
        pullRequests(first: 3, state: OPEN) { nodes { author { login fullName } } }
      }
    }`);
      const logins = result.data?.repository.pullRequests.nodes.map((n: Json) => n.author.login);
      expect(logins).toHaveLength(3);
      expect(harness.routes()).not.toContain('GET /users/{username}');
    });

    it('asks contents-ext only for the extra data the query selects (contents on forges without it)', async () => {
      const small = await harness.query<Json>(
        '{ repository(owner: "alice", name: "hello") { contents(path: "README.md") { file { name size } } } }',
      );
      const full = await harness.query<Json>(
        '{ repository(owner: "alice", name: "hello") { contents(path: "README.md") { file { text lastCommitSha lastCommitMessage } } } }',
      );
      expect(small.data?.repository.contents.file.name).toBe('README.md');
      expect(full.data?.repository.contents.file.text).toMatch(/^# hello/);
      const includes = harness.sandbox.calls
        .filter((call) => call.route.startsWith('GET /repos/{owner}/{repo}/contents-ext'))
        .map((call) => call.query.includes ?? null);
      expect(includes).toEqual(legacy ? [] : [null, 'commit_message,commit_metadata,file_content']);
      expect(countRoutes(harness.routes())['GET /repos/{owner}/{repo}/contents/{filepath}']).toBe(
        legacy ? 2 : undefined,
      );
    });
  });

  describe('paging', () => {
    it('walks every pull request five at a time in the forge’s order with the right totals', async () => {
      const direct = await fetch(`${harness.sandbox.url}/repos/alice/many-prs/pulls?limit=50&page=1`).then(
        (r) => r.json(),
      );
      const direct2 = await fetch(`${harness.sandbox.url}/repos/alice/many-prs/pulls?limit=50&page=2`).then(
        (r) => r.json(),
      );
      const expected = [...direct, ...direct2].map((pr: Json) => pr.number);
      const seen: number[] = [];
      let after: string | null = null;
      for (let page = 0; page < 20; page++) {
        const result: Json = await harness.query<Json>(
          `query ($after: String) { repository(owner: "alice", name: "many-prs") {
          pullRequests(first: 5, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { number } }
        } }`,
          { after },
        );
        const connection = result.data?.repository.pullRequests;
        expect(connection.totalCount).toBe(60);
        seen.push(...connection.nodes.map((n: Json) => n.number));
        if (!connection.pageInfo.hasNextPage) break;
        after = connection.pageInfo.endCursor;
      }
      expect(seen).toEqual(expected);
      expect(seen).toHaveLength(60);
    });

    it('serves a window that straddles upstream pages exactly', async () => {
      const all: Json = await harness.query<Json>(
        '{ repository(owner: "alice", name: "many-prs") { pullRequests(first: 60) { edges { cursor node { number } } } } }',
      );
      const edges = all.data?.repository.pullRequests.edges;
      const cursor = edges[44].cursor;
      harness.resetCalls();
      const window: Json = await harness.query<Json>(
        `query ($after: String) { repository(owner: "alice", name: "many-prs") {
        pullRequests(first: 12, after: $after) { nodes { number } pageInfo { hasNextPage hasPreviousPage } }
      } }`,
        { after: cursor },
      );
      const numbers = window.data?.repository.pullRequests.nodes.map((n: Json) => n.number);
      expect(numbers).toEqual(edges.slice(45, 57).map((e: Json) => e.node.number));
      expect(window.data?.repository.pullRequests.pageInfo).toEqual({
        hasNextPage: true,
        hasPreviousPage: true,
      });
    });

    it('serves last/before from the end of the list', async () => {
      const result: Json = await harness.query<Json>(
        '{ repository(owner: "alice", name: "many-prs") { pullRequests(last: 3) { nodes { number } pageInfo { hasNextPage } } } }',
      );
      const all: Json = await harness.query<Json>(
        '{ repository(owner: "alice", name: "many-prs") { pullRequests(first: 60) { nodes { number } } } }',
      );
      const numbers = all.data?.repository.pullRequests.nodes.map((n: Json) => n.number);
      expect(result.data?.repository.pullRequests.nodes.map((n: Json) => n.number)).toEqual(
        numbers.slice(-3),
      );
      expect(result.data?.repository.pullRequests.pageInfo.hasNextPage).toBe(false);
    });

    it('refuses a page size over the cap before calling the forge', async () => {
      const result = await harness.query(
        '{ repository(owner: "alice", name: "hello") { pullRequests(first: 101) { totalCount } } }',
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(harness.routes()).not.toContain('GET /repos/{owner}/{repo}/pulls');
    });
  });

  describe('visibility and errors', () => {
    const secret = '{ repository(owner: "alice", name: "secret") { fullName } }';

    it('shows a private repository to its owner only', async () => {
      expect((await harness.query<Json>(secret, {}, { as: 'alice' })).data?.repository.fullName).toBe(
        'alice/secret',
      );
      for (const as of ['bob', undefined] as const) {
        const result = await harness.query<Json>(secret, {}, { as });
        expect(result.status).toBe(200);
        expect(result.data?.repository).toBeNull();
        expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect(result.errors?.[0]?.extensions?.upstream).toMatchObject({ status: 404 });
        expect(result.errors?.[0]?.extensions?.http).toBeUndefined();
      }
    });

    it('fails one field and still resolves its siblings', async () => {
      const result = await harness.query<Json>(`{
      hello: repository(owner: "alice", name: "hello") { name }
      missing: repository(owner: "alice", name: "nope") { name }
      nobody: user(login: "nobody") { login }
    }`);
      expect(result.status).toBe(200);
      expect(result.data?.hello.name).toBe('hello');
      expect(result.data?.missing).toBeNull();
      const codes = result.errors?.map((e) => [e.path?.join('.'), e.extensions?.code]);
      expect(codes).toEqual(
        expect.arrayContaining([
          ['missing', 'NOT_FOUND'],
          ['nobody', 'NOT_FOUND'],
        ]),
      );
    });

    it('reports a forge answer of the wrong shape as UPSTREAM_ERROR, not an internal error', async () => {
      harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}', 200, {
        times: 1,
        body: ['not', 'a', 'repo'],
      });
      harness.sandbox.faults.injectStatus('GET /users/{username}', 200, { times: 1, body: 'just a string' });
      const result = await harness.query<Json>(`{
      repository(owner: "alice", name: "hello") { name }
      user(login: "bob") { login }
    }`);
      expect(result.data).toEqual({ repository: null, user: null });
      expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_ERROR', 'UPSTREAM_ERROR']);
    });

    it('reports an upstream failure as UPSTREAM_ERROR without leaking its body', async () => {
      harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}', 500, {
        body: { message: 'panic: at /srv/gitea/secret/path.go:42' },
      });
      const result = await harness.query('{ repository(owner: "alice", name: "hello") { name } }');
      expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
      expect(JSON.stringify(result)).not.toContain('/srv/gitea');
    });
  });

  describe('every read operation through GraphQL', () => {
    it('reads a directory and a file through contents-ext, and through contents on a forge without it', async () => {
      const result = await harness.query<Json>(`{ repository(owner: "alice", name: "hello") {
      root: contents { isDirectory entries { name type } }
      readme: contents(path: "README.md") { isDirectory file { name type text } }
    } }`);
      expect(result.errors).toBeUndefined();
      expect(result.data?.repository.root.isDirectory).toBe(true);
      expect(result.data?.repository.root.entries.map((e: Json) => e.name)).toEqual(
        expect.arrayContaining(['README.md', 'docs', 'src']),
      );
      expect(result.data?.repository.readme).toMatchObject({
        isDirectory: false,
        file: { name: 'README.md', type: 'FILE', text: expect.stringMatching(/^# hello/) },
      });
      expect(countRoutes(harness.routes())).toEqual(
        legacy
          ? {
              'GET /repos/{owner}/{repo}/contents': 1,
              'GET /repos/{owner}/{repo}/contents/{filepath}': 1,
            }
          : {
              'GET /repos/{owner}/{repo}/contents-ext': 1,
              'GET /repos/{owner}/{repo}/contents-ext/{filepath}': 1,
            },
      );
    });

    it('reads wiki revisions and a user’s tracked times with their issues', async () => {
      const result = await harness.query<Json>(
        `{ repository(owner: "alice", name: "hello") {
        wikiPage(name: "Home") { revisions(first: 2) { totalCount nodes { sha message committer { name } } } }
        trackedTimes(user: "alice") { time user { login } issue { number title repository { fullName } } }
      } }`,
        {},
        { as: 'alice' },
      );
      expect(result.errors).toBeUndefined();
      const repo = result.data?.repository;
      expect(repo.wikiPage.revisions.totalCount).toBeGreaterThanOrEqual(3);
      expect(repo.wikiPage.revisions.nodes).toHaveLength(2);
      expect(repo.wikiPage.revisions.nodes[0].committer.name).toEqual(expect.any(String));
      expect(repo.trackedTimes[0]).toMatchObject({ user: { login: 'alice' }, issue: { number: 1 } });
      expect(repo.trackedTimes[0].issue.repository.fullName).toBe('alice/hello');
      // the revisions' and times' answers prove the repository exists: it is not read
      expect(countRoutes(harness.routes())['GET /repos/{owner}/{repo}']).toBeUndefined();
    });

    it('reads packages with their repositories and activities with theirs', async () => {
      const result = await harness.query<Json>(
        `{ user(login: "alice") {
        packages(first: 10) { totalCount nodes { name version type repository { fullName } } }
        activities(first: 5) { totalCount nodes { opType actUser { login } repo { fullName } } }
      }
      organization(login: "acme") { name packages(first: 5) { nodes { name repository { name } } } } }`,
        {},
        { as: 'alice' },
      );
      expect(result.errors).toBeUndefined();
      const packages = result.data?.user.packages;
      expect(packages.totalCount).toBeGreaterThanOrEqual(3);
      expect(packages.nodes.find((p: Json) => p.name === 'hello-lib').repository.fullName).toBe(
        'alice/hello',
      );
      expect(result.data?.user.activities.nodes).toHaveLength(5);
      expect(result.data?.organization.packages.nodes[0].name).toBe('acme-image');
      expect(harness.routes()).not.toContain('GET /repos/{owner}/{repo}');
    });

    it('reads the viewer’s workflow jobs with a status filter, or says the forge lacks them', async () => {
      const result = await harness.query<Json>(
        `{ viewer { login } workflowJobs(first: 10, status: [SUCCESS], orderBy: { direction: DESC }) {
        totalCount nodes { name status conclusion steps { name number } }
      } }`,
        {},
        { as: 'alice' },
      );
      expect(result.data?.viewer.login).toBe('alice');
      if (legacy) {
        // learnt before: no call to the missing route, the field alone fails
        expect(result.data?.workflowJobs).toBeNull();
        expect(result.errors).toEqual([
          expect.objectContaining({
            path: ['workflowJobs'],
            extensions: expect.objectContaining({
              code: 'NOT_SUPPORTED',
              upstream: expect.objectContaining({ status: 404, route: 'GET /user/actions/jobs' }),
            }),
          }),
        ]);
        expect(harness.routes()).toEqual(['GET /user']);
        return;
      }
      expect(result.errors).toBeUndefined();
      expect(result.data?.workflowJobs.nodes.length).toBeGreaterThan(0);
      expect(harness.sandbox.calls.find((c) => c.route === 'GET /user/actions/jobs')?.query).toMatchObject({
        status: 'success',
        order: 'desc',
      });
    });

    it('navigates issue and pull request by number with their embedded objects', async () => {
      const result = await harness.query<Json>(`{ repository(owner: "alice", name: "hello") {
      issue(number: 1) { title state assignees { login } labels { name } milestone { title } }
      pullRequest(number: 3) { title state head { ref } base { repository { name } } }
      releases(first: 5) { nodes { tagName author { login } } }
    } }`);
      expect(result.errors).toBeUndefined();
      const repo = result.data?.repository;
      expect(repo.issue.assignees.map((u: Json) => u.login)).toEqual(['alice', 'bob']);
      expect(repo.issue.state).toBe('OPEN');
      expect(repo.pullRequest.base.repository.name).toBe('hello');
      expect(repo.releases.nodes.map((r: Json) => r.tagName)).toContain('v1.0');
    });

    it('refetches users, organizations, issues and pull requests by global id', async () => {
      const ids: Json = await harness.query<Json>(`{
      user(login: "bob") { id }
      organization(login: "acme") { id }
      repository(owner: "alice", name: "hello") { issue(number: 1) { id } pullRequest(number: 4) { id } }
    }`);
      const list = [
        ids.data?.user.id,
        ids.data?.organization.id,
        ids.data?.repository.issue.id,
        ids.data?.repository.pullRequest.id,
      ];
      const result = await harness.query<Json>(
        `query ($ids: [ID!]!) { nodes(ids: $ids) {
        __typename
        ... on User { login } ... on Organization { name } ... on Issue { number } ... on PullRequest { number }
      } }`,
        { ids: list },
      );
      expect(result.data?.nodes).toEqual([
        { __typename: 'User', login: 'bob' },
        { __typename: 'Organization', name: 'acme' },
        { __typename: 'Issue', number: 1 },
        { __typename: 'PullRequest', number: 4 },
      ]);
    });
  });

  describe('auth', () => {
    it('passes each caller’s own Authorization to the forge and nothing to anonymous calls', async () => {
      await harness.query('{ viewer { login } }', {}, { as: 'bob' });
      await harness.query('{ repository(owner: "alice", name: "hello") { name } }');
      await harness.query(
        '{ viewer { login } }',
        {},
        { headers: { authorization: `Basic ${btoa('carol:carol-password')}` } },
      );
      expect(harness.sandbox.calls.map((c) => c.user)).toEqual(['bob', null, 'carol']);
    });
  });
});

describe('naive baseline', () => {
  it('makes one call per field when every saving is switched off', async () => {
    const naive = await startHarness({ gateway: { naive: true } });
    try {
      const result = await naive.query<Json>(`{
        a: repository(owner: "alice", name: "hello") { name readme: file(path: "README.md") { name } }
        b: repository(owner: "alice", name: "hello") { guide: file(path: "docs/guide.md") { name } }
      }`);
      expect(result.errors).toBeUndefined();
      expect(result.data?.b.guide.name).toBe('guide.md');
      expect(countRoutes(naive.routes())).toEqual({
        'GET /repos/{owner}/{repo}': 2,
        'GET /repos/{owner}/{repo}/file-contents': 2,
      });
    } finally {
      await naive.close();
    }
  });
});
