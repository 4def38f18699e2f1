// The response cache: an anonymous query's whole answer, built only from shared forge answers, is
// handed to the next anonymous caller asking the same without execution or forge call, is dropped by
// the writes and events that drop what it was built from, is never handed to a signed-in caller and
// never holds a private repository's answer.

import { describe, expect, it } from 'vitest';
import {
  editIssueThroughGateway,
  ISSUE_TITLE,
  read,
  renameIssueAtForge,
  useCachingGateway,
} from '../../helpers/cache.js';
import { captureLog } from '../../helpers/log-capture.js';
import type { Json } from '../../helpers/mutations.js';

const log = captureLog();
const started = useCachingGateway({ logger: log.logger });
/** `query` sent to the gateway, with the forge calls it cost */
const ask = (query: string, variables: Json = {}, options: Parameters<typeof read>[4] = {}) =>
  read(started().sandbox, started().gateway, query, variables, options);

const issue = (number: number) => ({ owner: 'alice', name: 'hello', number });
const responseHits = async () =>
  Number(
    /forge_cache_hits_total\{tier="response"\} (\d+)/.exec(
      await (await fetch(`${started().gateway.origin}/metrics`)).text(),
    )?.[1] ?? 0,
  );

describe('an anonymous query answered from public data', () => {
  it('is answered the second time from the response cache, without a forge call, and says so', async () => {
    const first = await ask(ISSUE_TITLE, issue(2));
    expect(first.calls).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
      'GET /repos/{owner}/{repo}/issues/{index} as anonymous',
    ]);
    const hitsBefore = await responseHits();
    log.clear();
    // the same document written otherwise: the printed document is the key
    const second = await ask(ISSUE_TITLE.replace(/\s+/g, '  '), issue(2));
    expect(second.body).toEqual(first.body);
    expect(second.calls).toEqual([]);
    expect(log.entries('request').at(-1)).toMatchObject({ upstreamCalls: 0, cachedResponse: true });
    expect(await responseHits()).toBe(hitsBefore + 1);
    const metrics = await (await fetch(`${started().gateway.origin}/metrics`)).text();
    expect(metrics).toMatch(/forge_cache_response_misses_total [1-9]/);
  });

  it('keeps one answer per variables: another issue costs its own call', async () => {
    await ask(ISSUE_TITLE, issue(2));
    const other = await ask(ISSUE_TITLE, issue(1));
    expect(other.calls).toEqual(['GET /repos/{owner}/{repo}/issues/{index} as anonymous']);
  });

  it('is answered fresh after a write through the gateway', async () => {
    await ask(ISSUE_TITLE, issue(3));
    expect((await ask(ISSUE_TITLE, issue(3))).calls).toEqual([]);
    await editIssueThroughGateway(started().sandbox, started().gateway, 3, 'Edited through the gateway');
    const after = await ask(ISSUE_TITLE, issue(3));
    expect(after.body.data?.repository.issue.title).toBe('Edited through the gateway');
    expect(after.calls).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
      'GET /repos/{owner}/{repo}/issues/{index} as anonymous',
    ]);
  });

  it('is answered fresh after a forge event', async () => {
    await ask(ISSUE_TITLE, issue(2));
    expect((await ask(ISSUE_TITLE, issue(2))).calls).toEqual([]);
    await renameIssueAtForge(started().sandbox, 'alice/hello', 2, 'Edited at the forge');
    const after = await ask(ISSUE_TITLE, issue(2));
    expect(after.body.data?.repository.issue.title).toBe('Edited at the forge');
    // an edit's issues event drops the repository's issues
    expect(after.calls).toEqual(['GET /repos/{owner}/{repo}/issues/{index} as anonymous']);
  });
});

describe('what the response cache never serves', () => {
  it('hands a signed-in caller no answer kept for anonymous callers: its rights are its own', async () => {
    const rights = '{ repository(owner: "alice", name: "hello") { fullName permissions { push } } }';
    await ask(rights);
    const anonymous = await ask(rights);
    expect(anonymous.body.data?.repository.permissions).toEqual({ push: false });
    expect(anonymous.calls).toEqual([]);
    log.clear();
    const bob = await ask(rights, {}, { as: 'bob' });
    expect(bob.body.data?.repository.permissions).toEqual({ push: true });
    expect(bob.calls).toEqual(['GET /repos/{owner}/{repo} as bob']);
    expect(log.entries('request').at(-1)).not.toHaveProperty('cachedResponse');
  });

  it('keeps nothing of a private repository', async () => {
    const secret = { owner: 'alice', name: 'secret', number: 1 };
    await ask(ISSUE_TITLE, secret);
    const again = await ask(ISSUE_TITLE, secret);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(again.calls.sort()).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
      'GET /repos/{owner}/{repo}/issues/{index} as anonymous',
    ]);
  });

  it('keeps no whole answer with an error, only the forge’s word that the issue is not there', async () => {
    await ask(ISSUE_TITLE, issue(999));
    const again = await ask(ISSUE_TITLE, issue(999));
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // the 404 below a public repository is shared like its answers: no call, but an execution
    expect(again.calls).toEqual([]);
    expect(log.entries('request').at(-1)).not.toHaveProperty('cachedResponse');
  });
});
