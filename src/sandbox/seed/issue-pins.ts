// Demo pins on alice/hello: issues #1 and #6 (in that order) and pull request #4.
import { issuePinsOf } from '../model/issue-pins.js';
import type { Store } from '../model/store.js';

export function seedIssuePins(store: Store): void {
  const hello = store.repos.find((r) => r.ownerId === 2 && r.name === 'hello');
  if (!hello) return;
  const pins = issuePinsOf(store);
  for (const [index, pinOrder] of [
    [1, 1],
    [6, 2],
    [4, 1],
  ] as const) {
    const issue = store.issueByIndex(hello.id, index);
    if (issue) pins.push({ repoId: hello.id, issueId: issue.id, isPull: issue.isPull, pinOrder });
  }
}
