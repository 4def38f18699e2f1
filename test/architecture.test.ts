// The shape of src/: no file at its top, no import circle between files, and no import that runs
// back up the layers (start-up → server → graphql, graphiql, persisted → live → observability → forge →
// base), so each folder can be read, and replaced, knowing only what lies below it.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Each top folder and the folders it may import from (besides itself). */
const MAY_IMPORT: Record<string, string[]> = {
  start: [
    'server',
    'github',
    'graphql',
    'graphiql',
    'persisted',
    'live',
    'forge',
    'observability',
    'sandbox',
    'base',
  ],
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

/** Strongly connected groups of more than one file (Tarjan). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target))
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        group.push(relative(SRC, member));
        if (member === file) break;
      }
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('the layout of src/', () => {
  it('holds folders only at its top', () => {
    expect(readdirSync(SRC).filter((name) => !statSync(join(SRC, name)).isDirectory())).toEqual([]);
  });

  it('names every top folder in the layers', () => {
    expect(readdirSync(SRC).filter((name) => !(name in MAY_IMPORT))).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles()).toEqual([]);
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
