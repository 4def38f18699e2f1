// The account-settings part of the demo seed: alice's SSH key and second e-mail address, and acme's
// block of carol (see docs/sandbox.md, "Demo seed").
import { peopleOf } from '../model/people-state.js';
import { parsePublicKey, settingsOf } from '../model/settings-state.js';
import type { Store } from '../model/store.js';

/** alice's laptop key (a real ed25519 public key; its fingerprint is computed as Gitea does) */
export const ALICE_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICDh23ZI+js375JoEsCNxkOo0+Qay1IhCy8NAYnCly1j alice@laptop';

export function seedSettings(store: Store): void {
  const state = settingsOf(store);
  const parsed = parsePublicKey(ALICE_KEY);
  if ('error' in parsed) throw new Error(parsed.error);
  // ids: 2 alice, 4 carol, 5 acme
  state.publicKeys.push({
    id: 1,
    ownerId: 2,
    title: 'laptop',
    ...parsed,
    createdAt: new Date('2026-01-02T09:00:00Z'),
  });
  state.emails.push({ userId: 2, email: 'alice@work.example.com', verified: true });
  peopleOf(store).blocks.push({ blockerId: 5, blockeeId: 4, note: 'spam' });
}
