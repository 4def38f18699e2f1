// Demo hooks: one repository hook on alice/hello, switched off so that no demo write delivers anywhere
// (it points at a CI server that does not exist); `Repository.hooks` has something to show.

import type { Store } from '../model/store.js';

export function seedHooks(store: Store): void {
  const hello = store.repos.find((r) => r.name === 'hello' && store.user(r.ownerId).login === 'alice');
  if (!hello) return;
  const created = new Date('2026-01-05T09:00:00Z');
  store.hooks.push({
    id: store.nextId(store.hooks),
    ownerId: hello.ownerId,
    repoId: hello.id,
    type: 'gitea',
    name: undefined,
    url: 'https://ci.example.com/hooks/forge',
    contentType: 'json',
    secret: 'ci-secret',
    extraConfig: {},
    events: ['push', 'pull_request'],
    branchFilter: 'main',
    authorizationHeader: '',
    active: false,
    createdAt: created,
    updatedAt: created,
  });
}
