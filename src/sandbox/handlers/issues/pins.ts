// Pinned issues and pull requests (routers/api/v1/repo/issue_pin.go, models/issues/issue_pin.go).
// The lists and new_pin_allowed are reads; pinning, unpinning and moving need a repository admin
// (api.go: reqToken, reqAdmin) and leave a `pin` / `unpin` event on the issue's timeline.
import type { NewIssuePinsAllowed } from '../../../forge/types/index.js';
import { issueJson } from '../../convert/issues.js';
import { pullJson } from '../../convert/pulls.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { issuePinsOf, MAX_PINNED, pinsOf } from '../../model/issue-pins.js';
import type { IssueRec } from '../../model/records.js';
import { internal, pathInt, pathIssue } from './issue-scope.js';

const pinnedIssues = (ctx: RequestContext, isPull: boolean): IssueRec[] =>
  pinsOf(ctx.store, ctx.repo().repo.id, isPull).map((pin) => ctx.store.issue(pin.issueId));

/** GET .../issues/pinned: GetPinnedIssues(repo, false), in PinOrder, whole (no paging) */
export function listPinnedIssues(ctx: RequestContext): Reply {
  return jsonReply(
    200,
    pinnedIssues(ctx, false).map((issue) => issueJson(ctx, issue)),
  );
}

/** GET .../pulls/pinned: the pinned pull requests as PullRequest objects */
export function listPinnedPulls(ctx: RequestContext): Reply {
  return jsonReply(
    200,
    pinnedIssues(ctx, true).flatMap((issue) => {
      const pull = ctx.store.pullOf(issue.id);
      return pull ? [pullJson(ctx, pull)] : [];
    }),
  );
}

/** GET .../new_pin_allowed: IsNewPinAllowed for each kind */
export function newPinAllowed(ctx: RequestContext): Reply {
  const repoId = ctx.repo().repo.id;
  const allowed: NewIssuePinsAllowed = {
    issues: pinsOf(ctx.store, repoId, false).length < MAX_PINNED,
    pull_requests: pinsOf(ctx.store, repoId, true).length < MAX_PINNED,
  };
  return jsonReply(200, allowed);
}

function pinEvent(ctx: RequestContext, issue: IssueRec, type: 'pin' | 'unpin'): void {
  const { store } = ctx;
  const now = store.now();
  store.comments.push({
    id: store.nextId(store.comments),
    issueId: issue.id,
    posterId: ctx.doer.id,
    body: '',
    createdAt: now,
    updatedAt: now,
    type,
  });
}

/** POST .../issues/{index}/pin: 204; the cap reached is ErrIssueMaxPinReached, an invalid argument (400) */
export function pinIssue(ctx: RequestContext): Reply {
  const issue = pathIssue(ctx, ctx.repo(), 'not-found');
  const pins = issuePinsOf(ctx.store);
  // PinIssue inserts a second row for an issue already pinned only to fail on UNIQUE(repo_id, issue_id)
  if (pins.some((p) => p.issueId === issue.id)) throw internal(ctx, 'UNIQUE constraint failed: issue_pin');
  const kind = pinsOf(ctx.store, issue.repoId, issue.isPull);
  if (kind.length >= MAX_PINNED) throw ctx.error(400, 'the max number of pinned issues has been readched');
  const maxOrder = kind.reduce((max, p) => Math.max(max, p.pinOrder), 0);
  pins.push({ repoId: issue.repoId, issueId: issue.id, isPull: issue.isPull, pinOrder: maxOrder + 1 });
  pinEvent(ctx, issue, 'pin');
  return { status: 204 };
}

/** DELETE .../issues/{index}/pin: 204, also when it was not pinned (nothing deleted, no event) */
export function unpinIssue(ctx: RequestContext): Reply {
  const issue = pathIssue(ctx, ctx.repo(), 'not-found');
  const pins = issuePinsOf(ctx.store);
  const at = pins.findIndex((p) => p.issueId === issue.id);
  if (at < 0) return { status: 204 };
  pins.splice(at, 1);
  pinEvent(ctx, issue, 'unpin');
  return { status: 204 };
}

/**
 * PATCH .../issues/{index}/pin/{position}: MovePin shifts the pins between the old and the new place;
 * a position below 1 or an issue that is not pinned fails inside MovePin, which the handler answers 500.
 */
export function moveIssuePin(ctx: RequestContext): Reply {
  const issue = pathIssue(ctx, ctx.repo(), 'not-found');
  const position = pathInt(ctx, 'position');
  if (position < 1) throw internal(ctx, "The Position can't be lower than 1");
  const pin = issuePinsOf(ctx.store).find((p) => p.issueId === issue.id);
  if (!pin) throw internal(ctx, `IssuePin does not exist [id: ${issue.id}]`);
  if (pin.pinOrder === position) return { status: 204 };
  for (const other of pinsOf(ctx.store, issue.repoId, issue.isPull)) {
    if (pin.pinOrder > position && other.pinOrder >= position && other.pinOrder < pin.pinOrder)
      other.pinOrder++;
    if (pin.pinOrder < position && other.pinOrder > pin.pinOrder && other.pinOrder <= position)
      other.pinOrder--;
  }
  pin.pinOrder = position;
  return { status: 204 };
}
