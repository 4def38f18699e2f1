// Demo stars, watches and the releases of acme/template (see docs/sandbox.md, "Demo seed").
import { createTag } from '../git/repository.js';
import type { UserRec } from '../model/records.js';
import { setStar, setWatch } from '../model/social.js';
import type { Store } from '../model/store.js';
import type { SeededRepos } from './repos.js';

const d = (iso: string) => new Date(iso);

/**
 * Stars: bob and carol on alice/hello, alice on acme/template. Watches: each repository's creator (alice
 * for hers and acme's, bob for bob/empty), and bob on alice/hello. acme/template has releases v0.9
 * (published), v0.10-rc.1 (pre-release, newer) and v0.10 (draft, newest): its latest release is v0.9.
 */
export function seedRepoSocial(store: Store, repos: SeededRepos): void {
  const user = (login: string) => store.userByName(login) as UserRec;
  const [alice, bob, carol] = [user('alice'), user('bob'), user('carol')];
  for (const repo of [repos.hello, repos.manyPrs, repos.secret, repos.template, repos.legacy]) {
    setWatch(store, alice, repo, true, repo.createdAt);
  }
  setWatch(store, bob, repos.empty, true, repos.empty.createdAt);
  setWatch(store, bob, repos.hello, true, d('2026-01-03T12:00:00Z'));
  setStar(store, bob, repos.hello, true, d('2026-01-04T12:00:00Z'));
  setStar(store, carol, repos.hello, true, d('2026-01-05T12:00:00Z'));
  setStar(store, alice, repos.template, true, d('2026-01-02T12:00:00Z'));

  const { template } = repos;
  const head = template.git.branches.get('main') as string;
  createTag(template.git, 'v0.9', head);
  createTag(template.git, 'v0.10-rc.1', head);
  const release = (
    id: number,
    tagName: string,
    iso: string,
    flags: { draft?: boolean; prerelease?: boolean },
  ) =>
    store.releases.push({
      id,
      repoId: template.id,
      tagName,
      target: 'main',
      title: tagName,
      note: `Release notes of ${tagName}.`,
      draft: flags.draft ?? false,
      prerelease: flags.prerelease ?? false,
      isTag: false,
      publisherId: alice.id,
      createdAt: d(iso),
    });
  release(2, 'v0.9', '2026-01-02T09:00:00Z', {});
  release(3, 'v0.10-rc.1', '2026-01-04T09:00:00Z', { prerelease: true });
  release(4, 'v0.10', '2026-01-06T09:00:00Z', { draft: true });
}
