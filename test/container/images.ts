// The images the container tests run: the gateway's (`npm run container:build`, kept while its inputs
// are the same) and the tests' Redis, built once per base and Containerfile. Whether they can run
// here at all: rootful podman needs root, and its Debian packages (installed when missing).

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureBaseImage } from '../../scripts/container/base.js';
import { buildImage } from '../../scripts/container/build.js';
import { imageExists, podman } from '../../scripts/container/podman.js';
import { containerToolsProblem } from '../../scripts/container/tools.js';

/**
 * Why the container suite cannot run here, or undefined. CONTAINER_TESTS=required (CI sets it)
 * makes a reason a failure instead of a skip.
 */
export function containerSuiteSkip(): string | undefined {
  const problem = containerToolsProblem();
  if (problem && process.env.CONTAINER_TESTS === 'required') {
    throw new Error(`the container suite is required (CONTAINER_TESTS=required) but cannot run: ${problem}`);
  }
  if (problem) console.log(`container suite skipped: ${problem}`);
  return problem;
}

const HERE = fileURLToPath(new URL('./', import.meta.url));
const REDIS_CONTAINERFILE = `${HERE}redis.Containerfile`;

/** Builds (or finds) the gateway's image and the tests' Redis; answers their names. */
export async function containerImages(
  log: (line: string) => void,
): Promise<{ gateway: string; redis: string }> {
  const { image } = await buildImage(log);
  const base = ensureBaseImage(log);
  const key = createHash('sha256')
    .update(`${base}\n${readFileSync(REDIS_CONTAINERFILE, 'utf8')}`)
    .digest('hex')
    .slice(0, 16);
  const redis = `localhost/forge-graphql-gateway-test-redis:${key}`;
  if (!imageExists(redis)) {
    log(`building ${redis}`);
    // apt-get reaches Debian's mirror through the host's network (the gateway's image needs none)
    podman([
      'build',
      '--network=host',
      '--build-arg',
      `BASE=${base}`,
      '-f',
      REDIS_CONTAINERFILE,
      '-t',
      redis,
      HERE,
    ]);
  }
  return { gateway: image, redis };
}
