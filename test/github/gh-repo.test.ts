// gh's repository and label reads against the gateway over HTTPS,
// each compared with what the forge says (its REST API).

import { describe, expect, it } from 'vitest';
import { useGhHarness } from '../helpers/gh.js';

const h = useGhHarness();

interface ForgeRepo {
  name: string;
  full_name: string;
  description: string;
  default_branch: string;
  private: boolean;
  fork: boolean;
  stars_count: number;
}

describe('gh repo', () => {
  it('views a repository as the forge describes it', async () => {
    const [viewed, forge] = await Promise.all([
      h.ghJson<Record<string, unknown>>([
        'repo',
        'view',
        `${h.host}/alice/hello`,
        '--json',
        'name,nameWithOwner,description,defaultBranchRef,isPrivate,isFork,stargazerCount,owner',
      ]),
      h.forge<ForgeRepo>('/repos/alice/hello'),
    ]);
    expect(viewed).toMatchObject({
      name: forge.name,
      nameWithOwner: forge.full_name,
      description: forge.description,
      defaultBranchRef: { name: forge.default_branch },
      isPrivate: forge.private,
      isFork: forge.fork,
      stargazerCount: forge.stars_count,
      owner: expect.objectContaining({ login: 'alice' }),
    });
  });

  it('prints the repository’s name, description and README in its default view', async () => {
    const [result, forge, readme] = await Promise.all([
      h.gh(['repo', 'view', `${h.host}/alice/hello`]),
      h.forge<ForgeRepo>('/repos/alice/hello'),
      h.forge<{ content: string }>('/repos/alice/hello/contents/README.md'),
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('name:\talice/hello');
    expect(result.stdout).toContain(`description:\t${forge.description}`);
    expect(result.stdout).toContain(Buffer.from(readme.content, 'base64').toString('utf8').trim());
  });

  it('lists an owner’s repositories as the forge lists them', async () => {
    const [listed, forge] = await Promise.all([
      h.ghJson<{ name: string }[]>(['repo', 'list', 'alice', '--json', 'name,isPrivate,description']),
      h.forge<ForgeRepo[]>('/users/alice/repos?limit=50'),
    ]);
    expect(forge.length).toBeGreaterThan(1);
    const sorted = <T extends { name: string }>(list: T[]) =>
      [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(sorted(listed)).toEqual(
      sorted(forge).map((repo) => ({
        name: repo.name,
        isPrivate: repo.private,
        description: repo.description,
      })),
    );
  });
});

describe('gh label list', () => {
  it('lists the labels the forge holds, with colours and descriptions', async () => {
    const [result, forge] = await Promise.all([
      h.gh(['label', 'list', ...h.repoFlag('alice/hello')]),
      h.forge<{ name: string; color: string; description: string }[]>('/repos/alice/hello/labels?limit=50'),
    ]);
    expect(result.code, result.stderr).toBe(0);
    const rows = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    const sorted = (list: string[][]) => [...list].sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
    expect(sorted(rows)).toEqual(
      sorted(forge.map((label) => [label.name, label.description, `#${label.color.replace(/^#/, '')}`])),
    );
  });
});
