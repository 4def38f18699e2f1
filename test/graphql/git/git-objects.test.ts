// Raw git objects of a Repository through the gateway, against the sandbox over HTTP: its refs, all
// or under a prefix, and a blob by id; their data, one error each, and the exact forge calls.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO } from '../../helpers/forge-routes.js';
import { countRoutes, type Harness, startHarness } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';

let harness: Harness;

const calls = () => countRoutes(harness.routes());
const hello = () => harness.sandbox.store.repos.find((repo) => repo.name === 'hello')!;
const inHello = async (selection: string) =>
  harness.query<Json>(`{ repository(owner: "alice", name: "hello") { ${selection} } }`, {}, { as: 'alice' });

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => harness.resetCalls());

describe('refs', () => {
  it('lists every branch and tag ref by full name in one call', async () => {
    const { data, errors } = await inHello('refs { name sha objectType }');
    expect(errors).toBeUndefined();
    const git = hello().git;
    const expected = [
      ...[...git.branches].map(([name, sha]) => ({ name: `refs/heads/${name}`, sha, objectType: 'commit' })),
      ...[...git.tags].map(([name, sha]) => {
        const tagObject = git.annotatedTags?.get(name);
        return { name: `refs/tags/${name}`, sha: tagObject ?? sha, objectType: tagObject ? 'tag' : 'commit' };
      }),
    ].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(data?.repository.refs).toEqual(expected);
    expect(data?.repository.refs.map((r: Json) => r.name)).toContain('refs/heads/release/1.0');
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/git/refs': 1 });
  });

  it.each([
    ['a prefix answers the refs under it', 'heads/release', ['refs/heads/release/1.0']],
    ['a full name answers that one ref (the forge sends it alone)', 'refs/heads/main', ['refs/heads/main']],
    ['a prefix nothing is under answers an empty list (the forge says 404)', 'heads/nope', []],
  ])('%s, in one call', async (_case, prefix, names) => {
    const { data, errors } = await inHello(`refs(prefix: "${prefix}") { name sha }`);
    expect(errors).toBeUndefined();
    expect(data?.repository.refs.map((r: Json) => r.name)).toEqual(names);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/git/refs/{ref}': 1,
    });
  });

  it('sends a prefix with its slashes, as the rest of the path Gitea’s git/refs/* takes', async () => {
    await inHello('refs(prefix: "heads/release") { name }');
    const call = harness.sandbox.calls.find((c) => c.route === 'GET /repos/{owner}/{repo}/git/refs/{ref}');
    expect(call?.path).toBe('/repos/alice/hello/git/refs/heads/release');
  });
});

describe('blob', () => {
  const readmeBlob = () => {
    const git = hello().git;
    for (const [sha, object] of git.objects) {
      if (object.type === 'blob' && object.content.length > 0) return { sha, content: object.content };
    }
    throw new Error('hello holds no blob');
  };

  it('answers a blob’s content in base64 with its size in one call', async () => {
    const { sha, content } = readmeBlob();
    const { data, errors } = await inHello(`blob(sha: "${sha.toUpperCase()}") { sha content encoding size }`);
    expect(errors).toBeUndefined();
    expect(data?.repository.blob).toEqual({
      sha,
      content: content.toString('base64'),
      encoding: 'base64',
      size: content.length,
    });
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/git/blobs/{sha}': 1,
    });
  });

  it('answers null for an id that names no object, in one call', async () => {
    const { data, errors } = await inHello(`blob(sha: "${'0'.repeat(39)}1") { sha }`);
    expect(errors).toBeUndefined();
    expect(data?.repository.blob).toBeNull();
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/git/blobs/{sha}': 1,
    });
  });

  it('answers the raw body of a commit whose id is given, as the forge reads any object kind', async () => {
    const head = hello().git.branches.get('main');
    const { data, errors } = await inHello(`blob(sha: "${head}") { sha content }`);
    expect(errors).toBeUndefined();
    expect(data?.repository.blob.sha).toBe(head);
    expect(Buffer.from(data?.repository.blob.content, 'base64').toString()).toMatch(
      /^tree [0-9a-f]{40}\nparent /,
    );
  });

  it('refuses an id that is not hexadecimal with BAD_USER_INPUT before the blob call', async () => {
    const { data, errors } = await inHello('blob(sha: "../main") { sha }');
    expect(data?.repository.blob).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls()).toEqual({ [REPO]: 1 });
  });
});

describe('deleteTag', () => {
  const DELETE = `mutation ($input: DeleteTagInput!) { deleteTag(input: $input) {
    __typename ... on DeleteTagPayload { name deletedTagId }
    ... on Error { message upstreamStatus } } }`;
  const deleteTag = (name: string, as: 'alice' | 'carol' = 'alice') =>
    harness.query<Json>(DELETE, { input: { owner: 'alice', repo: 'hello', name } }, { as });
  const tagOnly = () =>
    harness.sandbox.store.releases.find((r) => r.repoId === hello().id && r.isTag && r.tagName !== 'v1.0')!
      .tagName;

  it('deletes a tag and its tag-only release record in one call', async () => {
    const name = tagOnly();
    const { data, errors } = await deleteTag(name);
    expect(errors).toBeUndefined();
    expect(data?.deleteTag).toMatchObject({ __typename: 'DeleteTagPayload', name });
    expect(hello().git.tags.has(name)).toBe(false);
    expect(harness.sandbox.store.releases.some((r) => r.repoId === hello().id && r.tagName === name)).toBe(
      false,
    );
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/tags/{tag}': 1 });
  });

  it.each([
    ['a tag a release hangs on', 'v1.0', 'alice', 'ConflictError', 409],
    ['a tag that does not exist', 'nope', 'alice', 'NotFoundError', 404],
    ['a caller who may not write code', 'v1.0', 'carol', 'ForbiddenError', 403],
  ] as const)('refuses %s with the forge status, in one call', async (_case, name, as, typename, status) => {
    const { data } = await deleteTag(name, as);
    expect(data?.deleteTag).toMatchObject({ __typename: typename, upstreamStatus: status });
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/tags/{tag}': 1 });
  });
});
