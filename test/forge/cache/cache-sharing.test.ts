// The shared read cache between callers: public answers of a repository whose events reach the
// gateway are kept once for all, what depends on the caller never is, and no caller receives what
// another may see and it may not, even right after a repository turns private, a collaborator is
// removed or an organization stops being public.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access } from '../../../src/sandbox/model/records.js';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import {
  enableLiveUpdates,
  ISSUE_TITLE,
  read,
  renameIssueAtForge,
  startCachingGateway,
} from '../../helpers/cache.js';
import type { LiveGateway } from '../../helpers/live.js';
import { addRepo, type Json } from '../../helpers/mutations.js';

let sandbox: Sandbox;
let gateway: LiveGateway;

async function openIssue(owner: string, repo: string, title: string): Promise<void> {
  const response = await fetch(`${sandbox.url}/repos/${owner}/${repo}/issues`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `token ${owner === 'acme' ? 'alice' : owner}-token`,
    },
    body: JSON.stringify({ title }),
  });
  if (response.status !== 201) throw new Error(`issue not opened: ${response.status}`);
}

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startCachingGateway(sandbox);
  await enableLiveUpdates(sandbox, gateway, 'alice', 'hello', 'alice');
});
afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

const hello = { owner: 'alice', name: 'hello', number: 1 };

describe('a public repository whose events reach the gateway', () => {
  it('answers an anonymous reader’s second read of an issue without a forge call', async () => {
    const first = await read(sandbox, gateway, ISSUE_TITLE, { ...hello, number: 2 });
    expect(first.body.data?.repository.issue.title).toBeTruthy();
    expect(first.calls).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
      'GET /repos/{owner}/{repo}/issues/{index} as anonymous',
    ]);
    const second = await read(sandbox, gateway, ISSUE_TITLE, { ...hello, number: 2 });
    expect(second.body).toEqual(first.body);
    expect(second.calls).toEqual([]);
  });

  it('shares the issue and the repository record with signed-in readers of distinct credentials', async () => {
    await read(sandbox, gateway, ISSUE_TITLE, hello);
    for (const as of ['bob', 'carol'] as const) {
      const answer = await read(sandbox, gateway, ISSUE_TITLE, hello, { as });
      expect(answer.body.data?.repository.issue.title).toBe('Greeting ignores the name');
      // the record comes without the caller's own permissions, which no field here selects
      expect(answer.calls).toEqual([]);
    }
  });

  it('drops what a gateway write changes before the write answers', async () => {
    await read(sandbox, gateway, ISSUE_TITLE, hello, { as: 'carol' });
    const edit = await read(
      sandbox,
      gateway,
      'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { __typename } }',
      { input: { owner: 'alice', repo: 'hello', number: 1, title: 'Greeting ignores the name (edited)' } },
      { as: 'alice' },
    );
    expect(edit.body.data?.updateIssue.__typename).toBe('UpdateIssuePayload');
    const after = await read(sandbox, gateway, ISSUE_TITLE, hello, { as: 'carol' });
    expect(after.body.data?.repository.issue.title).toBe('Greeting ignores the name (edited)');
    // the write dropped the repository's answers and the forge's word on its visibility: asked again
    expect(after.calls.sort()).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
      // filled as an anonymous reader gets it, so that carol's view is nobody else's
      'GET /repos/{owner}/{repo}/issues/{index} as anonymous',
    ]);
    const again = await read(sandbox, gateway, ISSUE_TITLE, hello, { as: 'bob' });
    expect(again.body.data?.repository.issue.title).toBe('Greeting ignores the name (edited)');
    expect(again.calls).toEqual([]);
  });

  it('drops what a forge event changes as soon as the delivery is answered', async () => {
    await read(sandbox, gateway, ISSUE_TITLE, hello);
    // an edit made at the forge, not through the gateway: only its webhook tells
    await renameIssueAtForge(sandbox, 'alice/hello', 1, 'Edited at the forge');
    const after = await read(sandbox, gateway, ISSUE_TITLE, hello);
    expect(after.body.data?.repository.issue.title).toBe('Edited at the forge');
    expect(after.calls).toContain('GET /repos/{owner}/{repo}/issues/{index} as anonymous');
  });
});

describe('what is never shared', () => {
  it('keeps nothing of a private repository: a reader without access gets NOT_FOUND after one who has it', async () => {
    const owner = await read(
      sandbox,
      gateway,
      ISSUE_TITLE,
      { owner: 'alice', name: 'secret', number: 1 },
      { as: 'alice' },
    );
    expect(owner.body.data?.repository.issue.title).toEqual(expect.any(String));
    // the root is a reference: the issue's own call proves the repository exists for alice
    expect(owner.calls).toEqual(['GET /repos/{owner}/{repo}/issues/{index} as alice']);
    for (const as of ['carol', undefined] as const) {
      const other = await read(
        sandbox,
        gateway,
        ISSUE_TITLE,
        { owner: 'alice', name: 'secret', number: 1 },
        { as },
      );
      expect(other.body.data?.repository ?? null).toBeNull();
      expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(other.calls.length).toBeGreaterThan(0);
    }
  });

  it('gives a removed collaborator NOT_FOUND at once: a private repository’s answers were never kept', async () => {
    const repo = addRepo(sandbox.store, 'alice', 'cache-collaborated');
    repo.private = true;
    await openIssue('alice', 'cache-collaborated', 'for bob');
    const bob = sandbox.store.userByName('bob');
    if (!bob) throw new Error('no bob');
    repo.collaborators.set(bob.id, Access.read);
    const vars = { owner: 'alice', name: 'cache-collaborated', number: 1 };
    const allowed = await read(sandbox, gateway, ISSUE_TITLE, vars, { as: 'bob' });
    expect(allowed.body.data?.repository.issue.title).toBe('for bob');
    repo.collaborators.delete(bob.id);
    const removed = await read(sandbox, gateway, ISSUE_TITLE, vars, { as: 'bob' });
    expect(removed.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(removed.calls.sort()).toEqual([
      'GET /repos/{owner}/{repo} as bob',
      'GET /repos/{owner}/{repo}/issues/{index} as bob',
    ]);
  });

  it('serves nobody a repository the gateway made private, right after the write', async () => {
    addRepo(sandbox.store, 'alice', 'cache-closing');
    await enableLiveUpdates(sandbox, gateway, 'alice', 'cache-closing', 'alice');
    const vars = { owner: 'alice', name: 'cache-closing' };
    const description =
      'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { name } }';
    expect((await read(sandbox, gateway, description, vars)).calls).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
    ]);
    expect((await read(sandbox, gateway, description, vars)).calls).toEqual([]);
    const closing = await read(
      sandbox,
      gateway,
      'mutation($input: UpdateRepositoryInput!) { updateRepository(input: $input) { __typename } }',
      { input: { owner: 'alice', repo: 'cache-closing', private: true } },
      { as: 'alice' },
    );
    expect(closing.body.data?.updateRepository.__typename).toBe('UpdateRepositoryPayload');
    const anonymous = await read(sandbox, gateway, description, vars);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(anonymous.calls).toEqual(['GET /repos/{owner}/{repo} as anonymous']);
  });
});

/** Posts `body` to the forge itself as `as`, and waits until its webhooks are delivered. */
async function atForge(path: string, body: Json, as: 'alice' | 'bob'): Promise<void> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `token ${as}-token` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`the forge answered ${response.status}`);
  await sandbox.settleDeliveries();
}

describe('no reader is handed another reader’s view', () => {
  const AUTHOR = `query($owner: String!, $name: String!) {
    repository(owner: $owner, name: $name) { issue(number: 2) { author { login email } } }
  }`;

  it('fills what signed-in readers share as an anonymous reader: the author’s real email stays hidden', async () => {
    const alice = await read(sandbox, gateway, AUTHOR, hello, { as: 'alice' });
    const author = alice.body.data?.repository.issue.author;
    expect(author.email).toBe(`${author.login.toLowerCase()}@noreply.localhost`);
    const anonymous = await read(sandbox, gateway, AUTHOR, hello);
    expect(anonymous.body.data?.repository.issue.author).toEqual(author);
    // the issue is the copy alice's read kept
    expect(anonymous.calls).not.toContain('GET /repos/{owner}/{repo}/issues/{index} as anonymous');
  });

  it('lists a draft release to the writer who may see it, never to an anonymous reader after it', async () => {
    await atForge(
      '/repos/alice/hello/releases',
      { tag_name: 'v9.9-draft', name: 'Unfinished', draft: true },
      'alice',
    );
    const RELEASES = `query($owner: String!, $name: String!) {
      repository(owner: $owner, name: $name) { releases(first: 20) { nodes { tagName draft } } }
    }`;
    const tags = (answer: { body: { data?: Json | null } }) =>
      ((answer.body.data?.repository.releases.nodes ?? []) as { tagName: string }[]).map((r) => r.tagName);
    for (let round = 0; round < 2; round++) {
      const alice = await read(sandbox, gateway, RELEASES, hello, { as: 'alice' });
      expect(tags(alice)).toContain('v9.9-draft');
      // the release list depends on the caller's rights: asked as alice every time
      expect(alice.calls).toEqual(['GET /repos/{owner}/{repo}/releases as alice']);
      const anonymous = await read(sandbox, gateway, RELEASES, hello);
      expect(tags(anonymous)).not.toContain('v9.9-draft');
      expect(anonymous.calls).toEqual(round === 0 ? ['GET /repos/{owner}/{repo}/releases as anonymous'] : []);
    }
  });
});

describe('what is missing below a public repository', () => {
  const LATEST = `query($owner: String!, $name: String!) {
    repository(owner: $owner, name: $name) { latestRelease { tagName } }
  }`;

  it('is missing for every reader: the forge’s 404 is shared until an event of its kind', async () => {
    addRepo(sandbox.store, 'bob', 'cache-unreleased', { 'README.md': '# unreleased\n' });
    await enableLiveUpdates(sandbox, gateway, 'bob', 'cache-unreleased', 'bob');
    const vars = { owner: 'bob', name: 'cache-unreleased' };
    const first = await read(sandbox, gateway, LATEST, vars, { as: 'carol' });
    expect(first.body.data).toEqual({ repository: { latestRelease: null } });
    expect(first.calls.sort()).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
      'GET /repos/{owner}/{repo}/releases/latest as anonymous',
    ]);
    for (const as of ['alice', 'carol', undefined] as const) {
      const again = await read(sandbox, gateway, LATEST, vars, { as });
      expect(again.body.data).toEqual(first.body.data);
      expect(again.calls).toEqual([]);
    }
    await atForge('/repos/bob/cache-unreleased/releases', { tag_name: 'v0.1', name: 'First' }, 'bob');
    const released = await read(sandbox, gateway, LATEST, vars, { as: 'alice' });
    expect(released.body.data).toEqual({ repository: { latestRelease: { tagName: 'v0.1' } } });
    expect(released.calls).toEqual(['GET /repos/{owner}/{repo}/releases/latest as anonymous']);
  });
});
