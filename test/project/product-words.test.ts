// The product speaks for itself: its code, schema, messages, tests, operations and docs never send a
// reader to a document the repository does not hold (a planning note's operation numbers, its
// sections or its file names). Gitea's own source is public and may be cited by path.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['src', 'test', 'scripts', 'bench', 'operations', 'schema', 'docs', 'deploy', 'README.md'];
const TEXT = /\.(ts|mts|mjs|js|graphql|md|json|yaml|yml)$/;
// data captured from other projects is theirs, verbatim
const LEFT_OUT = ['test/fixtures/', 'bench/results/', 'schema/gitea-swagger.json'];

/** Written in pieces, so that this file does not match itself. */
const CITATIONS: [string, RegExp][] = [
  ['an operation number', new RegExp(`\\b[Oo]${'ps?'}\\s\\d+\\b`)],
  [
    'a planning note by name',
    new RegExp(`\\(${'spec'}[:\\s]|\\b${'spec'}: ([A-Z]|op)|\\b${'facts'}:? ?§|${'facts'} op`),
  ],
  ['a planning file', new RegExp(`gitea-${'facts'}|rest-${'api'}\\.md|${'design'}\\.md`)],
  [
    'a planning issue by number',
    new RegExp(
      `\\(${'issue'}s? \\d+[),:;]|\\b${'issue'}s? \\d+ (item|writes|reads|and \\d+)|${'issue'} \\d+ "`,
    ),
  ],
];

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => filesUnder(join(path, name)));
}

describe('the words of the product', () => {
  it('cite no planning document: no operation numbers, no note sections, no planning files', () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap(filesUnder)) {
      const path = relative(ROOT, join(ROOT, file));
      if (!TEXT.test(path) || LEFT_OUT.some((prefix) => path.startsWith(prefix))) continue;
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [what, pattern] of CITATIONS) {
            if (pattern.test(line))
              found.push(`${path}:${index + 1} (${what}): ${line.trim().slice(0, 120)}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
