// Demo issue subscriptions: on alice/hello#1, alice and carol subscribed and bob (who watches the
// repository, so is subscribed without a choice) unsubscribed.
import { issueWatchesOf } from '../handlers/issues/subscriptions.js';
import type { Store } from '../model/store.js';

export function seedIssueWatches(store: Store): void {
  const hello = store.repos.find((r) => r.ownerId === 2 && r.name === 'hello');
  const issue = hello && store.issueByIndex(hello.id, 1);
  if (!issue) return;
  issueWatchesOf(store).push(
    { userId: 2, issueId: issue.id, isWatching: true },
    { userId: 4, issueId: issue.id, isWatching: true },
    { userId: 3, issueId: issue.id, isWatching: false },
  );
}
