// The shape of src/: no file at its top and no import that runs back up the layers (start-up → server →
// github → graphql, graphiql, persisted → live → observability → forge → base), so each folder can be read, and
// replaced, knowing only what lies below it. Inside src/graphql/ the same holds of its folders: the kit
// at the bottom, then the domains in their order. Import circles are Biome's to find (biome.json,
// noImportCycles); the layers stay here: Biome's noRestrictedImports matches import specifiers, and
// a relative specifier does not say which top folder it reaches without the importing file's depth.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Each top folder and the folders it may import from (besides itself). */
const MAY_IMPORT: Record<string, string[]> = {
  start: ['server', 'graphql', 'graphiql', 'persisted', 'live', 'forge', 'observability', 'sandbox', 'base'],
  server: ['github', 'graphql', 'graphiql', 'persisted', 'live', 'forge', 'observability', 'base'],
  github: ['graphql', 'live', 'observability', 'forge', 'base'],
  graphql: ['live', 'observability', 'forge', 'base'],
  graphiql: ['persisted', 'base'],
  persisted: ['base'],
  live: ['observability', 'forge', 'base'],
  observability: ['forge', 'base'],
  forge: ['base'],
  sandbox: ['forge', 'base'],
  base: [],
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The folders of src/graphql/ from the bottom up: `kit/`, then the domains, each of which imports only
 * the kit and the domains before it (a higher domain adds its fields to a lower domain's types).
 */
const GRAPHQL_ORDER = [
  'kit',
  'people',
  'organization',
  'repository',
  'git',
  'content',
  'release',
  'issue',
  'pull-request',
  'actions',
  'settings',
  'instance',
  'live',
  'federation',
];

/** The files of src/ a file imports (type imports too: they are arrows of the design as well). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (m) => m[1] as string,
  );
  return specifiers
    .map((specifier) => normalize(join(dirname(file), specifier)).replace(/\.js$/, '.ts'))
    .filter((path) => path.startsWith(SRC) && existsSync(path));
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const topFolderOf = (file: string) => relative(SRC, file).split('/')[0] as string;

describe('the layout of src/', () => {
  it('holds folders only at its top', () => {
    expect(readdirSync(SRC).filter((name) => !statSync(join(SRC, name)).isDirectory())).toEqual([]);
  });

  it('names every top folder in the layers', () => {
    expect(readdirSync(SRC).filter((name) => !(name in MAY_IMPORT))).toEqual([]);
  });

  it('leaves import circles to Biome, type imports counted', () => {
    // `npm run lint` (biome check) fails on a circle anywhere in the project: lint/suspicious/noImportCycles
    const biome = JSON.parse(readFileSync(new URL('../../biome.json', import.meta.url), 'utf8'));
    expect(biome.linter.rules.suspicious.noImportCycles).toEqual({
      level: 'error',
      options: { ignoreTypes: false },
    });
  });

  it('has no import that runs back up the layers', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => {
          const [from, to] = [topFolderOf(file), topFolderOf(target)];
          return from !== to && !(MAY_IMPORT[from] ?? []).includes(to);
        })
        .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });
});

const GRAPHQL = join(SRC, 'graphql');

/** The folder of src/graphql/ a file is in; undefined for a file at its top or outside it. */
function graphqlFolderOf(file: string): string | undefined {
  const parts = relative(GRAPHQL, file).split('/');
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** Every import from one folder of src/graphql/ into another. */
const crossings = [...graph].flatMap(([file, targets]) =>
  targets
    .map((target) => ({ file, target, from: graphqlFolderOf(file), to: graphqlFolderOf(target) }))
    .filter((edge) => edge.from !== undefined && edge.to !== undefined && edge.from !== edge.to),
);
const named = (edge: { file: string; target: string }) =>
  `${relative(SRC, edge.file)} → ${relative(SRC, edge.target)}`;

describe('the folders of src/graphql/', () => {
  it('are the kit and the domains in their order, each named once', () => {
    const folders = readdirSync(GRAPHQL).filter((name) => statSync(join(GRAPHQL, name)).isDirectory());
    expect(folders.sort()).toEqual([...GRAPHQL_ORDER].sort());
  });

  it('keep the kit free of imports of a domain', () => {
    expect(crossings.filter((edge) => edge.from === 'kit').map(named)).toEqual([]);
  });

  it('have no two domains that import each other', () => {
    const directions = new Set(crossings.map((edge) => `${edge.from} ${edge.to}`));
    expect(crossings.filter((edge) => directions.has(`${edge.to} ${edge.from}`)).map(named)).toEqual([]);
  });

  it('import only down their order', () => {
    const rank = (folder: string | undefined) => GRAPHQL_ORDER.indexOf(folder as string);
    expect(crossings.filter((edge) => rank(edge.to) > rank(edge.from)).map(named)).toEqual([]);
  });
});
