// Whether a page of a pull request's reviews holds a PENDING review, as a site admin sees it: Gitea
// lists a pending review to its author and to site admins only, after paging the rows
// (services/convert/pull_review.go ToPullReviewList), so a page without one reads the same for every
// caller and a signed-in reader may be handed the anonymous reader's copy (../cache/rules.ts). The
// admin's answer carries users as an admin sees them (their real emails): it is read for that yes or
// no alone and goes nowhere else, neither into the cache nor to the caller.

import type { SharedCache } from '../cache/index.js';
import type { Sharing } from '../cache/rules.js';
import type { ForgeCall, Send } from '../http/call.js';
import { sessionAs } from './session-as.js';

/**
 * True when the page `call` asks for holds no PENDING review, learnt by one admin read shared by every
 * caller for `untrackedTtlMs` at most; false when one is there, without an admin token, or when the
 * admin read failed within that time (the caller then reads as itself).
 */
export async function withoutPendingReview(
  call: ForgeCall,
  next: Send,
  shared: SharedCache,
  sharing: Sharing,
): Promise<boolean> {
  const token = shared.options.adminToken;
  if (!token) return false;
  const asAdmin: ForgeCall = { ...call, session: sessionAs(call.session, `token ${token}`) };
  // A failed admin read (a revoked token, the forge in trouble) is kept as a "don't know" like any
  // answer: callers read as themselves meanwhile, and the forge is not asked again on every request.
  return shared.fact(`no-pending:${call.path}`, sharing, () =>
    next(asAdmin).then(
      ({ data }) =>
        Array.isArray(data) &&
        data.every((review) => (review as { state?: unknown } | null)?.state !== 'PENDING'),
      () => false,
    ),
  );
}
