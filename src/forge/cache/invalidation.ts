// What each change makes stale. A forge event names its repository and its kind (Gitea's webhook
// event families, src/live/events.ts); a write of the gateway names what its route changes. Both
// become tags (rules.ts) that the stores drop. The cache table of docs/cache-and-limits.md mirrors EVENT_AREAS.

import type { ForgeCall } from '../http/call.js';
import { type Area, areaTag, EVERYTHING, ownerTag, repoTag } from './rules.js';

/** Per event kind, the areas of its repository whose cached answers it can have changed. */
export const EVENT_AREAS: Readonly<Record<string, readonly (Area | 'visibility')[]>> = {
  // a push moves branches, so pull requests' heads, files and compare answers with them
  PUSH: ['code', 'pulls', 'repository'],
  CREATE: ['code', 'repository'],
  DELETE: ['code', 'pulls', 'releases', 'repository'],
  ISSUES: ['issues', 'pulls', 'repository'],
  ISSUE_COMMENT: ['issues', 'pulls'],
  // a pull request is an issue too (the issue list and timeline show it); a merge moves a branch
  PULL_REQUEST: ['pulls', 'issues', 'code', 'repository'],
  PULL_REQUEST_REVIEW: ['pulls', 'issues'],
  RELEASE: ['releases', 'code', 'repository'],
  // created or deleted: everything the repository had, and whether it is public
  REPOSITORY: ['code', 'issues', 'pulls', 'releases', 'repository', 'untracked', 'visibility'],
};

/** The tags an event of `kind` on `owner/repo` makes stale. */
export function tagsOfEvent(kind: string, repo: string): string[] {
  const areas = EVENT_AREAS[kind] ?? EVENT_AREAS.REPOSITORY ?? [];
  return areas.map((area) => areaTag(repo.toLowerCase(), area));
}

/** Writes that change nothing a read answers: rendering Markdown. */
const NOT_CHANGES = new Set(['POST /markdown', 'POST /markdown/raw', 'POST /markup']);

/**
 * The tags a write makes stale: all of its repository (and the owner's lists through it), all of an
 * owner (its visibility decides its repositories'), or, for a write that names neither, everything.
 */
export function tagsOfWrite(call: Pick<ForgeCall, 'route' | 'params'>): string[] {
  if (NOT_CHANGES.has(call.route)) return [];
  const params = call.params ?? {};
  const owner = params.owner ?? params.org ?? params.username;
  if (typeof params.owner === 'string' && typeof params.repo === 'string') {
    return [repoTag(`${params.owner}/${params.repo}`.toLowerCase())];
  }
  if (typeof owner === 'string' && !call.route.includes(' /user/')) return [ownerTag(owner.toLowerCase())];
  return [EVERYTHING];
}
