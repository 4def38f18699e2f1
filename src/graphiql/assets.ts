// The static files GraphiQL loads, read from their npm packages and served by the gateway itself
// (no CDN: self-hosted forges often sit on networks without internet access, and a page that
// carries the caller's token should not pull code from a third party). Each file is compressed
// once, on first use and off the event loop, for brotli and gzip, and carries a strong ETag.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const resolver = createRequire(import.meta.url);

/** The files, by the name the page asks for them under `/graphiql/`, and the package each comes from. */
export const GRAPHIQL_FILES: Record<string, { package: string; file: string; type: string }> = {
  'react.js': {
    package: 'react',
    file: 'umd/react.production.min.js',
    type: 'text/javascript; charset=utf-8',
  },
  'react-dom.js': {
    package: 'react-dom',
    file: 'umd/react-dom.production.min.js',
    type: 'text/javascript; charset=utf-8',
  },
  'graphiql.js': { package: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript; charset=utf-8' },
  'graphiql.css': { package: 'graphiql', file: 'graphiql.min.css', type: 'text/css; charset=utf-8' },
};

/**
 * The bundle carries copies of the files beside its chunks, with the versions they came from
 * (scripts/build/graphiql-assets.ts), so an installed package needs none of GraphiQL's packages (nor
 * their ~110 dependencies); run from the sources, the files are read from the packages themselves.
 */
export const BUNDLED_ASSETS = 'graphiql/';
export const BUNDLED_VERSIONS = 'versions.json';
const bundled = new URL(BUNDLED_ASSETS, import.meta.url);
const bundledVersions = existsSync(new URL(BUNDLED_VERSIONS, bundled))
  ? (JSON.parse(readFileSync(new URL(BUNDLED_VERSIONS, bundled), 'utf8')) as Record<string, string>)
  : undefined;

/** Where a package's file is read from: the package itself. */
export const packagedPath = (name: string): string => {
  const spec = GRAPHIQL_FILES[name] as { package: string; file: string };
  return join(dirname(resolver.resolve(`${spec.package}/package.json`)), spec.file);
};

/** The versions of the packages the files come from, by package name. */
export function packagedVersions(): Record<string, string> {
  const names = [...new Set(Object.values(GRAPHIQL_FILES).map((spec) => spec.package))];
  return Object.fromEntries(
    names.map((name) => [name, (resolver(`${name}/package.json`) as { version: string }).version]),
  );
}

const pathOf = (name: string) =>
  bundledVersions ? fileURLToPath(new URL(name, bundled)) : packagedPath(name);

export const ASSET_NAMES = Object.keys(GRAPHIQL_FILES);

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
  const file = GRAPHIQL_FILES[name];
  if (!file) return undefined;
  let body = assets.get(name);
  if (!body) {
    body = new StaticBody(readFileSync(pathOf(name)), file.type);
    assets.set(name, body);
  }
  return body;
}

/** A version tag for the page's asset URLs, so they can be cached for good and still change on upgrade. */
export function assetVersion(): string {
  const versions = Object.values(bundledVersions ?? packagedVersions());
  return createHash('sha256').update(versions.join()).digest('base64url').slice(0, 10);
}
