// gh's commands that speak REST to a GitHub Enterprise host (`gh api`, `gh pr diff`, `gh search
// issues`, `gh label create`), run against the gateway over HTTPS and compared with what the forge
// itself says (its REST API, read directly) or holds afterwards.

import { describe, expect, it } from 'vitest';
import { useGhHarness } from '../helpers/gh.js';

const h = useGhHarness();

interface ForgeUser {
  id: number;
  login: string;
  full_name: string;
  email: string;
}

interface ForgeIssue {
  number: number;
  title: string;
  state: string;
  repository: { full_name: string };
}

describe('gh api against /api/v3', () => {
  it('reads the signed-in user as the forge knows them, with the scopes gh checks for', async () => {
    const [result, forge] = await Promise.all([h.gh(['api', '-i', 'user']), h.forge<ForgeUser>('/user')]);
    expect(result.code).toBe(0);
    const [head = '', body = ''] = result.stdout.split(/\r?\n\r?\n/);
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(head).toMatch(/^X-Oauth-Scopes: repo, read:org, gist$/m);
    expect(JSON.parse(body)).toMatchObject({
      login: forge.login,
      id: forge.id,
      name: forge.full_name,
      email: forge.email,
      type: 'User',
      url: `https://${h.host}/api/v3/users/${forge.login}`,
    });
  });

  it('answers the API root with its URL templates, and a token the forge refuses with 401, as gh auth status asks', async () => {
    const [root, refused, status] = await Promise.all([
      h.ghJson<Record<string, string>>(['api', '/']),
      h.gh(['api', '/'], 'nobody'),
      h.gh(['auth', 'status'], 'nobody'),
    ]);
    expect(root).toMatchObject({
      current_user_url: `https://${h.host}/api/v3/user`,
      repository_url: `https://${h.host}/api/v3/repos/{owner}/{repo}`,
    });
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ message: 'Bad credentials' });
    expect(status.code).toBe(1);
    expect(status.stderr).toContain('authentication failed');
  });

  it('reads a repository in GitHub’s shape from the forge’s', async () => {
    const [repo, forge] = await Promise.all([
      h.ghJson<Record<string, unknown>>(['api', 'repos/alice/hello']),
      h.forge<Record<string, unknown>>('/repos/alice/hello'),
    ]);
    expect(repo).toMatchObject({
      id: forge.id,
      full_name: 'alice/hello',
      description: forge.description,
      default_branch: forge.default_branch,
      private: forge.private,
      stargazers_count: forge.stars_count,
      forks_count: forge.forks_count,
      html_url: forge.html_url,
      owner: { login: 'alice' },
    });
  });

  it('reads the README as the forge’s file, base64 in JSON or raw when asked', async () => {
    const [json, raw, forge] = await Promise.all([
      h.ghJson<{ name: string; path: string; content: string; encoding: string }>([
        'api',
        'repos/alice/hello/readme',
      ]),
      h.gh(['api', '-H', 'Accept: application/vnd.github.raw', 'repos/alice/hello/readme']),
      h.forge<{ content: string; sha: string }>('/repos/alice/hello/contents/README.md'),
    ]);
    expect(json).toMatchObject({
      name: 'README.md',
      path: 'README.md',
      encoding: 'base64',
      content: forge.content,
    });
    expect(raw.stdout).toBe(Buffer.from(forge.content, 'base64').toString('utf8'));
  });

  it('answers a path it does not serve, and a repository that does not exist, with GitHub’s 404', async () => {
    const [unknown, missing] = await Promise.all([
      h.gh(['api', 'repos/alice/hello/traffic/views']),
      h.gh(['api', 'repos/alice/no-such-repository']),
    ]);
    for (const result of [unknown, missing]) {
      expect(result.code).toBe(1);
      expect(JSON.parse(result.stdout)).toEqual({
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest',
      });
      expect(result.stderr).toContain('Not Found (HTTP 404)');
    }
  });

  it('answers a token the forge refuses with GitHub’s 401', async () => {
    const result = await h.gh(['api', 'user'], 'nobody');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ message: 'Bad credentials' });
    expect(result.stderr).toContain('HTTP 401');
  });

  it('deletes a branch through git/refs/heads as the forge’s branch deletion', async () => {
    const create = await fetch(`${h.shipped.sandbox.url}/repos/alice/hello/branches`, {
      method: 'POST',
      headers: { authorization: 'token alice-token', 'content-type': 'application/json' },
      body: JSON.stringify({ new_branch_name: 'gh-doomed', old_branch_name: 'main' }),
    });
    expect(create.status).toBe(201);
    const result = await h.gh(['api', '-X', 'DELETE', 'repos/alice/hello/git/refs/heads/gh-doomed']);
    expect(result.code).toBe(0);
    const after = await fetch(`${h.shipped.sandbox.url}/repos/alice/hello/branches/gh-doomed`, {
      headers: { authorization: 'token alice-token' },
    });
    expect(after.status).toBe(404);
  });
});

describe('gh pr diff', () => {
  it('prints the forge’s diff of the pull request', async () => {
    const [result, forge] = await Promise.all([
      h.gh(['pr', 'diff', '3', ...h.repoFlag('alice/hello')]),
      h.forgeText('/repos/alice/hello/pulls/3.diff'),
    ]);
    expect(result.code).toBe(0);
    expect(forge).toContain('diff --git');
    expect(result.stdout).toBe(forge);
  });

  it('reads the pull request as JSON in GitHub’s shape from the forge’s', async () => {
    type Branch = { ref: string; sha: string; repo: { full_name: string } };
    const [pull, forge] = await Promise.all([
      h.ghJson<Record<string, unknown>>(['api', 'repos/alice/hello/pulls/4']),
      h.forge<{
        title: string;
        state: string;
        user: { login: string };
        head: Branch;
        base: Branch;
        merged: boolean;
      }>('/repos/alice/hello/pulls/4'),
    ]);
    expect(pull).toMatchObject({
      number: 4,
      title: forge.title,
      state: forge.state,
      merged: forge.merged,
      user: { login: forge.user.login },
      head: { ref: forge.head.ref, sha: forge.head.sha, repo: { full_name: forge.head.repo.full_name } },
      base: { ref: forge.base.ref, sha: forge.base.sha },
      url: `https://${h.host}/api/v3/repos/alice/hello/pulls/4`,
      issue_url: `https://${h.host}/api/v3/repos/alice/hello/issues/4`,
    });
  });

  it('says a number that is no pull request is not found', async () => {
    const result = await h.gh(['pr', 'diff', '999', ...h.repoFlag('alice/hello')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('HTTP 404');
  });
});

describe('gh search issues', () => {
  it('finds what the forge’s issue search finds across the caller’s repositories', async () => {
    const [found, forge] = await Promise.all([
      h.ghJson<{ number: number; title: string; state: string; repository: { nameWithOwner: string } }[]>([
        'search',
        'issues',
        'greeting',
        '--json',
        'number,title,state,repository',
      ]),
      h.forge<ForgeIssue[]>('/repos/issues/search?q=greeting&type=issues&state=all&limit=30'),
    ]);
    expect(forge.length).toBeGreaterThan(1);
    expect(found).toEqual(
      forge.map((issue) => ({
        number: issue.number,
        title: issue.title,
        state: issue.state,
        repository: {
          name: issue.repository.full_name.split('/')[1],
          nameWithOwner: issue.repository.full_name,
        },
      })),
    );
  });

  it('searches one repository by label and state as the forge’s issue list filters them', async () => {
    const [found, forge] = await Promise.all([
      h.ghJson<{ number: number }[]>([
        'search',
        'issues',
        '--repo',
        'alice/hello',
        '--label',
        'bug',
        '--state',
        'open',
        '--json',
        'number',
      ]),
      h.forge<ForgeIssue[]>('/repos/alice/hello/issues?type=issues&state=open&labels=bug'),
    ]);
    expect(forge.length).toBeGreaterThan(0);
    expect(found.map((issue) => issue.number)).toEqual(forge.map((issue) => issue.number));
  });

  it('prints the default table: repository, number, state, title and labels', async () => {
    const [result, forge] = await Promise.all([
      h.gh(['search', 'issues', '--repo', 'alice/hello', '--label', 'bug']),
      h.forge<(ForgeIssue & { labels: { name: string }[] })[]>(
        '/repos/alice/hello/issues?type=issues&state=all&labels=bug',
      ),
    ]);
    expect(result.code).toBe(0);
    const rows = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t').slice(0, 5));
    expect(rows).toEqual(
      forge.map((issue) => [
        'alice/hello',
        String(issue.number),
        issue.state,
        issue.title,
        issue.labels.map((label) => label.name).join(', '),
      ]),
    );
  });

  it('pages with GitHub’s Link header', async () => {
    const result = await h.gh(['api', '-i', 'search/issues?q=is:open&per_page=2']);
    const forge = await fetch(`${h.shipped.sandbox.url}/repos/issues/search?state=open&limit=2`, {
      headers: { authorization: 'token alice-token' },
    });
    const total = Number(forge.headers.get('x-total-count'));
    const last = Math.ceil(total / 2);
    expect(result.code).toBe(0);
    const base = `https://${h.host}/api/v3/search/issues?q=is%3Aopen&per_page=2`;
    expect(result.stdout).toContain(`Link: <${base}&page=2>; rel="next", <${base}&page=${last}>; rel="last"`);
    const body = JSON.parse(result.stdout.split(/\r?\n\r?\n/)[1] ?? '');
    expect(body.total_count).toBe(total);
    expect(body.items).toHaveLength(2);
  });

  it('refuses a qualifier the forge cannot search by, with GitHub’s 422', async () => {
    const result = await h.gh(['api', 'search/issues?q=is:locked']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      message: 'Validation Failed',
      errors: [{ field: 'q', message: 'the forge cannot search by is:locked' }],
    });
  });
});

describe('gh api --paginate', () => {
  it('follows the Link header through every page of a repository’s labels', async () => {
    const [pages, forge] = await Promise.all([
      h.gh(['api', '--paginate', 'repos/alice/hello/labels?per_page=2', '--jq', '.[].name']),
      h.forge<{ name: string }[]>('/repos/alice/hello/labels?limit=50'),
    ]);
    expect(pages.code).toBe(0);
    expect(forge.length).toBeGreaterThan(2);
    expect(pages.stdout.trimEnd().split('\n')).toEqual(forge.map((label) => label.name));
  });
});

describe('gh label create', () => {
  it('creates the label in the forge with its colour and description', async () => {
    const result = await h.gh([
      'label',
      'create',
      'gh-made',
      '--color',
      'C0FFEE',
      '--description',
      'Made by gh',
      ...h.repoFlag('alice/hello'),
    ]);
    expect(result.code).toBe(0);
    const labels = await h.forge<{ name: string; color: string; description: string }[]>(
      '/repos/alice/hello/labels?limit=50',
    );
    expect(labels.find((label) => label.name === 'gh-made')).toMatchObject({
      color: 'c0ffee',
      description: 'Made by gh',
    });
  });
});
