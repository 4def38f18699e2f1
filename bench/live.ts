// The live-update run: 1,000 SSE subscribers of one repository on one gateway instance, then signed
// webhook deliveries posted to its receiver one after another. For each delivery: the time from
// sending it to the moment the LAST subscriber has the event (p50, p99 over the deliveries), and the
// gateway's RSS with the subscribers open. Runs with the workload or alone (`--only live`).

import { createHmac, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { bundle } from '../scripts/build.js';
import { quantile } from './measure/stats.js';
import { Child } from './processes/ipc.js';
import type { Ready, Usage } from './processes/protocol.js';

export interface LiveBenchResult {
  subscribers: number;
  deliveries: number;
  /** send → last subscriber's event */
  lastSubscriberMs: { p50: number; p99: number; max: number };
  /** send → median subscriber's event */
  medianSubscriberMs: { p50: number; p99: number };
  /** time to open all subscriptions (each reads the repository once from the forge) */
  subscribeSeconds: number;
  rssIdleMb: number;
  /** right after the subscribers opened */
  rssWithSubscribersMb: number;
  /** after the deliveries (garbage of 1,000 executions per delivery included until the GC returns it) */
  rssAfterDeliveriesMb: number;
  payloadBytes: number;
}

const SECRET = 'bench-secret';
const QUERY =
  'subscription { repositoryEvents(owner: "alice", name: "hello") { deliveryId ' +
  '... on PushEvent { ref after commits { sha message } pusher { login } } } }';

function pushPayload(n: number) {
  const sha = createHmac('sha1', 'bench').update(String(n)).digest('hex');
  const commit = {
    id: sha,
    message: `Bench commit ${n}\n`,
    url: `http://forge.example/alice/hello/commit/${sha}`,
    author: { name: 'Alice Anderson', email: 'alice@example.com', username: 'alice' },
    committer: { name: 'Alice Anderson', email: 'alice@example.com', username: 'alice' },
    timestamp: new Date(0).toISOString(),
    added: ['notes.md'],
    removed: [],
    modified: [],
  };
  const user = {
    id: 2,
    login: 'alice',
    full_name: 'Alice Anderson',
    email: 'alice@noreply.example',
    avatar_url: '',
  };
  return {
    ref: 'refs/heads/main',
    before: '0'.repeat(40),
    after: sha,
    compare_url: '',
    commits: [commit],
    total_commits: 1,
    head_commit: commit,
    repository: { id: 1, name: 'hello', full_name: 'alice/hello', private: false, owner: user },
    pusher: user,
    sender: user,
  };
}

/** One SSE subscriber: records when each delivery id arrives. */
function subscribe(url: URL, agent: Agent, arrivals: Map<string, number[]>): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query: QUERY });
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: 'token alice-token',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`subscription answered ${res.statusCode}`));
        let buffer = '';
        let opened = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = performance.now();
          if (!opened) {
            opened = true;
            resolve(() => req.destroy());
          }
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /"deliveryId":"([^"]+)"/.exec(block)?.[1];
            if (id) arrivals.get(id)?.push(now);
          }
        });
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

function deliver(url: URL, agent: Agent, id: string, payload: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-gitea-delivery': id,
          'x-gitea-event': 'push',
          'x-gitea-event-type': 'push',
          'x-gitea-signature': createHmac('sha256', SECRET).update(payload).digest('hex'),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const waitUntil = async (done: () => boolean, timeoutMs: number, what: string) => {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > timeoutMs)
      throw new Error(`live bench: ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
};

export async function measureLive(
  sandboxUrl: string,
  options: { subscribers?: number; deliveries?: number; log: (message: string) => void },
): Promise<LiveBenchResult> {
  const subscribers = options.subscribers ?? 1_000;
  const deliveries = options.deliveries ?? 40;
  const script = await bundle(new URL('./processes/live-gateway.ts', import.meta.url), 'bench-live-gateway');
  const gateway = await Child.start<Ready>(script, {
    args: [sandboxUrl, SECRET],
    env: { ...process.env, NODE_ENV: 'production' },
    tsx: false,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const closers: (() => void)[] = [];
  try {
    const idle = await gateway.call<Usage>('usage');
    const graphql = new URL(gateway.ready.url);
    const receiver = new URL('/webhooks/forge', graphql);
    const arrivals = new Map<string, number[]>();
    const opening = performance.now();
    // Opened in batches, as browsers arriving over a few seconds would.
    for (let i = 0; i < subscribers; i += 100) {
      const batch = Math.min(100, subscribers - i);
      closers.push(
        ...(await Promise.all(Array.from({ length: batch }, () => subscribe(graphql, agent, arrivals)))),
      );
    }
    const subscribeSeconds = (performance.now() - opening) / 1000;
    const opened = await gateway.call<Usage>('usage');
    const open = await gateway.call<number>('openSubscriptions');
    if (open !== subscribers)
      throw new Error(`live bench: ${open} subscriptions open, expected ${subscribers}`);
    options.log(`live: ${subscribers} SSE subscribers open in ${subscribeSeconds.toFixed(1)} s`);
    const last: number[] = [];
    const median: number[] = [];
    let payloadBytes = 0;
    for (let n = 0; n < deliveries + 5; n++) {
      const id = randomUUID();
      const payload = JSON.stringify(pushPayload(n));
      payloadBytes = Buffer.byteLength(payload);
      const times: number[] = [];
      arrivals.set(id, times);
      const sent = performance.now();
      const status = await deliver(receiver, agent, id, payload);
      if (status !== 200) throw new Error(`live bench: the receiver answered ${status}`);
      await waitUntil(() => times.length >= subscribers, 10_000, 'every subscriber got the event');
      arrivals.delete(id);
      // the first five deliveries warm the JIT up and are not recorded
      if (n < 5) continue;
      const sorted = times.map((t) => t - sent).sort((a, b) => a - b);
      last.push(sorted.at(-1) ?? 0);
      median.push(quantile(sorted, 0.5));
    }
    const afterDeliveries = await gateway.call<Usage>('usage');
    const sortedLast = [...last].sort((a, b) => a - b);
    const sortedMedian = [...median].sort((a, b) => a - b);
    return {
      subscribers,
      deliveries,
      lastSubscriberMs: {
        p50: quantile(sortedLast, 0.5),
        p99: quantile(sortedLast, 0.99),
        max: sortedLast.at(-1) ?? 0,
      },
      medianSubscriberMs: { p50: quantile(sortedMedian, 0.5), p99: quantile(sortedMedian, 0.99) },
      subscribeSeconds,
      rssIdleMb: idle.rss / 2 ** 20,
      rssWithSubscribersMb: opened.rss / 2 ** 20,
      rssAfterDeliveriesMb: afterDeliveries.rss / 2 ** 20,
      payloadBytes,
    };
  } finally {
    for (const close of closers) close();
    agent.destroy();
    await gateway.stop();
  }
}
