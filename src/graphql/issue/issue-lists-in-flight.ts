// Issue lists of each repository still in flight in one request. `repository.issue(number:)` waits
// for them, so an issue a list already brought (and primed into the Issue loader) costs no call.
// Kept apart from the types so that issue.ts and issue-list.ts need not import each other.

import type { Context } from '../kit/context.js';

/** Issue lists of each repository still in flight in this request, so a single read can wait for them. */
const inFlight = new WeakMap<Context, Map<string, Set<Promise<unknown>>>>();

export function trackIssueList(context: Context, repository: string, pending: Promise<unknown>): void {
  let byRepo = inFlight.get(context);
  if (!byRepo) {
    byRepo = new Map();
    inFlight.set(context, byRepo);
  }
  let set = byRepo.get(repository);
  if (!set) {
    set = new Set();
    byRepo.set(repository, set);
  }
  // settled either way: the list's own field reports its failure, the waiting reads only need the end
  const entry: Promise<unknown> = pending.then(
    () => set.delete(entry),
    () => set.delete(entry),
  );
  set.add(entry);
}

/**
 * Resolves once the issue lists of `repository` started by this request have answered (failed or
 * not). Sibling fields start within the same tick, so one microtask lets a list that comes later in
 * the selection register first.
 */
export async function issueListsOf(context: Context, repository: string): Promise<void> {
  await Promise.resolve();
  const pending = [...(inFlight.get(context)?.get(repository) ?? [])];
  await Promise.allSettled(pending);
}
