// The programs the image's build and its tests run, from Debian's packages, installed with apt-get when
// missing (as `npm test` installs its own: scripts/system-packages.mjs).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { canInstall, installMissing, missingPackages } from '../system-packages.mjs';
import { PODMAN_ENV } from './podman.js';

/**
 * Where podman reads this project's settings without CONTAINERS_CONF (a drop-in of the machine's
 * containers.conf), so that a plain `podman run` of the image works here too.
 */
const SYSTEM_SETTINGS = '/etc/containers/containers.conf.d/50-forge-graphql-gateway.conf';

/** Debian package → the program it brings. netavark and aardvark-dns: pods on one network find each other by name. */
export const CONTAINER_PACKAGES = {
  podman: 'podman',
  runc: 'runc',
  debootstrap: 'debootstrap',
  netavark: '/usr/lib/podman/netavark',
  'aardvark-dns': '/usr/lib/podman/aardvark-dns',
  // netavark sets up a container's ports and network with iptables, which Debian's podman does not pull in
  iptables: '/usr/sbin/iptables',
  // the pause process of a pod (`podman kube play`)
  catatonit: 'catatonit',
};

/** Why the container tools cannot be had here, or undefined when they are there (or can be installed). */
export function containerToolsProblem(): string | undefined {
  if (process.getuid?.() !== 0) return 'the image is built and run by root (rootful podman)';
  const missing = missingPackages(CONTAINER_PACKAGES);
  if (missing.length > 0 && !canInstall())
    return `Debian's ${missing.join(', ')} are missing and apt-get cannot run`;
  return undefined;
}

/** Installs what is missing; throws when something still is. */
export function ensureContainerTools(purpose: string): void {
  const problem = containerToolsProblem();
  if (problem) throw new Error(`${purpose}: ${problem}`);
  const missing = installMissing(CONTAINER_PACKAGES, purpose);
  if (missing.length > 0) {
    throw new Error(
      `${purpose} needs ${missing.join(', ')}: run \`apt-get install -y ${missing.join(' ')}\``,
    );
  }
  installPodmanSettings();
}

function installPodmanSettings(): void {
  const settings = readFileSync(PODMAN_ENV.CONTAINERS_CONF, 'utf8');
  if (existsSync(SYSTEM_SETTINGS) && readFileSync(SYSTEM_SETTINGS, 'utf8') === settings) return;
  console.log(`podman's settings for this machine (runc, cgroupfs, limits): ${SYSTEM_SETTINGS}`);
  mkdirSync(SYSTEM_SETTINGS.replace(/\/[^/]+$/, ''), { recursive: true });
  writeFileSync(SYSTEM_SETTINGS, settings);
}
