// Podman run with this project's settings (containers.conf beside this file), and the names of the
// images the build makes. Plain calls, each failing with podman's own words.

import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';

export const IMAGE = 'localhost/forge-graphql-gateway';
export const BASE_IMAGE = 'localhost/forge-graphql-gateway-base';
/** The label that records what an image was built from (a hash of its inputs). */
export const INPUTS_LABEL = 'forge-graphql-gateway.inputs';

/** Where the Debian root, its tarball and the node package are kept between builds. */
export const CACHE_DIR = `${process.env.XDG_CACHE_HOME || `${homedir()}/.cache`}/forge-graphql-gateway/`;

export const PODMAN_ENV = {
  ...process.env,
  CONTAINERS_CONF: fileURLToPath(new URL('containers.conf', import.meta.url)),
};

/** Runs podman; answers its standard output, or throws with the end of its output (a build's steps). */
export function podman(args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync('podman', args, {
    env: PODMAN_ENV,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.status !== 0) {
    const output = `${String(result.stdout ?? '').slice(-3000)}${String(result.stderr ?? result.error)}`;
    throw new Error(`podman ${args.join(' ')} failed (${result.status}): ${output}`);
  }
  return String(result.stdout ?? '');
}

/** The label's value on an image, or undefined when there is no such image. */
export function imageLabel(image: string, label: string): string | undefined {
  const result = spawnSync(
    'podman',
    ['image', 'inspect', '--format', `{{index .Labels "${label}"}}`, image],
    {
      env: PODMAN_ENV,
      encoding: 'utf8',
    },
  );
  return result.status === 0 ? result.stdout.trim() : undefined;
}

export function imageExists(image: string): boolean {
  return spawnSync('podman', ['image', 'exists', image], { env: PODMAN_ENV }).status === 0;
}
