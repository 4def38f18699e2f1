// Signed-in readers of a public repository share its record and pull requests: the shared tier hands
// them the anonymous copy without the caller's rights, and only a selected `permissions` reads the
// caller's own record, once.

import { describe, expect, it } from 'vitest';
import { editIssueThroughGateway, read, useCachingGateway } from '../../helpers/cache.js';
import { subscribeSse } from '../../helpers/live.js';
import type { Json } from '../../helpers/mutations.js';

const started = useCachingGateway();
/** `query` sent to the gateway, with the forge calls it cost */
const ask = (query: string, variables: Json = {}, options: Parameters<typeof read>[4] = {}) =>
  read(started().sandbox, started().gateway, query, variables, options);

const HOME = `query Home { repository(owner: "alice", name: "hello") { fullName description starsCount } }`;
const RIGHTS = `query Rights { repository(owner: "alice", name: "hello") { fullName permissions { admin push pull } } }`;
const PULL_RIGHTS = `query PullRights {
  repository(owner: "alice", name: "hello") {
    pullRequest(number: 3) { title base { repository { permissions { push } } } }
  }
}`;

describe('signed-in readers of a public repository', () => {
  it('share its record: a second caller’s repository home costs no forge call', async () => {
    const first = await ask(HOME, {}, { as: 'bob' });
    expect(first.body.data?.repository.fullName).toBe('alice/hello');
    const second = await ask(HOME, {}, { as: 'carol' });
    expect(second.body.data).toEqual(first.body.data);
    expect(second.calls).toEqual([]);
  });

  it('read their own record, one call, only when they select their permissions', async () => {
    await ask(HOME, {}, { as: 'bob' });
    const bob = await ask(RIGHTS, {}, { as: 'bob' });
    expect(bob.body.data?.repository.permissions).toEqual({ admin: false, push: true, pull: true });
    expect(bob.calls).toEqual(['GET /repos/{owner}/{repo} as bob']);
    const carol = await ask(RIGHTS, {}, { as: 'carol' });
    expect(carol.body.data?.repository.permissions).toEqual({ admin: false, push: false, pull: true });
    expect(carol.calls).toEqual(['GET /repos/{owner}/{repo} as carol']);
  });

  it('share its pull requests, each caller reading its own rights on the base repository once', async () => {
    await ask(PULL_RIGHTS, {}, { as: 'bob' });
    const carol = await ask(PULL_RIGHTS, {}, { as: 'carol' });
    expect(carol.body.data?.repository.pullRequest.base.repository.permissions).toEqual({ push: false });
    expect(carol.calls).toEqual(['GET /repos/{owner}/{repo} as carol']);
    const bob = await ask(PULL_RIGHTS, {}, { as: 'bob' });
    expect(bob.body.data?.repository.pullRequest.base.repository.permissions).toEqual({ push: true });
    expect(bob.calls).toEqual(['GET /repos/{owner}/{repo} as bob']);
  });

  it('answers an unknown repository NOT_FOUND to a signed-in caller, asking as that caller', async () => {
    const missing = await ask(
      '{ repository(owner: "alice", name: "nowhere") { permissions { push } } }',
      {},
      { as: 'carol' },
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(missing.calls).toEqual(['GET /repos/{owner}/{repo} as carol']);
  });

  it('tell a subscriber its own rights on a repository whose record it got from the shared tier', async () => {
    await ask(HOME);
    const { sandbox, gateway } = started();
    const subscription = await subscribeSse(
      gateway.url,
      `subscription { repositoryEvents(owner: "alice", name: "hello") { repository { fullName permissions { push } } } }`,
      {},
      'bob',
    );
    // who bob is (for the subscription caps), then his own record for his rights
    expect(sandbox.calls.filter((call) => call.user === 'bob').map((call) => call.route)).toEqual([
      'GET /user',
      'GET /repos/{owner}/{repo}',
    ]);
    await editIssueThroughGateway(sandbox, gateway, 4, 'Seen by a subscriber');
    const event = await subscription.next(2_000);
    expect((event.data?.repositoryEvents as { repository: unknown } | undefined)?.repository).toEqual({
      fullName: 'alice/hello',
      permissions: { push: true },
    });
    subscription.close();
  });
});
