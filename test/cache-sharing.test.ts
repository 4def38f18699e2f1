// The shared read cache between callers: public answers of a repository whose events reach the
// gateway are kept once for all, what depends on the caller never is, and no caller receives what
// another may see and it may not, even right after a repository turns private, a collaborator is
// removed or an organization stops being public.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access } from '../src/sandbox/model.js';
import { type Sandbox, startSandbox } from '../src/sandbox/server.js';
import {
  enableLiveUpdates,
  ISSUE_TITLE,
  read,
  renameIssueAtForge,
  startCachingGateway,
} from './helpers/cache.js';
import type { LiveGateway } from './helpers/live.js';
import { addRepo } from './helpers/mutations.js';

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
      'GET /repos/{owner}/{repo}/issues/{index} as carol',
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
    expect(owner.calls).toContain('GET /repos/{owner}/{repo} as alice');
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
