// The printed schema as GraphiQL's explorer shows it to a stranger, checked by a linter of the field
// (graphql-schema-linter, its built-in rules): every type, field, argument, input field and enum value
// described, descriptions that are sentences, and the rest of its conventions.

import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const LINTER = join(dirname(require.resolve('graphql-schema-linter/package.json')), 'lib/cli.js');

describe('the printed schema', () => {
  it('passes graphql-schema-linter’s built-in rules without a finding', () => {
    const run = spawnSync(process.execPath, [LINTER, '--format', 'compact', 'schema/schema.graphql'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const findings = run.stdout.split('\n').filter((line) => line.trim() !== '');
    expect(findings).toEqual([]);
    expect(run.status).toBe(0);
  });
});
