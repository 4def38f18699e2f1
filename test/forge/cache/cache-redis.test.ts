// Two gateway instances sharing a real redis-server: what one keeps, the other serves without a
// forge call; a webhook delivered to instance A drops what instance B serves, in Redis and in B's
// own memory; and a caller's rate limit is one window across both.

import { describe, expect, it } from 'vitest';
import { ISSUE_TITLE, read, renameIssueAtForge, useRedisPair } from '../../helpers/cache.js';
import { eventually } from '../../helpers/live.js';

const pair = useRedisPair({ rateLimit: { limit: 5, windowMs: 60_000 } });

const issue = { owner: 'alice', name: 'hello', number: 1 };

describe('two instances sharing Redis', () => {
  it('serve on B what A kept, without a forge call', async () => {
    const { sandbox, a, b } = pair();
    const onA = await read(sandbox, a, ISSUE_TITLE, issue);
    expect(onA.calls.sort()).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
      'GET /repos/{owner}/{repo}/issues/{index} as anonymous',
    ]);
    const onB = await read(sandbox, b, ISSUE_TITLE, issue);
    // the data alone: extensions.cost.actual counts the forge calls, none on B
    expect(onB.body.data).toEqual(onA.body.data);
    expect(onB.calls).toEqual([]);
  });

  it('drop on B, in Redis and in B’s memory, what a webhook delivered to A changed', async () => {
    const { sandbox, a, b } = pair();
    await read(sandbox, b, ISSUE_TITLE, issue);
    expect((await read(sandbox, b, ISSUE_TITLE, issue)).calls).toEqual([]);
    // and again, now from B's fast path (server/fast-path/), which the event must reach too
    expect((await read(sandbox, b, ISSUE_TITLE, issue)).calls).toEqual([]);
    const metrics = await (await fetch(`${b.origin}/metrics`)).text();
    expect(metrics).toMatch(/^graphql_fast_path_answers_total [1-9]/m);
    await renameIssueAtForge(sandbox, 'alice/hello', 1, 'Edited behind both instances');
    expect(sandbox.deliveries.at(-1)?.url).toBe(`${a.origin}/webhooks/forge`);
    const fresh = await eventually(async () => {
      const answer = await read(sandbox, b, ISSUE_TITLE, issue);
      return answer.body.data?.repository.issue.title === 'Edited behind both instances' && answer;
    });
    // an issues event drops the issue (and the record's open issue count, which this query, its root
    // a reference, no longer reads: the forge's word on visibility is still trusted)
    expect(fresh.calls).toEqual(['GET /repos/{owner}/{repo}/issues/{index} as anonymous']);
    // the issue comes from Redis; the record the event dropped (B no longer reads it, its root a
    // reference) is read again by A alone, for the forge's word on visibility
    expect((await read(sandbox, a, ISSUE_TITLE, issue)).calls).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
    ]);
  });

  it('count one caller’s forge calls in one window across both, cache hits free', async () => {
    const { sandbox, a, b } = pair();
    // the caller's own rights: its own record, never shared
    const rights =
      'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { permissions { push } } }';
    const vars = { owner: 'alice', name: 'hello' };
    await read(sandbox, a, rights, vars);
    const first = await read(sandbox, a, rights, vars, { as: 'bob' });
    expect(first.calls).toEqual(['GET /user as bob', 'GET /repos/{owner}/{repo} as bob']);
    // the forge's own GET /user says who the caller is (once a minute per credential and instance)
    expect(first.headers.get('x-ratelimit-limit')).toBe('5');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('4');
    const second = await read(sandbox, b, rights, vars, { as: 'bob' });
    expect(second.calls).toEqual(['GET /user as bob', 'GET /repos/{owner}/{repo} as bob']);
    expect(second.headers.get('x-ratelimit-remaining')).toBe('3');
    const hit = await read(sandbox, b, ISSUE_TITLE, issue, { as: 'bob' });
    expect(hit.calls).toEqual([]);
    expect(hit.headers.get('x-ratelimit-remaining')).toBeNull();
    const third = await read(sandbox, a, rights, vars, { as: 'bob' });
    expect(third.calls).toEqual(['GET /repos/{owner}/{repo} as bob']);
    expect(third.headers.get('x-ratelimit-remaining')).toBe('2');
  });
});
