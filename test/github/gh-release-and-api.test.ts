// gh's release list and `gh api graphql`, against the gateway over HTTPS,
// each compared with what the forge says (its REST API).

import { describe, expect, it } from 'vitest';
import { useGhHarness } from '../helpers/gh.js';

const h = useGhHarness();

describe('gh release list', () => {
  it('lists the releases the forge holds: title, type, tag and date', async () => {
    const [result, forge] = await Promise.all([
      h.gh(['release', 'list', ...h.repoFlag('alice/hello')]),
      h.forge<{ name: string; tag_name: string; draft: boolean; prerelease: boolean }[]>(
        '/repos/alice/hello/releases',
      ),
    ]);
    expect(result.code, result.stderr).toBe(0);
    const rows = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows.map((row) => [row[0], row[2]])).toEqual(
      forge.map((release) => [release.name, release.tag_name]),
    );
  });
});

describe('gh api graphql', () => {
  it('runs a document against /api/graphql as the caller', async () => {
    const answer = await h.ghJson<{ data: { viewer: { login: string } } }>([
      'api',
      'graphql',
      '-f',
      'query={ viewer { login } }',
    ]);
    expect(answer).toEqual({ data: { viewer: { login: 'alice' } } });
  });
});
