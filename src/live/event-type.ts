// The event type of a delivery, as Gitea names it in X-Gitea-Event-Type (modules/webhook/type.go).
// Forgejo sends the same in X-Forgejo-Event-Type. Older forges send only the event family, in
// X-Gitea-Event, X-Gogs-Event or X-Forgejo-Event (HookEventType.Event(): `issues` for every issue
// change, `pull_request` for every pull request change, `issue_comment` for comments on both, and
// `pull_request_approved`, `pull_request_rejected`, `pull_request_comment` for reviews); the type is
// then told by the body, as the forge would have named it.

type Body = Record<string, unknown>;

/** The headers naming a delivery's event, most precise first. */
const TYPE_HEADERS = ['x-gitea-event-type', 'x-forgejo-event-type'];
const FAMILY_HEADERS = ['x-gitea-event', 'x-forgejo-event', 'x-gogs-event'];
/** The headers holding the delivery id: Gitea's, Forgejo's twin, and the oldest forges' Gogs one. */
const DELIVERY_HEADERS = ['x-gitea-delivery', 'x-forgejo-delivery', 'x-gogs-delivery'];

const first = (headers: Headers, names: string[]) =>
  names.map((name) => headers.get(name)?.trim()).find((value) => value) ?? '';

export const deliveryIdOf = (headers: Headers): string => first(headers, DELIVERY_HEADERS);

const asRecord = (value: unknown): Body | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined;

/** Whether a comment payload is on a pull request: `is_pull`, or, from a forge that sends none, its issue's `pull_request`. */
export function commentIsOnPull(payload: Body): boolean {
  if (typeof payload.is_pull === 'boolean') return payload.is_pull;
  return asRecord(asRecord(payload.issue)?.pull_request) !== undefined;
}

/** The `<family>_<suffix>` type an action of an issue or pull request change belongs to. */
const SUFFIX_OF_ACTION: Record<string, string> = {
  assigned: 'assign',
  unassigned: 'assign',
  label_updated: 'label',
  label_cleared: 'label',
  milestoned: 'milestone',
  demilestoned: 'milestone',
};
const PULL_SUFFIX_OF_ACTION: Record<string, string> = {
  ...SUFFIX_OF_ACTION,
  synchronized: 'sync',
  review_requested: 'review_request',
  review_request_removed: 'review_request',
};
const REVIEW_TYPES = new Set([
  'pull_request_review_approved',
  'pull_request_review_rejected',
  'pull_request_review_comment',
]);
const REVIEW_OF_FAMILY: Record<string, string> = {
  pull_request_approved: 'pull_request_review_approved',
  pull_request_rejected: 'pull_request_review_rejected',
};

function typeOfFamily(family: string, body: Body): string {
  const action = typeof body.action === 'string' ? body.action : '';
  const review = asRecord(body.review)?.type;
  switch (family) {
    case 'issues': {
      const suffix = Object.hasOwn(SUFFIX_OF_ACTION, action) ? SUFFIX_OF_ACTION[action] : undefined;
      return suffix ? `issue_${suffix}` : family;
    }
    case 'pull_request': {
      // a review sent under the family of pull requests names itself in the body
      if (action === 'reviewed' && typeof review === 'string' && REVIEW_TYPES.has(review)) return review;
      const suffix = Object.hasOwn(PULL_SUFFIX_OF_ACTION, action) ? PULL_SUFFIX_OF_ACTION[action] : undefined;
      return suffix ? `pull_request_${suffix}` : family;
    }
    case 'issue_comment':
      return commentIsOnPull(body) ? 'pull_request_comment' : family;
    case 'pull_request_comment':
      // a review's comment (HookEventPullRequestReviewComment.Event()), unless the body is a comment's
      return asRecord(body.comment) && !asRecord(body.review) ? family : 'pull_request_review_comment';
    default:
      return Object.hasOwn(REVIEW_OF_FAMILY, family) ? (REVIEW_OF_FAMILY[family] as string) : family;
  }
}

/** The delivery's event type: the forge's own X-Gitea-Event-Type, else told by its family and body. */
export function eventTypeOf(headers: Headers, body: unknown): string {
  const precise = first(headers, TYPE_HEADERS);
  if (precise) return precise;
  const family = first(headers, FAMILY_HEADERS);
  return family ? typeOfFamily(family, asRecord(body) ?? {}) : '';
}
