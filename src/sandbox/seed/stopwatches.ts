// Demo stopwatch: bob's, running on alice/hello#2 since 2026-01-06 09:00 UTC.
import { stopwatchesOf } from '../handlers/issues/stopwatches.js';
import type { Store } from '../model/store.js';

export function seedStopwatches(store: Store): void {
  const hello = store.repos.find((r) => r.ownerId === 2 && r.name === 'hello');
  const issue = hello && store.issueByIndex(hello.id, 2);
  if (!issue) return;
  stopwatchesOf(store).push({
    id: 1,
    userId: 3,
    issueId: issue.id,
    created: new Date('2026-01-06T09:00:00Z'),
  });
}
