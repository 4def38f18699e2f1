// The image's base: a Debian bookworm `minbase` root made by debootstrap from Debian's packages and
// imported into podman as an image (no container registry is needed). Tagged with a hash of what
// makes it, and kept (the image, and the root's tarball in the cache) until those change.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { BASE_IMAGE, CACHE_DIR, imageExists, podman } from './podman.js';

export const BASE_ROOT = {
  suite: 'bookworm',
  variant: 'minbase',
  arch: 'amd64',
  /** what the image never needs at run time: manuals, translations, apt's lists and downloads */
  prune: [
    'usr/share/man',
    'usr/share/info',
    'usr/share/locale',
    'var/lib/apt/lists',
    'var/cache/apt',
    'var/log',
  ],
  /** bump to remake the base when how it is made changes */
  recipe: 1,
} as const;

const KEY = createHash('sha256').update(JSON.stringify(BASE_ROOT)).digest('hex').slice(0, 16);

/** The base image's name, e.g. localhost/forge-graphql-gateway-base:bookworm-minbase-<hash>. */
export const BASE_TAG = `${BASE_IMAGE}:${BASE_ROOT.suite}-${BASE_ROOT.variant}-${KEY}`;

/** The Debian mirror this machine's apt uses (its sources), or undefined for debootstrap's own default. */
export function aptMirror(): string | undefined {
  const files = [
    '/etc/apt/sources.list',
    ...(existsSync('/etc/apt/sources.list.d')
      ? readdirSync('/etc/apt/sources.list.d').map((name) => `/etc/apt/sources.list.d/${name}`)
      : []),
  ].filter((file) => /\.(list|sources)$/.test(file) && existsSync(file));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const uri = /^\s*(?:deb\s+(?:\[[^\]]*\]\s+)?|URIs:\s*)(https?:\/\/\S+\/debian)\/?\s/m.exec(text)?.[1];
    if (uri) return uri;
  }
  return undefined;
}

/** Runs a command quietly; its output is shown only when it fails. */
function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`.slice(-4000);
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${output}`);
  }
}

/** Makes the base image unless it is there; answers its tag. */
export function ensureBaseImage(log: (line: string) => void): string {
  if (imageExists(BASE_TAG)) return BASE_TAG;
  const tarball = `${CACHE_DIR}${BASE_TAG.split(':')[1]}.tar`;
  if (!existsSync(tarball)) {
    const root = `${CACHE_DIR}root.${process.pid}`;
    mkdirSync(CACHE_DIR, { recursive: true });
    rmSync(root, { recursive: true, force: true });
    const mirror = aptMirror();
    log(
      `debootstrap ${BASE_ROOT.suite} (${BASE_ROOT.variant}) from ${mirror ?? "debootstrap's default mirror"}`,
    );
    run('debootstrap', [
      `--variant=${BASE_ROOT.variant}`,
      `--arch=${BASE_ROOT.arch}`,
      BASE_ROOT.suite,
      root,
      ...(mirror ? [mirror] : []),
    ]);
    for (const path of BASE_ROOT.prune) {
      rmSync(`${root}/${path}`, { recursive: true, force: true });
      mkdirSync(`${root}/${path}`, { recursive: true });
    }
    run('tar', ['--numeric-owner', '-C', root, '-cf', `${tarball}.${process.pid}`, '.']);
    renameSync(`${tarball}.${process.pid}`, tarball);
    rmSync(root, { recursive: true, force: true });
  }
  log(`importing ${tarball} as ${BASE_TAG}`);
  podman(['import', '--change', 'CMD ["/bin/sh"]', tarball, BASE_TAG]);
  return BASE_TAG;
}
