// `npm run container:build`: builds localhost/forge-graphql-gateway:<version> (and :latest) from the
// Containerfile, on a Debian base made here (base.ts) with node from its npm package (node.ts). The
// context is remade at every run, and hashed: an image already built from the same inputs is kept.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBaseImage } from './base.js';
import { stageApp } from './context.js';
import { extractNode } from './node.js';
import { IMAGE, INPUTS_LABEL, imageLabel, podman } from './podman.js';
import { ensureContainerTools } from './tools.js';

const root = new URL('../../', import.meta.url);
export const CONTEXT = fileURLToPath(new URL('dist.container/', root));
export const VERSION = (
  JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string }
).version;

/** A hash of every file under `directory` (paths and contents), plus `extra`. */
function hashTree(directory: string, extra: string): string {
  const hash = createHash('sha256').update(extra);
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const child = `${path}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else hash.update(`${child.slice(directory.length)}\0`).update(readFileSync(child));
    }
  };
  walk(directory.replace(/\/$/, ''));
  return hash.digest('hex');
}

export interface BuiltImage {
  image: string;
  /** false when an image of the same inputs was there already */
  built: boolean;
}

export async function buildImage(log: (line: string) => void = console.log): Promise<BuiltImage> {
  ensureContainerTools('npm run container:build');
  const base = ensureBaseImage(log);
  await stageApp(`${CONTEXT}app`);
  extractNode(`${CONTEXT}node`, log);
  const containerfile = fileURLToPath(new URL('Containerfile', root));
  const inputs = hashTree(CONTEXT, `${base}\n${readFileSync(containerfile, 'utf8')}`);
  const image = `${IMAGE}:${VERSION}`;
  if (imageLabel(image, INPUTS_LABEL) === inputs && imageLabel(`${IMAGE}:latest`, INPUTS_LABEL) === inputs) {
    log(`${image} is current (inputs ${inputs.slice(0, 12)})`);
    return { image, built: false };
  }
  log(`building ${image} from ${base}`);
  podman([
    'build',
    '--network=none',
    '--file',
    containerfile,
    '--build-arg',
    `BASE=${base}`,
    '--label',
    `${INPUTS_LABEL}=${inputs}`,
    '--label',
    `org.opencontainers.image.version=${VERSION}`,
    '--tag',
    image,
    '--tag',
    `${IMAGE}:latest`,
    CONTEXT,
  ]);
  return { image, built: true };
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const started = performance.now();
  const { image } = await buildImage();
  const size = podman(['image', 'inspect', '--format', '{{.Size}}', image]).trim();
  console.log(
    `${image}: ${(Number(size) / 1e6).toFixed(0)} MB, ready in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
