// The example operations of `operations/*.graphql`, shown in GraphiQL as its opening document.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OPERATIONS_DIR = fileURLToPath(new URL('../operations/', import.meta.url));

export interface ExampleFile {
  name: string;
  source: string;
}

export function exampleFiles(dir = OPERATIONS_DIR): ExampleFile[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.graphql'))
      .sort()
      .map((name) => ({ name, source: readFileSync(`${dir}${name}`, 'utf8') }));
  } catch {
    // A deployment without the examples folder still serves GraphiQL, with the built-in example.
    return [];
  }
}

/** GraphiQL tabs: the built-in example first, then one tab per file of operations/. */
export function exampleTabs(intro: string, headers?: string) {
  return [
    { query: intro, headers },
    ...exampleFiles().map((file) => ({ query: `# operations/${file.name}\n${file.source}`, headers })),
  ];
}
