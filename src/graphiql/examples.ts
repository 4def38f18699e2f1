// The example operations of `operations/*.graphql`, shown in GraphiQL as its opening documents, with
// the example variables of `operations/variables.json` (demo seed values).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import { PACKAGE_ROOT } from '../base/root.js';
import { buildManifest } from '../persisted/manifest.js';

const OPERATIONS_DIR = fileURLToPath(new URL('operations/', PACKAGE_ROOT));

/** A query every forge answers for the caller whose token it carries (the banner's and GraphiQL's first
 * example when the gateway fronts a forge of its own, where the demo's repositories do not exist). */
export const FORGE_EXAMPLE_QUERY = `query Viewer {
  viewer { login fullName }
}`;

export interface ExampleFile {
  name: string;
  source: string;
}

export type ExampleVariables = Record<string, Record<string, unknown>>;

/**
 * The operations of `operations/` and of its subfolders (`screens/`: one document per screen of a
 * forge), each named by its path under `operations/`.
 */
export function exampleFiles(dir = OPERATIONS_DIR): ExampleFile[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.graphql'))
      .map((name) => name.split(sep).join('/'))
      .sort()
      .map((name) => ({ name, source: readFileSync(`${dir}${name}`, 'utf8') }));
  } catch {
    // A deployment without the examples folder still serves GraphiQL, with the built-in example.
    return [];
  }
}

/** Variables per operation name, for GraphiQL and the typed-operation tests. */
export function exampleVariables(dir = OPERATIONS_DIR): ExampleVariables {
  const path = `${dir}variables.json`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ExampleVariables) : {};
}

/** The variables of all the operations together, or undefined when two need different values. */
function mergedVariables(sets: Record<string, unknown>[]): Record<string, unknown> | undefined {
  const merged: Record<string, unknown> = {};
  for (const [name, value] of sets.flatMap((set) => Object.entries(set))) {
    if (name in merged && JSON.stringify(merged[name]) !== JSON.stringify(value)) return undefined;
    merged[name] = value;
  }
  return merged;
}

/** The `#` lines right above a definition that starts at `offset`, which say what it is for. */
function commentAbove(source: string, offset: number): string {
  const lines = source.slice(0, offset).split('\n').slice(0, -1);
  const comment: string[] = [];
  for (let line = lines.pop(); line?.startsWith('#'); line = lines.pop()) comment.unshift(`${line}\n`);
  return comment.join('');
}

interface Tab {
  query: string;
  variables?: string;
  headers?: string;
}

/**
 * GraphiQL tabs: the built-in example first, then one tab per file of operations/, whose variables
 * serve each of its operations; a file whose operations need different values for one variable
 * (every mutation takes its own `input`) gets one tab per operation instead.
 */
const TAKES_FILE = /\$\w+\s*:\s*\[?\s*File\b/;

export function exampleTabs(intro: string, headers?: string): Tab[] {
  // The screens' documents (operations/screens/) are persisted and typed, not opened as tabs; nor are
  // operations that take a `File`: GraphiQL sends JSON, and a file travels only in a multipart request.
  const files = exampleFiles().filter((file) => !file.name.includes('/') && !TAKES_FILE.test(file.source));
  const variables = exampleVariables();
  const json = (value: Record<string, unknown>) => JSON.stringify(value, null, 2);
  let bodies: Map<string, string>;
  try {
    bodies = new Map(buildManifest(files).operations.map((operation) => [operation.name, operation.body]));
  } catch {
    // A broken file is reported by the tests and by codegen; GraphiQL still shows it as written.
    return [{ query: intro, headers }, ...files.map((file) => ({ query: file.source, headers }))];
  }
  const tabs: Tab[] = [{ query: intro, headers }];
  for (const file of files) {
    const operations = parse(file.source).definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name
        ? [{ name: definition.name.value, comment: commentAbove(file.source, definition.loc?.start ?? 0) }]
        : [],
    );
    const merged = mergedVariables(operations.map(({ name }) => variables[name] ?? {}));
    if (merged) {
      tabs.push({ query: `# operations/${file.name}\n${file.source}`, variables: json(merged), headers });
      continue;
    }
    for (const { name, comment } of operations) {
      const query = `# operations/${file.name}\n${comment}${bodies.get(name)}\n`;
      tabs.push({ query, variables: json(variables[name] ?? {}), headers });
    }
  }
  return tabs;
}
