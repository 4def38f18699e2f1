// A repository record served to a signed-in caller from the shared tier is the anonymous reader's
// copy with its `permissions` (the caller-specific part, Gitea's convert.ToRepo) removed: the record
// and pull requests embedding it are then shared by every reader. Each such record carries how to
// read the caller's own rights, asked only when a field selects them (Repository.permissions).

const own = new WeakMap<object, () => Promise<unknown>>();

/** Removes `repository`'s permissions and records how to read the caller's own instead. */
export function withoutCallerRights(repository: unknown, load: () => Promise<unknown>): void {
  if (!repository || typeof repository !== 'object') return;
  delete (repository as { permissions?: unknown }).permissions;
  own.set(repository, load);
}

/** The caller's own permissions on `repository` when it came from the shared tier without them. */
export function callerRightsOf(repository: object): (() => Promise<unknown>) | undefined {
  return own.get(repository);
}
