// deploy/kubernetes/ and deploy/compose.yaml, checked without a cluster: every object against the
// Kubernetes API's types (test/container/check-manifests.py, on Debian's python3-kubernetes), and
// what the gateway needs of them: two replicas, probes on its own endpoints, a drain within the
// grace period, a read-only root as a non-root user, and only settings the gateway knows.
// (test/container/container.test.ts plays the same manifests with podman.)

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { installMissing, SYSTEM_PACKAGES } from '../../scripts/system-packages.mjs';
import { OPTIONS } from '../../src/start/cli.js';
import { type Manifest, manifests } from './kube.js';

const CHECKER = new URL('./check-manifests.py', import.meta.url).pathname;
const PYTHON_KUBERNETES = { 'python3-kubernetes': SYSTEM_PACKAGES['python3-kubernetes'] as string };
const SETTINGS = new Set(OPTIONS.map((option) => option.env));
const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The checker's problems with `objects` (none: an empty list). */
function problemsOf(objects: Manifest[]): string[] {
  const result = spawnSync('/usr/bin/python3', [CHECKER], {
    input: JSON.stringify(objects),
    encoding: 'utf8',
  });
  if (result.status !== 0 && result.status !== 1) throw new Error(`the checker failed: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

const all = manifests().map((entry) => entry.doc);
const named = (kind: string, name: string) =>
  all.find((doc) => doc.kind === kind && doc.metadata.name === name) as Manifest;
const deployment = named('Deployment', 'forge-graphql-gateway');
const pod = deployment.spec.template.spec;
const gateway = pod.containers[0];

describe('the Kubernetes manifests', () => {
  it('are objects of the Kubernetes API, every field known and of its type', () => {
    expect(installMissing(PYTHON_KUBERNETES, 'the manifests’ check')).toEqual([]);
    expect(problemsOf(all)).toEqual([]);
    // and the checker finds what is wrong
    const misspelt = structuredClone(deployment);
    misspelt.spec.template.spec.containers[0].securityContext.readOnlyRootFileSystem = true;
    delete misspelt.spec.template.spec.containers[0].image;
    misspelt.spec.replicas = 'two';
    expect(problemsOf([misspelt])).toEqual([
      'Deployment/forge-graphql-gateway.spec.replicas: expected int, got str',
      'Deployment/forge-graphql-gateway.spec.template.spec.containers[0].securityContext.readOnlyRootFileSystem: no such field in V1SecurityContext',
    ]);
  }, 120_000);

  it('run two replicas of this version’s image, read-only, as a non-root user without privileges', () => {
    expect(deployment.spec.replicas).toBe(2);
    expect(gateway.image).toBe(`localhost/forge-graphql-gateway:${VERSION}`);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 });
    expect(gateway.securityContext).toEqual({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      runAsNonRoot: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(gateway.resources.requests).toEqual({ cpu: '250m', memory: '256Mi' });
    expect(gateway.resources.limits).toEqual({ cpu: '1', memory: '512Mi' });
  });

  it('probe liveness on /healthz and readiness on /readyz, and drain within the grace period', () => {
    const port = gateway.ports[0];
    expect(port).toEqual({ name: 'http', containerPort: 4000 });
    expect(gateway.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(gateway.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    // the readiness probe waits longer than the gateway's own 3 s for the forge
    expect(gateway.readinessProbe.timeoutSeconds).toBeGreaterThan(3);
    const config = named('ConfigMap', 'forge-graphql-gateway').data;
    const preStop = Number(gateway.lifecycle.preStop.exec.command[1]);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(
      preStop + Number(config.SHUTDOWN_TIMEOUT_MS) / 1000,
    );
  });

  it('set only settings the gateway knows, from the ConfigMap and Secret the pods read', () => {
    const sources = gateway.envFrom.map((source: Manifest) => source.configMapRef ?? source.secretRef);
    const config = named('ConfigMap', sources[0].name);
    const secret = named('Secret', sources[1].name);
    expect(Object.keys(secret.stringData).sort()).toEqual(['LIVE_BUS_SECRET', 'WEBHOOK_SECRET']);
    for (const key of [...Object.keys(config.data), ...Object.keys(secret.stringData)]) {
      expect(SETTINGS.has(key), key).toBe(true);
    }
    expect(config.data.REDIS_URL).toBe('redis://redis:6379');
    expect(named('Service', 'redis').spec.ports[0].port).toBe(6379);
  });

  it('select the gateway’s pods in its Service, on the port the pods name', () => {
    const service = named('Service', 'forge-graphql-gateway');
    expect(service.spec.selector).toEqual(deployment.spec.template.metadata.labels);
    expect(deployment.spec.selector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
    expect(service.spec.ports[0].targetPort).toBe(gateway.ports[0].name);
  });
});

describe('deploy/compose.yaml', () => {
  const compose = parse(
    readFileSync(new URL('../../deploy/compose.yaml', import.meta.url), 'utf8'),
  ) as Manifest;

  it('runs Gitea, Redis and this version’s gateway read-only as non-root, published on loopback only', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gateway', 'gitea', 'redis']);
    const service = compose.services.gateway;
    expect(service.image).toBe(`localhost/forge-graphql-gateway:${VERSION}`);
    expect(service).toMatchObject({ read_only: true, user: '1000:1000', cap_drop: ['ALL'] });
    for (const { ports = [] } of Object.values(compose.services) as Manifest[]) {
      for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:/);
    }
    for (const key of Object.keys(service.environment)) expect(SETTINGS.has(key), key).toBe(true);
    expect(service.environment).toMatchObject({
      FORGE_URL: 'http://gitea:3000',
      REDIS_URL: 'redis://redis:6379',
    });
  });
});
