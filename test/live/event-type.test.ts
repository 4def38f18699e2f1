// The event type of a delivery: X-Gitea-Event-Type as the forge sends it, or, from a forge that sends
// only the family (HookEventType.Event() of Gitea's modules/webhook/type.go), told by the body.

import { describe, expect, it } from 'vitest';
import { commentIsOnPull, deliveryIdOf, eventTypeOf } from '../../src/live/event-type.js';

const family = (name: string, header = 'x-gitea-event') => new Headers({ [header]: name });

/** each action of `cases` under the family `name` is told as its event type */
function expectTypesByAction(name: string, cases: Record<string, string>) {
  for (const [action, type] of Object.entries(cases)) {
    expect(eventTypeOf(family(name), { action }), action).toBe(type);
  }
}

describe('the event type of a delivery', () => {
  it('is X-Gitea-Event-Type, or X-Forgejo-Event-Type, whatever the family and body say', () => {
    const headers = new Headers({
      'x-gitea-event': 'issue_comment',
      'x-gitea-event-type': 'pull_request_comment',
    });
    expect(eventTypeOf(headers, { is_pull: false })).toBe('pull_request_comment');
    expect(eventTypeOf(new Headers({ 'x-forgejo-event-type': 'issue_label' }), {})).toBe('issue_label');
  });

  it('tells an issue change’s type from its action', () => {
    expectTypesByAction('issues', {
      opened: 'issues',
      edited: 'issues',
      assigned: 'issue_assign',
      unassigned: 'issue_assign',
      label_updated: 'issue_label',
      label_cleared: 'issue_label',
      milestoned: 'issue_milestone',
      demilestoned: 'issue_milestone',
    });
  });

  it('tells a pull request change’s type from its action, and a review from its `review.type`', () => {
    expectTypesByAction('pull_request', {
      opened: 'pull_request',
      closed: 'pull_request',
      assigned: 'pull_request_assign',
      label_cleared: 'pull_request_label',
      milestoned: 'pull_request_milestone',
      synchronized: 'pull_request_sync',
      review_requested: 'pull_request_review_request',
      review_request_removed: 'pull_request_review_request',
    });
    const review = { action: 'reviewed', review: { type: 'pull_request_review_rejected', content: '' } };
    expect(eventTypeOf(family('pull_request'), review)).toBe('pull_request_review_rejected');
    // a review type the forge does not have is no review
    expect(eventTypeOf(family('pull_request'), { action: 'reviewed', review: { type: 'x' } })).toBe(
      'pull_request',
    );
  });

  it('tells a review from the family names of reviews', () => {
    expect(eventTypeOf(family('pull_request_approved'), {})).toBe('pull_request_review_approved');
    expect(eventTypeOf(family('pull_request_rejected'), {})).toBe('pull_request_review_rejected');
    expect(eventTypeOf(family('pull_request_comment'), { review: { type: 'comment' } })).toBe(
      'pull_request_review_comment',
    );
    // under that family name, a comment's body (with no review) is a pull request's comment
    expect(eventTypeOf(family('pull_request_comment'), { comment: { id: 1 }, is_pull: true })).toBe(
      'pull_request_comment',
    );
  });

  it('tells a pull request’s comment by `is_pull`, or by the issue’s `pull_request` without it', () => {
    expect(eventTypeOf(family('issue_comment'), { is_pull: true })).toBe('pull_request_comment');
    expect(eventTypeOf(family('issue_comment'), { issue: { pull_request: { merged: false } } })).toBe(
      'pull_request_comment',
    );
    expect(eventTypeOf(family('issue_comment'), { issue: { pull_request: null } })).toBe('issue_comment');
    // `is_pull` wins when the forge sends it
    expect(commentIsOnPull({ is_pull: false, issue: { pull_request: {} } })).toBe(false);
  });

  it('reads the family from X-Gogs-Event or X-Forgejo-Event, and is empty without any', () => {
    expect(eventTypeOf(family('push', 'x-gogs-event'), {})).toBe('push');
    expect(eventTypeOf(family('issues', 'x-forgejo-event'), { action: 'assigned' })).toBe('issue_assign');
    expect(eventTypeOf(new Headers(), {})).toBe('');
    expect(eventTypeOf(family('issues'), 'not an object')).toBe('issues');
  });

  it('takes the delivery id from X-Gitea-Delivery, X-Forgejo-Delivery or X-Gogs-Delivery', () => {
    expect(deliveryIdOf(new Headers({ 'x-gogs-delivery': 'g', 'x-forgejo-delivery': 'f' }))).toBe('f');
    expect(deliveryIdOf(new Headers({ 'x-gogs-delivery': 'g' }))).toBe('g');
    expect(deliveryIdOf(new Headers())).toBe('');
  });
});
