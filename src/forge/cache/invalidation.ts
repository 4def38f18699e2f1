// What each change makes stale. A forge event names its repository and its kind (Gitea's webhook
// event families, src/live/events.ts); a write of the gateway names what its route changes. Both
// become tags (rules.ts) that the stores drop. Which events drop what is said once, in the rows of
// CACHE_RULES (rules.ts): read here by event.

import type { ForgeCall } from '../http/call.js';
import {
  type Area,
  areaTag,
  CACHE_RULES,
  type DroppingEvent,
  EVENT_KINDS,
  EVERYTHING,
  ownerTag,
  repoTag,
  VISIBILITY_RULE,
} from './rules.js';

/** Per event kind, the areas of its repository whose cached answers it can have changed. */
export const EVENT_AREAS: Readonly<Partial<Record<DroppingEvent, readonly (Area | 'visibility')[]>>> =
  Object.fromEntries(
    EVENT_KINDS.map((kind) => [
      kind,
      [
        ...new Set(
          [...Object.values(CACHE_RULES), VISIBILITY_RULE]
            .filter((rule) => (rule.droppedBy as readonly DroppingEvent[]).includes(kind))
            .map((rule) => rule.area),
        ),
      ],
    ]),
  );

/** The tags an event of `kind` on `owner/repo` makes stale. */
export function tagsOfEvent(kind: string, repo: string): string[] {
  const areas = EVENT_AREAS[kind as DroppingEvent] ?? EVENT_AREAS.REPOSITORY ?? [];
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
