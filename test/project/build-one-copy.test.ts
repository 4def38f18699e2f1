// The build's check that every package went into the bundle once (scripts/build/one-copy.ts), read
// from esbuild's metafile: two builds of one package, or two directories of one package, fail it.

import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { duplicatePackages } from '../../scripts/build/one-copy.js';

const metafileOf = (paths: string[]): Metafile => ({
  inputs: Object.fromEntries(paths.map((path) => [path, { bytes: 1, imports: [] }])),
  outputs: {},
});

describe('the one-copy check of the build', () => {
  it('passes a bundle where each package came from one build and one directory', () => {
    const metafile = metafileOf([
      'src/main.ts',
      'node_modules/graphql/index.mjs',
      'node_modules/graphql/error/GraphQLError.mjs',
      'node_modules/@whatwg-node/promise-helpers/esm/index.js',
    ]);
    expect(duplicatePackages(metafile)).toEqual([]);
  });

  it('names a module bundled from both the ES module and the CommonJS build of its package', () => {
    const metafile = metafileOf([
      'node_modules/graphql/error/GraphQLError.mjs',
      'node_modules/graphql/error/GraphQLError.js',
      'node_modules/@whatwg-node/promise-helpers/esm/index.js',
      'node_modules/@whatwg-node/promise-helpers/cjs/index.js',
    ]);
    expect(duplicatePackages(metafile)).toEqual([
      'node_modules/@whatwg-node/promise-helpers/index as node_modules/@whatwg-node/promise-helpers/cjs/index.js and node_modules/@whatwg-node/promise-helpers/esm/index.js',
      'node_modules/graphql/error/GraphQLError as node_modules/graphql/error/GraphQLError.js and node_modules/graphql/error/GraphQLError.mjs',
    ]);
  });

  it('names a package bundled from two directories (two installed copies)', () => {
    const metafile = metafileOf([
      'node_modules/@graphql-tools/utils/esm/index.js',
      'node_modules/@graphql-tools/schema/node_modules/@graphql-tools/utils/esm/index.js',
    ]);
    expect(duplicatePackages(metafile)).toEqual([
      '@graphql-tools/utils from node_modules/@graphql-tools/schema/node_modules/@graphql-tools/utils and node_modules/@graphql-tools/utils',
    ]);
  });
});
