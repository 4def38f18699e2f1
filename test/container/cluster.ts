// deploy/kubernetes/ played by podman on a network of the run's own (kube.ts adapts it): the sandbox
// forge started from the gateway's image, Redis, and the gateway's Deployment with its two replicas,
// each pod at a fixed address of that network. Pods, secret and network carry the run's prefix.

import { podman } from '../../scripts/container/podman.js';
import { eventually, liveReady } from '../helpers/live.js';
import { addressOf, createSecrets, forPodman, play } from './kube.js';

export interface Cluster {
  /** the sandbox forge's origin (its API at /api/v1, its call log at /_sandbox/calls) */
  sandbox: string;
  /** the two replicas' origins; the forge's webhooks go to `a` (PUBLIC_URL) */
  a: string;
  b: string;
  pods: { a: string; b: string; redis: string };
  close(): void;
}

export async function playCluster(
  prefix: string,
  images: { gateway: string; redis: string },
): Promise<Cluster> {
  const network = `${prefix}-net`;
  podman(['network', 'create', network]);
  const subnet = podman(['network', 'inspect', network, '--format', '{{range .Subnets}}{{.Subnet}}{{end}}'])
    .trim()
    .replace(/\.0\/24$/, '');
  const at = (host: number) => `${subnet}.${host}`;
  const pods = {
    a: `${prefix}-forge-graphql-gateway-pod-0`,
    b: `${prefix}-forge-graphql-gateway-pod-1`,
    redis: `${prefix}-redis-pod-0`,
  };
  const cluster: Cluster = {
    sandbox: `http://${at(250)}:3000`,
    a: `http://${at(11)}:4000`,
    b: `http://${at(12)}:4000`,
    pods,
    close: () => remove(prefix, network),
  };
  try {
    play([sandboxPod(prefix, images.gateway)], network, [at(250)]);
    const redis = { 'docker.io/library/redis:7.2': images.redis };
    play(forPodman('redis.yaml', { prefix, images: redis, config: {} }).docs, network, [at(251)]);
    createSecrets(forPodman('secret.yaml', { prefix, images: {}, config: {} }).secrets);
    const config = {
      FORGE_URL: cluster.sandbox,
      REDIS_URL: `redis://${at(251)}:6379`,
      PUBLIC_URL: cluster.a,
      RATE_LIMIT_CALLS: '100',
    };
    const docs = ['config.yaml', 'gateway.yaml'].flatMap(
      (file) => forPodman(file, { prefix, images: {}, config }).docs,
    );
    play(docs, network, [at(11), at(12)]);
    if (addressOf(`${pods.a}-gateway`, network) !== at(11)) throw new Error(`${pods.a} is not at ${at(11)}`);
    for (const origin of [cluster.a, cluster.b]) {
      await eventually(() => liveReady(origin).catch(() => false), 30_000);
    }
    return cluster;
  } catch (error) {
    cluster.close();
    throw error;
  }
}

/** The sandbox forge alone, from the gateway's image (docs/deploy.md names the same command). */
function sandboxPod(prefix: string, image: string) {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: `${prefix}-sandbox` },
    spec: {
      containers: [
        {
          name: 'forge',
          image,
          command: ['node', '/app/dist/sandbox.js', '--host', '0.0.0.0', '--port', '3000'],
        },
      ],
    },
  };
}

function remove(prefix: string, network: string): void {
  const ours = podman(['pod', 'ps', '-q', '--filter', `name=^${prefix}-`])
    .split('\n')
    .filter(Boolean);
  if (ours.length) podman(['pod', 'rm', '-f', ...ours]);
  for (const args of [
    ['secret', 'rm', `${prefix}-forge-graphql-gateway`],
    ['network', 'rm', '-f', network],
  ]) {
    try {
      podman(args);
    } catch {
      // not made: the play stopped before
    }
  }
}
