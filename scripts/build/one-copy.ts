// One copy of every package in the bundle. A dual package (an ES module build beside a CommonJS one)
// would otherwise be bundled twice when one dependency `import`s it and another `require`s it, or
// deep-imports a `.js` file of it: two `GraphQLError` classes, so `instanceof` fails across them and
// errors answer with the wrong status. The plugin sends every such path to the ES module build; the
// check reads the metafile and names any package that still went in twice.

import { existsSync, readFileSync } from 'node:fs';
import type { Metafile, Plugin } from 'esbuild';

const RESOLVING = Symbol('one-copy');

/** `node_modules/<name>/` (scoped or not) of the innermost package of a path. */
const PACKAGE = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\/(.*)$/;

/**
 * Resolves `require('pkg')` as `import 'pkg'` would (the ES module build, where the package has one),
 * a `.js` file that has a `.mjs` twin (graphql 16's layout) to the twin, and a package installed in
 * several directories at one version (npm nests a copy under each dependant when the top level holds
 * another version) to the first of them.
 */
export function oneCopyPerPackage(): Plugin {
  const directoryByRelease = new Map<string, string>();
  const canonical = (path: string): string => {
    const match = PACKAGE.exec(path);
    if (!match) return path;
    const [, directory = '', name = '', file = ''] = match;
    const { version } = JSON.parse(readFileSync(`${directory}/package.json`, 'utf8')) as { version: string };
    const release = `${name}@${version}`;
    if (!directoryByRelease.has(release)) directoryByRelease.set(release, directory);
    return `${directoryByRelease.get(release)}/${file}`;
  };
  return {
    name: 'one-copy-per-package',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING || args.path.startsWith('node:')) return undefined;
        const kind = args.kind === 'require-call' ? 'import-statement' : args.kind;
        const resolved = await build.resolve(args.path, {
          kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: RESOLVING,
        });
        if (resolved.errors.length > 0 || resolved.external || !resolved.path) return undefined;
        const twin = resolved.path.replace(/\.js$/, '.mjs');
        const path = twin !== resolved.path && existsSync(twin) ? twin : resolved.path;
        return { ...resolved, path: canonical(path) };
      });
    },
  };
}

/** A module's identity inside its package, whatever build (esm/, cjs/, .mjs, .js) it came from. */
function moduleKey(file: string): string {
  return file
    .replace(/\.(mjs|cjs|js)$/, '')
    .split('/')
    .filter((segment) => !['cjs', 'esm', 'es', 'commonjs', 'module'].includes(segment))
    .join('/');
}

/**
 * Packages bundled more than once: the same name from two directories (two versions), or the same
 * module of one package from two of its builds. Empty when every package went in once.
 */
export function duplicatePackages(metafile: Metafile): string[] {
  const directoriesByName = new Map<string, Set<string>>();
  const filesByModule = new Map<string, Set<string>>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = PACKAGE.exec(input);
    if (!match) continue;
    const [, directory = '', name = '', file = ''] = match;
    directoriesByName.set(name, (directoriesByName.get(name) ?? new Set()).add(directory));
    const key = `${directory}/${moduleKey(file)}`;
    filesByModule.set(key, (filesByModule.get(key) ?? new Set()).add(input));
  }
  const found: string[] = [];
  for (const [name, directories] of directoriesByName) {
    if (directories.size > 1) found.push(`${name} from ${[...directories].sort().join(' and ')}`);
  }
  for (const [key, files] of filesByModule) {
    if (files.size > 1) found.push(`${key} as ${[...files].sort().join(' and ')}`);
  }
  return found.sort();
}
