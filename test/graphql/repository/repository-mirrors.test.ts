// A repository's mirrors through the graph: syncMirror, which the sandbox's repositories (none of them a
// mirror) refuse with the forge's 400; push mirrors listed, read by remote name, added, pushed and
// removed by the repository's administrator, with the password never answered, one call each.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);

const repo = { owner: 'alice', repo: 'hello' };
const MIRROR = 'remoteName remoteAddress interval syncOnCommit lastUpdate';
const mirrors = async (as: 'alice' | 'carol' = 'alice') =>
  query(
    `{ repository(owner: "alice", name: "hello") { pushMirrors(first: 10) { totalCount nodes { ${MIRROR} } } } }`,
    as,
  );

describe('syncMirror', () => {
  it('answers the forge’s 400 for a repository that is not a mirror, with one call', async () => {
    const result = await write('syncMirror', repo);
    expect(result).toEqual({
      __typename: 'ValidationError',
      message: expect.stringContaining('not a mirror'),
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/mirror-sync': 1 });
  });

  it('refuses a caller without write access with ForbiddenError', async () => {
    expect((await write('syncMirror', repo, 'carol')).__typename).toBe('ForbiddenError');
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/mirror-sync': 1 });
  });
});

describe('push mirrors', () => {
  it('are added with one call, keeping the password out, then listed and read by remote name', async () => {
    const added = await write(
      'addPushMirror',
      {
        ...repo,
        remoteAddress: 'https://mirror.example.com/alice/hello.git',
        remoteUsername: 'alice',
        remotePassword: 's3cret',
        interval: '8h0m0s',
        syncOnCommit: true,
      },
      'alice',
      `... on AddPushMirrorPayload { pushMirror { ${MIRROR} } }`,
    );
    expect(added.pushMirror).toEqual({
      remoteName: expect.stringMatching(/^remote_mirror_\w{10}$/),
      remoteAddress: 'https://mirror.example.com/alice/hello.git',
      interval: '8h0m0s',
      syncOnCommit: true,
      lastUpdate: null,
    });
    expect(JSON.stringify(added)).not.toContain('s3cret');
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/push_mirrors': 1 });
    harness().resetCalls();

    const { data } = await mirrors();
    expect(data?.repository.pushMirrors).toEqual({ totalCount: 1, nodes: [added.pushMirror] });
    const name = added.pushMirror.remoteName as string;
    const one = await query(
      `{ repository(owner: "alice", name: "hello") { pushMirror(name: "${name}") { remoteName } none: pushMirror(name: "nope") { remoteName } } }`,
    );
    expect(one.data?.repository).toEqual({ pushMirror: { remoteName: name }, none: null });
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/push_mirrors': 1,
      'GET /repos/{owner}/{repo}/push_mirrors/{name}': 2,
    });
  });

  it('are pushed with one call, which stamps their last update, and removed with one call', async () => {
    const before = (await mirrors()).data?.repository.pushMirrors.nodes as Json[];
    harness().resetCalls();
    expect((await write('syncPushMirrors', repo)).__typename).toBe('SyncPushMirrorsPayload');
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/push_mirrors-sync': 1 });
    const synced = (await mirrors()).data?.repository.pushMirrors.nodes as Json[];
    expect(synced[0]?.lastUpdate).toEqual(expect.any(String));
    harness().resetCalls();
    const removed = await write('deletePushMirror', { ...repo, remoteName: before[0]?.remoteName });
    expect(removed.__typename).toBe('DeletePushMirrorPayload');
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/push_mirrors/{name}': 1 });
    expect((await mirrors()).data?.repository.pushMirrors.totalCount).toBe(0);
  });

  it('refuse a bad interval or address with ValidationError, and anyone but an administrator', async () => {
    const tooShort = await write('addPushMirror', {
      ...repo,
      remoteAddress: 'https://x.example/a.git',
      interval: '1m',
    });
    expect(tooShort.__typename).toBe('ValidationError');
    const ssh = await write('addPushMirror', {
      ...repo,
      remoteAddress: 'ssh://x.example/a.git',
      interval: '0',
    });
    expect(ssh).toEqual({
      __typename: 'ValidationError',
      message: expect.stringContaining('Invalid mirror protocol'),
    });
    expect((await write('syncPushMirrors', repo, 'carol')).__typename).toBe('ForbiddenError');
    expect(calls()).toEqual({
      'POST /repos/{owner}/{repo}/push_mirrors': 2,
      'POST /repos/{owner}/{repo}/push_mirrors-sync': 1,
    });
    const { errors } = await mirrors('carol');
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
