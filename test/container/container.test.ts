// The gateway as people deploy it: its image (`npm run container:build`) run read-only as a non-root
// user, and deploy/kubernetes/ played by podman (test/container/kube.ts says how it is adapted):
// two replicas, Redis and the sandbox forge (started from the same image) on a network of the run's
// own. Skipped, with one line saying why, where rootful podman cannot run (not root, or its Debian
// packages missing and not installable); CI sets CONTAINER_TESTS=required, which makes that a failure.

import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PODMAN_ENV, podman } from '../../scripts/container/podman.js';
import type { CallLogEntry } from '../../src/sandbox/http/dispatch.js';
import { ISSUE_TITLE } from '../helpers/cache.js';
import type { DemoUser } from '../helpers/harness.js';
import { tokenOf } from '../helpers/harness.js';
import { eventually, liveReady, subscribeSse } from '../helpers/live.js';
import { liveOperation } from '../helpers/live-operations.js';
import type { Json } from '../helpers/mutations.js';
import { type Cluster, playCluster } from './cluster.js';
import { containerImages, containerSuiteSkip } from './images.js';

const skip = containerSuiteSkip();
const prefix = `fgg${process.pid}`;
const figures: string[] = [];
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

let images: { gateway: string; redis: string };

async function gql(origin: string, query: string, variables: Json = {}, as?: DemoUser) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(as ? { authorization: tokenOf(as) } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

/** podman, without blocking this process while it runs (stopping a container takes its drain). */
function podmanAsync(args: string[]): Promise<number> {
  const child = spawn('podman', args, { stdio: 'ignore', env: PODMAN_ENV });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

describe.skipIf(skip)('the container image and its Kubernetes manifests', () => {
  beforeAll(async () => {
    const started = performance.now();
    images = await containerImages(() => {});
    const size = Number(podman(['image', 'inspect', '--format', '{{.Size}}', images.gateway]).trim());
    figures.push(`images ready in ${seconds(started)} s; ${images.gateway} ${(size / 1e6).toFixed(0)} MB`);
  }, 15 * 60_000);

  afterAll(() => {
    if (figures.length) console.log(`container suite: ${figures.join('; ')}`);
  });

  describe('podman run --read-only --user 1000:1000 --cap-drop=all', () => {
    const name = `${prefix}-demo`;
    let origin = '';

    beforeAll(async () => {
      const started = performance.now();
      podman(
        ['run', '-d', '--name', name, '--read-only', '--user', '1000:1000', '--cap-drop=all'].concat([
          '-p',
          '127.0.0.1::4000',
          images.gateway,
        ]),
      );
      origin = `http://${podman(['port', name, '4000/tcp']).trim()}`;
      await eventually(
        async () => (await fetch(`${origin}/readyz`).catch(() => undefined))?.status === 200,
        30_000,
      );
      figures.push(`demo container ready in ${seconds(started)} s`);
    }, 60_000);
    afterAll(() => {
      podman(['rm', '-f', '--ignore', name]);
    });

    it('answers a query in demo mode, as user 1000, on a root it cannot write', async () => {
      const answer = await gql(origin, '{ viewer { login } }', {}, 'alice');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ data: { viewer: { login: 'alice' } } });
      expect(podman(['exec', name, 'id', '-u']).trim()).toBe('1000');
      expect(() => podman(['exec', name, 'touch', '/app/dist/written'])).toThrow(/Read-only file system/);
      expect(podman(['exec', name, 'printenv', 'HOST']).trim()).toBe('0.0.0.0');
    });

    it('drains on SIGTERM and exits 0', async () => {
      const started = performance.now();
      expect(await podmanAsync(['stop', '-t', '20', name])).toBe(0);
      figures.push(`SIGTERM to exit ${seconds(started)} s`);
      expect(podman(['inspect', name, '--format', '{{.State.ExitCode}}']).trim()).toBe('0');
      const logs = podman(['logs', name]);
      expect(logs).toMatch(/"reason":"SIGTERM"/);
      expect(logs).toMatch(/"forced":false,"msg":"shutdown: done"/);
    });
  });

  describe('deploy/kubernetes/ played by podman: two replicas sharing Redis', () => {
    let cluster: Cluster;
    let sandbox = '';
    let a = '';
    let b = '';

    const PUSHES =
      'subscription { repositoryEvents(owner: "alice", name: "hello", kinds: [PUSH]) { ... on PushEvent { after } } }';
    const RIGHTS =
      'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { permissions { push } } }';

    /** The forge calls a request made (the sandbox's call log, cleared first). */
    async function callsOf<T>(request: () => Promise<T>): Promise<[T, string[]]> {
      await fetch(`${sandbox}/_sandbox/calls`, { method: 'DELETE' });
      const result = await request();
      const log = (await (await fetch(`${sandbox}/_sandbox/calls`)).json()) as CallLogEntry[];
      return [result, log.map((call) => `${call.route} as ${call.user ?? 'anonymous'}`)];
    }

    beforeAll(async () => {
      const started = performance.now();
      cluster = await playCluster(prefix, images);
      ({ sandbox, a, b } = cluster);
      figures.push(`kube play to two ready replicas ${seconds(started)} s`);
      const enabled = await gql(
        a,
        liveOperation('EnableLiveUpdates'),
        { input: { owner: 'alice', repo: 'hello' } },
        'alice',
      );
      expect(enabled.body).toMatchObject({
        data: { enableLiveUpdates: { hook: { url: `${a}/webhooks/forge` } } },
      });
    }, 120_000);

    afterAll(() => cluster?.close());

    it('delivers a webhook that reached replica A to a subscriber on replica B', async () => {
      const subscription = await subscribeSse(`${b}/graphql`, PUSHES, {}, 'carol');
      const started = performance.now();
      const write = await gql(
        a,
        'mutation($input: ChangeFilesInput!) { changeFiles(input: $input) { ... on ChangeFilesPayload { commit { sha } } } }',
        {
          input: {
            owner: 'alice',
            repo: 'hello',
            files: [{ operation: 'CREATE', path: 'in-a-pod.md', text: 'x' }],
          },
        },
        'alice',
      );
      const sha = (write.body as { data: { changeFiles: { commit: { sha: string } } } }).data.changeFiles
        .commit.sha;
      const event = await subscription.next(5_000);
      figures.push(`webhook on A to event on B ${(performance.now() - started).toFixed(0)} ms`);
      expect(event.data).toEqual({ repositoryEvents: { after: sha } });
      const deliveries = (await (await fetch(`${sandbox}/_sandbox/deliveries`)).json()) as { url: string }[];
      expect(deliveries.at(-1)).toMatchObject({ url: `${a}/webhooks/forge`, status: 200 });
      subscription.close();
    });

    it('serves on B what A kept, and counts one caller’s forge calls in one window across both', async () => {
      const issue = { owner: 'alice', name: 'hello', number: 1 };
      const [onA, callsOnA] = await callsOf(() => gql(a, ISSUE_TITLE, issue));
      expect(callsOnA.sort()).toEqual([
        'GET /repos/{owner}/{repo} as anonymous',
        'GET /repos/{owner}/{repo}/issues/{index} as anonymous',
      ]);
      const [onB, callsOnB] = await callsOf(() => gql(b, ISSUE_TITLE, issue));
      expect((onB.body as { data: Json }).data).toEqual((onA.body as { data: Json }).data);
      expect(callsOnB).toEqual([]);
      const vars = { owner: 'alice', name: 'hello' };
      const first = await gql(a, RIGHTS, vars, 'bob');
      const second = await gql(b, RIGHTS, vars, 'bob');
      const remaining = [first, second].map((answer) => Number(answer.headers.get('x-ratelimit-remaining')));
      expect(first.headers.get('x-ratelimit-limit')).toBe('100');
      expect(remaining[1]).toBeLessThan(remaining[0] as number);
    });

    it('keeps answering queries on both replicas while Redis is stopped, ready all along', async () => {
      // Redis first, then its pod: stopped together, the pod's network can go before Redis has
      // closed its connections, and the replicas would see nothing until they next write to it
      podman(['stop', '-t', '2', `${cluster.pods.redis}-redis`]);
      podman(['pod', 'stop', '-t', '2', cluster.pods.redis]);
      try {
        for (const origin of [a, b]) {
          await eventually(async () => {
            const ready = await fetch(`${origin}/readyz`);
            const body = (await ready.json()) as { live?: { status: string } };
            expect(ready.status).toBe(200);
            return body.live?.status === 'degraded';
          }, 10_000);
        }
        for (const as of ['alice', 'bob', 'carol'] as const) {
          for (const origin of [a, b]) {
            const answer = await gql(origin, '{ viewer { login } }', {}, as);
            expect([answer.status, answer.body]).toMatchObject([200, { data: { viewer: { login: as } } }]);
          }
        }
      } finally {
        podman(['pod', 'start', cluster.pods.redis]);
      }
      const started = performance.now();
      for (const origin of [a, b]) await eventually(() => liveReady(origin), 30_000);
      figures.push(`live updates back ${seconds(started)} s after Redis restarted`);
    }, 60_000);

    it('loses no request in flight when replica A stops, with a client that retries on B', async () => {
      // every request waits 300 ms at the forge, so some are in flight when SIGTERM arrives
      await fetch(`${sandbox}/_sandbox/faults`, {
        method: 'POST',
        body: JSON.stringify({ latency: [{ route: 'GET /repos/{owner}/{repo}', ms: 300 }] }),
      });
      const served = { a: 0, b: 0, failedOnA: 0 };
      const ask = async () => {
        try {
          const answer = await gql(a, RIGHTS, { owner: 'alice', name: 'hello' }, 'admin');
          if (answer.status === 200) {
            served.a++;
            return answer;
          }
        } catch {}
        served.failedOnA++;
        const retried = await gql(b, RIGHTS, { owner: 'alice', name: 'hello' }, 'admin');
        served.b++;
        return retried;
      };
      // requests every 50 ms, from before SIGTERM until A has stopped, and a few after (at most 40)
      const requests: Promise<Awaited<ReturnType<typeof gql>>>[] = [];
      let done = false;
      let stopped: Promise<number> | undefined;
      for (let after = 0; after < 3 && requests.length < 40; after += done ? 1 : 0) {
        requests.push(ask());
        if (requests.length === 6) {
          stopped = podmanAsync(['stop', '-t', '20', `${cluster.pods.a}-gateway`]);
          stopped.then(() => {
            done = true;
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const answers = await Promise.all(requests);
      expect(await stopped).toBe(0);
      await fetch(`${sandbox}/_sandbox/faults`, { method: 'POST', body: JSON.stringify({ clear: true }) });
      figures.push(
        `replica stop: ${served.a} of ${answers.length} answered by A, ${served.failedOnA} retried on B`,
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      for (const answer of answers) {
        expect(answer.body).toEqual({
          data: { repository: { permissions: { push: true } } },
          extensions: expect.anything(),
        });
      }
      expect(served.a).toBeGreaterThan(0);
      expect(served.b).toBeGreaterThan(0);
      expect(podman(['logs', `${cluster.pods.a}-gateway`])).toMatch(/"msg":"shutdown: done"/);
    }, 60_000);
  });
});
