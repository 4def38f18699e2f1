// The three owners of Actions settings (a repository, an organization, the caller), each its routes
// bound to it, and the key that names it in memos and in the global ids of its variables.

import {
  type ActionsSettings,
  actionsSettingsOf,
  ORGANIZATION_ACTIONS_ROUTES,
  REPOSITORY_ACTIONS_ROUTES,
  VIEWER_ACTIONS_ROUTES,
} from '../../forge/endpoints/index.js';
import { loginKey, nameOfKeyPart, repoKey, splitRepoKey } from '../kit/loaders.js';
import type { RepoRef } from '../kit/refs/repository.js';

/** One owner's Actions settings: the key that names the owner, and its routes bound to it. */
export interface ActionsOwner {
  /** `repo:owner/name`, `org:name`, or `viewer` (whoever calls) */
  key: string;
  routes: ActionsSettings;
}

/** A repository's settings: its routes bound to its owner and name. */
export const repositoryActions = (ref: RepoRef): ActionsOwner => ({
  key: `repo:${repoKey(ref.owner, ref.repo)}`,
  routes: actionsSettingsOf(REPOSITORY_ACTIONS_ROUTES, { owner: ref.owner, repo: ref.repo }),
});

/** An organization's settings, by its name. */
export const organizationActions = (org: string): ActionsOwner => ({
  key: `org:${loginKey(org)}`,
  routes: actionsSettingsOf(ORGANIZATION_ACTIONS_ROUTES, { org }),
});

/** The caller's own settings. */
export const viewerActions = (): ActionsOwner => ({
  key: 'viewer',
  routes: actionsSettingsOf(VIEWER_ACTIONS_ROUTES, {}),
});

/** The owner an owner key names (`user:<id>` is the caller's own); null for a key no owner has. */
export function actionsOwnerOfKey(key: string): ActionsOwner | null {
  const colon = key.indexOf(':');
  const [kind, rest] = [key.slice(0, colon), key.slice(colon + 1)];
  if (kind === 'repo' && rest.includes('/')) return repositoryActions(splitRepoKey(rest));
  if (kind === 'org' && rest) return organizationActions(nameOfKeyPart(rest));
  if (kind === 'user' && /^\d+$/.test(rest)) return viewerActions();
  return null;
}
