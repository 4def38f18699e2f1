// Hostile names: a NUL or another control character in an owner, repository, login, branch or
// node ID answers BAD_USER_INPUT before any forge call, and loader keys cannot collide, so that
// no name reaches another object than the one it spells.

import { describe, expect, it } from 'vitest';
import { holdsControlCharacter } from '../../../src/forge/routes/route.js';
import { keyPart, repoKey, splitIssueKey, splitRepoKey } from '../../../src/graphql/kit/loaders.js';
import type { DemoUser } from '../../helpers/harness.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const h = useFileHarness();

const globalId = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const codes = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors ?? []).map((error) => error.extensions?.code);

/** Runs `query` as `as` (anonymously when undefined), expecting one BAD_USER_INPUT; answers the response. */
async function badInput(query: string, variables?: Record<string, unknown>, as?: DemoUser) {
  const response = await h.query(query, variables, { as });
  expect(codes(response)).toEqual(['BAD_USER_INPUT']);
  return response;
}

describe('a NUL in a name', () => {
  it('answers BAD_USER_INPUT for an owner ending in NUL, where it used to read alice/secret', async () => {
    const response = await badInput(
      '{ repository(owner: "alice/secret\\u0000", name: "x") { fullName description } }',
      undefined,
      'alice',
    );
    expect(JSON.stringify(response.data ?? null)).not.toContain('secret');
    expect(h.routes()).toEqual([]);
  });

  it('answers BAD_USER_INPUT for the same owner given in a variable', async () => {
    await badInput(
      'query ($owner: String!) { repository(owner: $owner, name: "x") { fullName } }',
      { owner: 'alice/secret\u0000' },
      'alice',
    );
    expect(h.routes()).toEqual([]);
  });

  it('answers BAD_USER_INPUT for a login with a NUL inside, where it used to read alice', async () => {
    const response = await badInput('{ user(login: "alice\\u0000x") { login } }');
    expect(response.data?.user ?? null).toBeNull();
    expect(h.routes()).toEqual([]);
  });

  it('refuses a node ID with a NUL in its key, where it used to read alice/hello', async () => {
    const response = await badInput(
      'query ($id: ID!) { node(id: $id) { id ... on Repository { fullName } } }',
      { id: globalId('Repository:alice/hello\u0000junk') },
    );
    expect(response.data?.node ?? null).toBeNull();
    expect(h.routes()).toEqual([]);
  });
});

describe('another control character in a name', () => {
  it('answers BAD_USER_INPUT for a login, an organization and a repository name, with no forge call', async () => {
    const response = await h.query(`{
      user(login: "alice\\u0001") { login }
      organization(login: "org\\u001b[2J") { login }
      repository(owner: "alice", name: "hello\\u007f") { fullName }
    }`);
    expect(codes(response).sort()).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expect(response.data).toEqual({ user: null, organization: null, repository: null });
    expect(h.routes()).toEqual([]);
  });

  it('answers BAD_USER_INPUT for a branch name, reading only the repository', async () => {
    const response = await badInput(
      '{ repository(owner: "alice", name: "hello") { fullName branch(name: "main\\nX-Injected: 1") { name } } }',
      undefined,
      'alice',
    );
    expect(response.data).toEqual({ repository: { fullName: 'alice/hello', branch: null } });
    expect(h.routes()).toEqual(['GET /repos/{owner}/{repo}']);
  });

  it('refuses a node ID with a control character in its key', async () => {
    await badInput('query ($id: ID!) { node(id: $id) { id } }', { id: globalId('User:alice\u0007') });
    expect(h.routes()).toEqual([]);
  });
});

describe('a slash in an owner', () => {
  it('stays in the owner segment of the repository route instead of naming alice/secret', async () => {
    const response = await h.query(
      '{ repository(owner: "alice/secret", name: "x") { fullName } }',
      undefined,
      {
        as: 'alice',
      },
    );
    expect(codes(response)).toEqual(['NOT_FOUND']);
    expect(response.data).toEqual({ repository: null });
    expect(h.sandbox.calls.map((call) => call.path)).toEqual(['/repos/alice%2Fsecret/x']);
  });
});

describe('loader keys', () => {
  it('keep the readable key of every name the forge allows, so node IDs stay the same', () => {
    expect(repoKey('Alice', 'Hello.World-2_x')).toBe('alice/hello.world-2_x');
    expect(keyPart('ünïcode.name')).toBe('ünïcode.name');
  });

  it('cannot collide: an owner holding a slash is not the owner before it', () => {
    expect(repoKey('alice/secret', 'x')).not.toBe(repoKey('alice', 'secret/x'));
    expect(splitRepoKey(repoKey('alice/secret', 'x'))).toEqual({ owner: 'alice/secret', repo: 'x' });
    expect(splitRepoKey(repoKey('alice', 'secret/x'))).toEqual({ owner: 'alice', repo: 'secret/x' });
  });

  it('hold no separator nor control character of a name, whatever the name', () => {
    const hostile = 'a/b#1:c%2f\u0000d\u001fe';
    const key = repoKey(hostile, hostile);
    expect(holdsControlCharacter(key)).toBe(false);
    expect(key).not.toMatch(/[#:]/);
    expect(key.split('/')).toHaveLength(2);
    expect(splitRepoKey(key)).toEqual({ owner: hostile.toLowerCase(), repo: hostile.toLowerCase() });
    expect(splitIssueKey(`${key}#7`)).toEqual({
      owner: hostile.toLowerCase(),
      repo: hostile.toLowerCase(),
      index: 7,
    });
  });
});
