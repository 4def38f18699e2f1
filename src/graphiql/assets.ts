// The static files GraphiQL loads, read from their npm packages and served by the gateway itself
// (no CDN: self-hosted forges often sit on networks without internet access, and a page that
// carries the caller's token should not pull code from a third party). Each file is compressed
// once, on first use and off the event loop, for brotli and gzip, and carries a strong ETag.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const resolver = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(resolver.resolve(`${name}/package.json`));

/** The files, by the name the page asks for them under `/graphiql/`. */
const FILES: Record<string, { path: () => string; type: string }> = {
  'react.js': {
    path: () => join(packageDir('react'), 'umd/react.production.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'react-dom.js': {
    path: () => join(packageDir('react-dom'), 'umd/react-dom.production.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'graphiql.js': {
    path: () => join(packageDir('graphiql'), 'graphiql.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'graphiql.css': {
    path: () => join(packageDir('graphiql'), 'graphiql.min.css'),
    type: 'text/css; charset=utf-8',
  },
};

export const ASSET_NAMES = Object.keys(FILES);

export interface Representation {
  body: Uint8Array;
  encoding: 'br' | 'gzip' | null;
}

/** One servable body: its bytes, its ETag, and compressed variants made once when first asked for. */
export class StaticBody {
  readonly etag: string;
  private brotli?: Promise<Uint8Array>;
  private gzipped?: Promise<Uint8Array>;

  constructor(
    readonly raw: Buffer,
    readonly type: string,
  ) {
    this.etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  }

  /** The smallest variant the caller accepts (`accept-encoding`). */
  async representation(acceptEncoding: string | null): Promise<Representation> {
    const accepts = (coding: string) =>
      new RegExp(`(^|[\\s,])${coding}(?![\\w-])(?!;q=0(\\.0*)?(,|$))`).test(acceptEncoding ?? '');
    if (accepts('br')) {
      this.brotli ??= promisify(brotliCompress)(this.raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
      });
      return { body: await this.brotli, encoding: 'br' };
    }
    if (accepts('gzip')) {
      this.gzipped ??= promisify(gzip)(this.raw, { level: 9 });
      return { body: await this.gzipped, encoding: 'gzip' };
    }
    return { body: this.raw, encoding: null };
  }
}

const assets = new Map<string, StaticBody>();

/** The asset of that name, read once; undefined for a name GraphiQL does not load. */
export function asset(name: string): StaticBody | undefined {
  const file = FILES[name];
  if (!file) return undefined;
  let body = assets.get(name);
  if (!body) {
    body = new StaticBody(readFileSync(file.path()), file.type);
    assets.set(name, body);
  }
  return body;
}

/** A version tag for the page's asset URLs, so they can be cached for good and still change on upgrade. */
export function assetVersion(): string {
  const versions = ['react', 'react-dom', 'graphiql'].map(
    (name) => (resolver(`${name}/package.json`) as { version: string }).version,
  );
  return createHash('sha256').update(versions.join()).digest('base64url').slice(0, 10);
}
