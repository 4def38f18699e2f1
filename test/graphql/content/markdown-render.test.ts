// Rendered Markdown: bodyHTML on every body, the README, and renderMarkdown previews, rendered by the
// sandbox as Gitea's POST /markup does (references, mentions, relative links and images, task lists),
// once per distinct (mode, context, text) in a request and from the cache in the next one.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ISSUE, MARKUP, REPO } from '../../helpers/forge-routes.js';
import { countRoutes, type Harness, startHarness } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';

let harness: Harness;
let origin: string;
beforeAll(async () => {
  harness = await startHarness();
  origin = new URL(harness.sandbox.url).origin;
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.resetCalls();
  harness.sandbox.faults.clear();
});

const markupCalls = () => countRoutes(harness.routes())[MARKUP] ?? 0;

/** Issue #7 of the seed as Gitea renders it in alice/hello's comment context. */
const issue7Html = () =>
  `<p>The guide does not mention <code>--name</code>. See <a href="${origin}/alice/hello/issues/1" data-markdown-generated-content="" class="ref-issue" rel="nofollow">#1</a> and <a href="${origin}/acme/template/issues/1" data-markdown-generated-content="" class="ref-issue" rel="nofollow">acme/template#1</a>, cc <a href="${origin}/carol" data-markdown-generated-content="" rel="nofollow">@carol</a>.<br/>\n` +
  `Read <a href="${origin}/alice/hello/docs/guide.md" rel="nofollow">the guide</a> first: <a href="${origin}/alice/hello/docs/usage.png" target="_blank" rel="nofollow noopener"><img src="${origin}/alice/hello/docs/usage.png" alt="usage"/></a></p>\n` +
  '<ul>\n' +
  '<li class="task-list-item"><input type="checkbox" disabled="" data-source-position="143" checked=""/>list the flags</li>\n' +
  '<li class="task-list-item"><input type="checkbox" disabled="" data-source-position="164"/>describe <code>--name</code></li>\n' +
  '</ul>\n';

const ISSUE_7 = `{ repository(owner: "alice", name: "hello") { issue(number: 7) { title body bodyHTML } } }`;

describe('bodyHTML', () => {
  it('renders an issue body with references, mentions, relative links, images and task lists as Gitea writes them', async () => {
    const response = await harness.query<Json>(ISSUE_7, {}, { as: 'alice' });
    expect(response.errors).toBeUndefined();
    expect(response.data?.repository.issue.bodyHTML).toBe(issue7Html());
    expect(countRoutes(harness.routes())).toEqual({
      [ISSUE]: 1,
      [MARKUP]: 1,
    });
    const call = harness.sandbox.calls.find((c) => c.route === MARKUP);
    expect(call?.method).toBe('POST');
  });

  it('serves the same rendering from the cache in the next request, with no markup call', async () => {
    await harness.query(ISSUE_7, {}, { as: 'alice' });
    harness.resetCalls();
    const again = await harness.query<Json>(ISSUE_7, {}, { as: 'bob' });
    expect(again.data?.repository.issue.bodyHTML).toBe(issue7Html());
    expect(markupCalls()).toBe(0);
  });

  it('renders identical texts once per request, and each distinct text with one call', async () => {
    const body = 'Once per request: #2 by @bob, unique text 7f1c.';
    const response = await harness.query<Json>(
      `query($body: String!) {
        a: renderMarkdown(text: $body, repository: "alice/hello")
        b: renderMarkdown(text: $body, repository: "alice/hello")
        c: renderMarkdown(text: $body, repository: "alice/hello", mode: COMMENT)
        other: renderMarkdown(text: $body, repository: "acme/template")
        plain: renderMarkdown(text: $body)
      }`,
      { body },
      { as: 'alice' },
    );
    expect(response.errors).toBeUndefined();
    const bob = `<a href="${origin}/bob" data-markdown-generated-content="" rel="nofollow">@bob</a>`;
    const ref = (repo: string) =>
      `<a href="${origin}/${repo}/issues/2" data-markdown-generated-content="" class="ref-issue" rel="nofollow">#2</a>`;
    expect(response.data?.a).toBe(
      `<p>Once per request: ${ref('alice/hello')} by ${bob}, unique text 7f1c.</p>\n`,
    );
    expect(response.data?.b).toBe(response.data?.a);
    expect(response.data?.c).toBe(response.data?.a);
    expect(response.data?.other).toBe(
      `<p>Once per request: ${ref('acme/template')} by ${bob}, unique text 7f1c.</p>\n`,
    );
    expect(response.data?.plain).toBe('<p>Once per request: #2 by @bob, unique text 7f1c.</p>\n');
    expect(markupCalls()).toBe(3);
  });

  it('renders the bodies of pull requests, reviews, line comments, comments, releases and milestones, one call each', async () => {
    const response = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") {
          pullRequest(number: 3) {
            bodyHTML
            reviews(first: 1) { nodes { bodyHTML comments(first: 1) { nodes { bodyHTML } } } }
          }
          issue(number: 1) { comments(first: 1) { nodes { bodyHTML } } }
          milestone(title: "v1.1") { descriptionHTML }
          release(tagName: "v1.0") { bodyHTML }
        } }`,
      {},
      { as: 'alice' },
    );
    expect(response.errors).toBeUndefined();
    const repo = response.data?.repository;
    expect(repo.pullRequest.bodyHTML).toBe(
      `<p><span class="issue-keyword">Closes</span> <a href="${origin}/alice/hello/issues/2" data-markdown-generated-content="" class="ref-issue" rel="nofollow">#2</a>.</p>\n`,
    );
    const review = repo.pullRequest.reviews.nodes[0];
    expect(review.bodyHTML).toBe('<p>Looks good to me.</p>\n');
    expect(review.comments.nodes[0].bodyHTML).toBe('<p>Nice and short.</p>\n');
    expect(repo.issue.comments.nodes[0].bodyHTML).toBe('<p>I can reproduce this with an empty name.</p>\n');
    expect(repo.milestone.descriptionHTML).toBe('<p>Greetings in more languages</p>\n');
    expect(repo.release.bodyHTML).toBe('<p>The first release.</p>\n');
    expect(markupCalls()).toBe(6);
  });

  it('answers UPSTREAM_ERROR on bodyHTML alone when the forge fails to render, and keeps no failed rendering', async () => {
    const text = 'A failed rendering is not kept (unique text 91ab).';
    harness.sandbox.faults.injectStatus(MARKUP, 500, { times: 1 });
    const failed = await harness.query<Json>(
      `query($text: String!) { renderMarkdown(text: $text, repository: "alice/hello") repository(owner: "alice", name: "hello") { fullName } }`,
      { text },
      { as: 'alice' },
    );
    expect(failed.data?.renderMarkdown ?? null).toBeNull();
    expect(failed.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['renderMarkdown'], 'UPSTREAM_ERROR'],
    ]);
    expect(markupCalls()).toBe(1);
    harness.resetCalls();
    const next = await harness.query<Json>(
      `query($text: String!) { renderMarkdown(text: $text, repository: "alice/hello") }`,
      { text },
      { as: 'alice' },
    );
    expect(next.data?.renderMarkdown).toBe('<p>A failed rendering is not kept (unique text 91ab).</p>\n');
    expect(markupCalls()).toBe(1);
  });
});

describe('readmeHTML and renderMarkdown documents', () => {
  it('renders the README as a document of the default branch', async () => {
    const response = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") { readmeHTML } }`,
      {},
      { as: 'alice' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.repository.readmeHTML).toBe(
      '<h1 id="user-content-hello">hello</h1>\n<p>A tiny TypeScript project that greets the world.</p>\n<p>See docs/guide.md.</p>\n',
    );
    expect(countRoutes(harness.routes())).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/file-contents': 1,
      [MARKUP]: 1,
    });
  });

  it('reads the README together with the repository: two round trips to its HTML, not three', async () => {
    // a gateway of its own, so that the README's rendering is not in the cache yet
    const fresh = await startHarness();
    fresh.sandbox.faults.setLatency('*', 600);
    try {
      const started = performance.now();
      const response = await fresh.query<Json>(
        `{ repository(owner: "alice", name: "hello") { readmeHTML } }`,
        {},
        { as: 'alice' },
      );
      const elapsed = performance.now() - started;
      expect(response.data?.repository.readmeHTML).toMatch(/^<h1 id="user-content-hello">/);
      expect(countRoutes(fresh.routes())[MARKUP]).toBe(1);
      // the repository and the file in one round trip, then the rendering; three would take 1800 ms or more
      expect(elapsed).toBeLessThan(1700);
    } finally {
      await fresh.close();
    }
  });

  it('resolves a document’s relative links and images against src and media of the default branch, leaving #12 as text', async () => {
    const response = await harness.query<Json>(
      `{ renderMarkdown(text: "See [the guide](docs/guide.md) and #1.\\n![logo](img/logo.png)", repository: "alice/hello", mode: DOCUMENT) }`,
      {},
      { as: 'alice' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.renderMarkdown).toBe(
      `<p>See <a href="${origin}/alice/hello/src/branch/main/docs/guide.md" rel="nofollow">the guide</a> and #1.\n` +
        `<a href="${origin}/alice/hello/src/branch/main/img/logo.png" target="_blank" rel="nofollow noopener"><img src="${origin}/alice/hello/media/branch/main/img/logo.png" alt="logo"/></a></p>\n`,
    );
    expect(countRoutes(harness.routes())).toEqual({ [REPO]: 1, [MARKUP]: 1 });
  });

  it('refuses a repository that is not owner/name with BAD_USER_INPUT and no call', async () => {
    const response = await harness.query<Json>(
      `{ renderMarkdown(text: "x", repository: "hello") }`,
      {},
      { as: 'alice' },
    );
    expect(response.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(harness.routes()).toEqual([]);
  });
});

describe('the sandbox’s markup routes', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${origin}/api/v1${path}`, { method: 'POST', headers: { 'content-type': type }, body });

  it('refuses an unknown mode with 422 as RenderMarkup does', async () => {
    const response = await post('/markup', JSON.stringify({ Mode: 'unknown', Text: '## Test' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Unknown mode: unknown', url: `${origin}/api/swagger` });
  });

  it('renders wiki mode when Wiki is set, with links into the wiki', async () => {
    const response = await post(
      '/markdown',
      JSON.stringify({ Text: '[Home](Home) #1', Context: '/alice/hello', Wiki: true }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(
      `<p><a href="${origin}/alice/hello/wiki/Home" rel="nofollow">Home</a> <a href="${origin}/alice/hello/issues/1" data-markdown-generated-content="" class="ref-issue" rel="nofollow">#1</a></p>\n`,
    );
  });

  it('renders the raw body of /markdown/raw without any repository', async () => {
    const response = await post('/markdown/raw', '- [ ] #1 for @alice', 'text/plain');
    expect(await response.text()).toBe(
      '<ul>\n<li class="task-list-item"><input type="checkbox" disabled="" data-source-position="2"/>#1 for @alice</li>\n</ul>\n',
    );
  });
});
