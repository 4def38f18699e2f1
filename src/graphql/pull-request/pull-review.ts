// PullReview and PullReviewComment as Nodes (Gitea's modules/structs/pull_review.go), and the fields
// PullRequest.reviews (GET .../pulls/{index}/reviews) and PullReview.comments
// (GET .../pulls/{index}/reviews/{id}/comments).

import { GraphQLError } from 'graphql';
import { getPullReview, listPullReviewComments, listPullReviews } from '../../forge/endpoints/index.js';
import type { PullRequest, PullReview } from '../../forge/types/index.js';
import type { PullReviewComment } from '../../forge/types/pulls.js';
import { renderedField, repoOfKey } from '../content/markdown.js';
import { builder, type FieldsOf } from '../kit/builder.js';
import { connectionArgsOf, resolveListConnection } from '../kit/connection.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy, withDatabaseId } from '../kit/forge-node.js';
import { baseKey, issueKey, nodeKey, splitIssueKey } from '../kit/loaders.js';
import { expectList, pagedList, wholeList } from '../kit/paged-field.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { splitFullName, toInt64 } from '../kit/values.js';
import { FIELDS } from './fields.js';

/** An id that names nothing the forge has: NOT_FOUND on the field, as for a missing object. */
const notFound = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });

/** What a child field of a pull request needs to call the forge: owner, name and number. */
export interface PullRef {
  owner: string;
  repo: string;
  index: number;
}

/** The pull request's `owner/name#number`, from its base repository (always embedded by Gitea). */
export function pullRefOf(pr: PullRequest): PullRef {
  return { ...splitFullName(pr.base?.repo?.full_name), index: pr.number };
}

const pullKeyOf = (ref: PullRef) => issueKey(ref.owner, ref.repo, ref.index);

/** A review as the graph keeps it: the forge's object and the key of its pull request. */
export type PullReviewNode = PullReview & { pullKey: string };
/** A line comment and the key of its review (`owner/name#number/reviewId`). */
export type PullReviewCommentNode = PullReviewComment & { reviewKey: string };

export const reviewKeyOf = (review: PullReviewNode) => `${review.pullKey}/${review.id}`;
const commentKeyOf = (comment: PullReviewCommentNode) => `${comment.reviewKey}/${comment.id}`;

/** `owner/name#number/id` → the review route's arguments */
function splitReviewKey(loaderKey: string): PullRef & { id: number; pullKey: string } {
  const key = baseKey(loaderKey);
  const slash = key.lastIndexOf('/');
  const pullKey = key.slice(0, slash);
  return { ...splitIssueKey(pullKey), id: Number(key.slice(slash + 1)), pullKey };
}

export const withPullKey = (review: PullReview, pull: PullRef | string): PullReviewNode => ({
  ...review,
  pullKey: typeof pull === 'string' ? pull : pullKeyOf(pull),
});

export const PullReviewRef = forgeNodeRef<PullReviewNode, PullReview>('PullReview', {
  keyOf: reviewKeyOf,
  read: readBy(getPullReview, splitReviewKey, 'id', (review, key) =>
    withPullKey(review, splitReviewKey(key).pullKey),
  ),
});

/** The line comments of one review: the forge answers them whole; one call per review and request. */
const reviewComments = wholeList<PullReviewNode, object, PullReviewCommentNode>({
  endpoint: listPullReviewComments,
  key: reviewKeyOf,
  fetch: async (context, review) => {
    const { pullKey, ...args } = splitReviewKey(reviewKeyOf(review));
    const response = await listPullReviewComments(context.forge, args);
    const list = expectList<PullReviewComment>(
      response.data,
      'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments',
    );
    return { ...response, data: list.map((comment) => ({ ...comment, reviewKey: `${pullKey}/${args.id}` })) };
  },
});

/**
 * Refetches line comments by id. The forge has no route for one comment: each review's comment list
 * is read once (one call per review, in parallel) and the comments picked from it.
 */
async function loadComments(keys: readonly string[], context: Context) {
  const byReview = new Map<string, Promise<PullReviewCommentNode[]>>();
  return Promise.all(
    keys.map(async (loaderKey) => {
      const key = baseKey(loaderKey);
      const slash = key.lastIndexOf('/');
      const reviewKey = key.slice(0, slash);
      const id = Number(key.slice(slash + 1));
      let list = byReview.get(reviewKey);
      if (!list) {
        const { pullKey, ...args } = splitReviewKey(reviewKey);
        list = listPullReviewComments(context.forge, args).then(({ data }) =>
          expectList<PullReviewComment>(
            data,
            'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments',
          ).map((comment) => ({ ...comment, reviewKey: `${pullKey}/${args.id}` })),
        );
        byReview.set(reviewKey, list);
      }
      try {
        const found = (await list).find((comment) => comment.id === id);
        return found ?? notFound(`Could not resolve to a PullReviewComment with the id ${id}.`);
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    }),
  );
}

export const PullReviewCommentRef = builder.loadableNodeRef('PullReviewComment', {
  id: { resolve: (comment: PullReviewCommentNode) => commentKeyOf(comment) },
  load: (keys: string[], context) => loadComments(keys, context),
  toKey: commentKeyOf,
  cacheResolved: true,
});

/** A line of a comment's file; 0 when the comment is on the other side of the diff. */
const lineField = (
  t: FieldsOf<PullReviewCommentNode>,
  key: 'position' | 'original_position',
  description: string,
) => t.field({ type: 'BigInt', nullable: false, description, resolve: (c) => toInt64(c[key]) ?? 0 });

PullReviewCommentRef.implement({
  description:
    'A comment on one line of a pull request’s diff, part of a review. The forge has no route for one comment: `node(id:)` reads its review’s comments (GET .../reviews/{id}/comments, one call per review) and picks it.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'htmlUrl', 'pullRequestUrl', 'createdAt', 'updatedAt'),
    ...forgeFields(t, FIELDS.PullReviewComment),
    bodyHTML: renderedField(
      t,
      (c) => c.body,
      (c) => repoOfKey(c.reviewKey),
    ),
    position: lineField(t, 'position', 'The line in the new file; 0 when the comment is on an old line.'),
    originalPosition: lineField(
      t,
      'original_position',
      'The line in the old file; 0 when the comment is on a new line.',
    ),
    review: t.field({
      type: PullReviewRef,
      description: 'The review the comment belongs to (one read, shared across the query).',
      resolve: (c, _args, context) => nodeKey(context, c.reviewKey),
    }),
  })),
});

export const PullReviewCommentConnection = connectionType(PullReviewCommentRef, 'PullReviewComment');

PullReviewRef.implement({
  description:
    'A review of a pull request, or a request for one (state REQUEST_REVIEW). `node(id:)` refetches it with one call (GET .../pulls/{index}/reviews/{id}).',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'updatedAt', 'htmlUrl', 'pullRequestUrl'),
    ...forgeFields(t, FIELDS.PullReview),
    bodyHTML: renderedField(
      t,
      (r) => r.body,
      (r) => repoOfKey(r.pullKey),
    ),
    pullRequest: t.field({
      type: PullRequestRef,
      description: 'The reviewed pull request (one read, shared across the query).',
      resolve: (review, _args, context) => nodeKey(context, review.pullKey),
    }),
    comments: t.field({
      type: PullReviewCommentConnection,
      description:
        'The review’s line comments (GET .../reviews/{id}/comments). The forge answers the whole list in one call; the window is served from it. No call for a review whose `commentsCount` is 0.',
      args: t.arg.connectionArgs(),
      resolve: (review, args, context) =>
        // The review counts its comments: none means nothing to read.
        review.comments_count === 0
          ? resolveListConnection(connectionArgsOf(args), context.settings, [])
          : reviewComments(context, review, args),
    }),
  })),
});

export const PullReviewConnection = connectionType(PullReviewRef, 'PullReview');

/** A pull request's reviews, paged by the forge and counted in X-Total-Count. */
export const pullReviews = pagedList<PullRef, object, PullReviewNode>({
  endpoint: listPullReviews,
  key: pullKeyOf,
  fetch: async (context, ref, _args, page) => {
    const response = await listPullReviews(context.forge, { ...ref, ...page });
    const list = expectList<PullReview>(response.data, 'GET /repos/{owner}/{repo}/pulls/{index}/reviews');
    return { ...response, data: list.map((review) => withPullKey(review, ref)) };
  },
});
