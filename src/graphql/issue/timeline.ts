// TimelineItem (Gitea's TimelineComment): every event of an issue or pull request, comments
// included, as GET /repos/{owner}/{repo}/issues/{index}/timeline lists them. Gitea's event types are
// many and grow with its versions, so `type` is a string that never breaks on a new value.

import { listIssueTimeline } from '../../forge/endpoints/index.js';
import type { TimelineComment } from '../../forge/types/comments.js';
import type { Comment } from '../../forge/types/index.js';
import type { FieldsOf } from '../kit/builder.js';
import { UPSTREAM_MAX_PAGE } from '../kit/connection.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { baseKey, repoKey, splitIssueKey } from '../kit/loaders.js';
import { expectList, listConnection, listField, pagedList } from '../kit/paged-field.js';
import { CommentRef, commentIssueKey, commentsUnder } from '../kit/refs/comment.js';
import { toInt64 } from '../kit/values.js';
import { type UpdatedWindow, windowArgs, windowQuery } from './comment.js';
import { FIELDS } from './fields.js';
import { issueAndPullFields } from './issue-and-pull.js';
import { findUnderIssue, type IssueParent, parentKey } from './issue-parent.js';
import { LabelRef, labelsUnder } from './label.js';
import { MilestoneRef, milestoneUnder } from './milestone.js';

const TIMELINE_ROUTE = 'GET /repos/{owner}/{repo}/issues/{index}/timeline';

/** The issue each item was read under; its URLs tell otherwise (they have a comment's shape). */
const issueOfItem = new WeakMap<TimelineComment, string>();

const itemsUnder = (parent: IssueParent, items: readonly TimelineComment[]) => {
  for (const item of items) if (item && typeof item === 'object') issueOfItem.set(item, parentKey(parent));
  return items;
};

/** `owner/name` of the item's repository (labels and milestones need it for their ids). */
const repoOfItem = (item: TimelineComment): string => {
  const key = timelineKeyOf(item);
  const { owner, repo } = splitIssueKey(key.slice(0, key.lastIndexOf(':')));
  return repoKey(owner, repo);
};

/** `owner/name#index:id` */
const timelineKeyOf = (item: TimelineComment): string =>
  `${issueOfItem.get(item) ?? commentIssueKey(item as Comment) ?? ''}:${item.id}`;

/**
 * Gitea has no route for one timeline item (GET .../issues/comments/{id} answers 204 for events), so
 * node(id:) reads the issue's timeline in pages of 50 until it finds the item: one call per 50
 * items before it.
 */
const refetchItem = (context: Context, key: string) =>
  findUnderIssue(TIMELINE_ROUTE, 'TimelineItem', key, async (parent, id) => {
    for (let page = 1; ; page++) {
      const { data } = await listIssueTimeline(context.forge, { ...parent, page, limit: UPSTREAM_MAX_PAGE });
      const items = itemsUnder(parent, expectList<TimelineComment>(data, TIMELINE_ROUTE));
      const found = items.find((item) => item.id === id);
      if (found || items.length < UPSTREAM_MAX_PAGE) return found;
    }
  });

export const TimelineItemRef = forgeNodeRef<TimelineComment>('TimelineItem', {
  keyOf: timelineKeyOf,
  read: (context, key) => refetchItem(context, baseKey(key)),
});

/** A milestone of a milestone event, its id naming the item's repository. */
const milestoneOfItem = (
  t: FieldsOf<TimelineComment>,
  key: 'milestone' | 'old_milestone',
  description: string,
) =>
  t.field({ description, type: MilestoneRef, resolve: (x) => milestoneUnder(x[key] ?? null, repoOfItem(x)) });

TimelineItemRef.implement({
  description:
    'One event in the life of an issue or pull request (Gitea: TimelineComment): a comment, a label or assignee change, a close or reopen, a reference, a review, time tracked, and so on. Fields that do not apply to the event’s type are null. node(id:) reads the issue’s timeline in pages of 50 until it finds the item (one call per 50 items before it).',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'htmlUrl', 'issueUrl', 'pullRequestUrl', 'createdAt', 'updatedAt'),
    ...forgeFields(t, FIELDS.TimelineItem),
    comment: t.field({
      type: CommentRef,
      description: 'The comment itself when `type` is comment (no call).',
      resolve: (x) => {
        if (x.type !== 'comment') return null;
        const comment: Comment = {
          id: x.id,
          html_url: x.html_url,
          issue_url: x.issue_url,
          pull_request_url: x.pull_request_url,
          user: x.user,
          body: x.body,
          created_at: x.created_at,
          updated_at: x.updated_at,
        };
        const key = issueOfItem.get(x);
        if (key) commentsUnder(splitIssueKey(key), [comment]);
        return comment;
      },
    }),
    label: t.field({
      description: 'For a label event: the label added or removed (see `body`).',
      type: LabelRef,
      resolve: (x) => (x.label ? (labelsUnder([x.label], repoOfItem(x))[0] ?? null) : null),
    }),
    milestone: milestoneOfItem(
      t,
      'milestone',
      'For a milestone event: the new milestone; null when it was removed.',
    ),
    oldMilestone: milestoneOfItem(
      t,
      'old_milestone',
      'For a milestone event: the previous milestone; null when there was none.',
    ),
    reviewId: t.field({
      description: 'For a review event: the review’s database id.',
      type: 'BigInt',
      resolve: (x) => (x.review_id ? toInt64(x.review_id) : null),
    }),
  })),
});

export const TimelineItemConnection = connectionType(TimelineItemRef, 'TimelineItem');

const timeline = () =>
  pagedList<IssueParent, UpdatedWindow, TimelineComment>({
    endpoint: listIssueTimeline,
    key: parentKey,
    filters: windowQuery,
    fetch: async (context, parent, args, page) => {
      const response = await listIssueTimeline(context.forge, { ...parent, ...windowQuery(args), ...page });
      if (Array.isArray(response.data)) itemsUnder(parent, response.data);
      // Gitea's X-Total-Count here counts the page it answered, not the timeline: no total.
      return { ...response, paging: { ...response.paging, totalCount: null } };
    },
  });

issueAndPullFields((t, parentOf) => ({
  timeline: listConnection(
    t,
    TimelineItemConnection,
    listField(timeline(), parentOf),
    'Everything that happened to this issue, oldest first (GET /repos/{owner}/{repo}/issues/{index}/timeline, paged). totalCount is null: the forge’s count covers only the page it answers. `last` needs `before`. The forge leaves code comments out of a page after paging, so a page of a reviewed pull request can come back short and end the list early.',
    windowArgs(t, 'items'),
  ),
}));
