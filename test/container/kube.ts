// deploy/kubernetes/ as `podman kube play` can start it here, and the podman side of it. Podman
// (Debian bookworm's 4.3) plays a Deployment's replicas as pods `<name>-pod-<i>`, and differs from a
// cluster where this adapts the manifests, and nowhere else:
// - it publishes every containerPort on the host's port of the same number, on every address: the
//   ports go (probes name the port by number instead), and the tests reach pods at their addresses
//   on the run's own podman network;
// - it ignores Services, and names no pod by a Service's name: REDIS_URL and FORGE_URL are set to
//   addresses on that network;
// - it reads a Secret's values from a podman secret (JSON of base64 values), not from the YAML;
// - there is no registry: Redis is the tests' own image (redis.Containerfile).
// Names carry the run's prefix, so that runs on one machine do not meet.

import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { podman } from '../../scripts/container/podman.js';

export const MANIFESTS = new URL('../../deploy/kubernetes/', import.meta.url);

// biome-ignore lint/suspicious/noExplicitAny: manifests are plain YAML trees
export type Manifest = Record<string, any>;

/** Every document of every file in deploy/kubernetes/, with the file it came from. */
export function manifests(): { file: string; doc: Manifest }[] {
  return readdirSync(MANIFESTS)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((file) =>
      parseAllDocuments(readFileSync(new URL(file, MANIFESTS), 'utf8')).map((doc) => ({
        file,
        doc: doc.toJSON() as Manifest,
      })),
    );
}

export interface PlayOptions {
  prefix: string;
  /** image named in the manifests → the image to run */
  images: Record<string, string>;
  /** ConfigMap values to set */
  config: Record<string, string>;
}

/** The documents of `file` (a Deployment and what it needs) as podman plays them; Secrets apart. */
export function forPodman(file: string, options: PlayOptions): { docs: Manifest[]; secrets: Manifest[] } {
  const docs: Manifest[] = [];
  const secrets: Manifest[] = [];
  const rename = (name: string) => `${options.prefix}-${name}`;
  for (const { doc } of manifests().filter((entry) => entry.file === file)) {
    doc.metadata.name = rename(doc.metadata.name);
    if (doc.kind === 'Secret') secrets.push(doc);
    else if (doc.kind === 'ConfigMap') docs.push({ ...doc, data: { ...doc.data, ...options.config } });
    else if (doc.kind === 'Deployment') docs.push(podmanDeployment(doc, options, rename));
  }
  return { docs, secrets };
}

function podmanDeployment(doc: Manifest, options: PlayOptions, rename: (name: string) => string): Manifest {
  for (const container of doc.spec.template.spec.containers) {
    container.image = options.images[container.image] ?? container.image;
    const ports = new Map<string, number>(
      (container.ports ?? []).map((port: Manifest) => [port.name, port.containerPort]),
    );
    delete container.ports;
    for (const probe of ['readinessProbe', 'livenessProbe']) {
      const action = container[probe]?.httpGet ?? container[probe]?.tcpSocket;
      if (action && ports.has(action.port)) action.port = ports.get(action.port);
    }
    for (const source of container.envFrom ?? []) {
      const reference = source.configMapRef ?? source.secretRef;
      reference.name = rename(reference.name);
    }
  }
  return doc;
}

/** Creates a podman secret for each Secret, as podman's kube play reads it: JSON of base64 values. */
export function createSecrets(secrets: Manifest[]): void {
  for (const secret of secrets) {
    const values: Record<string, string> = { ...secret.data };
    for (const [key, value] of Object.entries(secret.stringData ?? {})) {
      values[key] = Buffer.from(String(value)).toString('base64');
    }
    // from a file: podman takes `-` only from a named pipe, and node's pipes are sockets
    const file = join(tmpdir(), `${secret.metadata.name}.${process.pid}.json`);
    writeFileSync(file, JSON.stringify(values), { mode: 0o600 });
    try {
      podman(['secret', 'create', secret.metadata.name, file]);
    } finally {
      rmSync(file);
    }
  }
}

/**
 * Plays YAML documents on `network`, its pods at the addresses `ips` in order. Each pod's MAC
 * address is fixed too (from its IP), so that a pod started again is reached at once, not once the
 * neighbours' ARP entries of its old MAC address have expired (a Service's address never changes).
 */
export function play(docs: Manifest[], network: string, ips: string[]): void {
  const yaml = docs.map((doc) => JSON.stringify(doc)).join('\n---\n');
  const addresses = ips.flatMap((ip) => ['--ip', ip, '--mac-address', macOf(ip)]);
  podman(['kube', 'play', '--network', network, ...addresses, '-'], { input: yaml });
}

/** A locally administered MAC address made of an IPv4 address's bytes. */
function macOf(ip: string): string {
  return ['02', '00', ...ip.split('.').map((byte) => Number(byte).toString(16).padStart(2, '0'))].join(':');
}

/** The address of a container on `network`. */
export function addressOf(container: string, network: string): string {
  return podman([
    'inspect',
    container,
    '--format',
    `{{(index .NetworkSettings.Networks "${network}").IPAddress}}`,
  ]).trim();
}
