// The reactions and attachments of one sandbox store. They hang off the Store by a WeakMap so the
// store's own shape stays as it is; everything else of comments lives in `store.comments`.
import type { AttachmentRec, ReactionRec } from './comment-records.js';
import type { CommentRec, Store } from './store.js';
import { storeSlot } from './store-slot.js';

export interface CommentExtras {
  reactions: ReactionRec[];
  attachments: AttachmentRec[];
}

export const commentExtras = storeSlot<CommentExtras>(() => ({ reactions: [], attachments: [] }));

/** Gitea's comment type of a row: plain comments have none, review rows are pointed at by a review. */
export function commentType(store: Store, comment: CommentRec): string {
  if (comment.type) return comment.type;
  // A review's timeline row is a comment of the same issue that the review points at.
  return store.reviews.some((review) => review.commentId === comment.id && review.issueId === comment.issueId)
    ? 'review'
    : 'comment';
}

/** Gitea's default setting.UI.Reactions: the only reactions the API accepts. */
export const ALLOWED_REACTIONS = ['+1', '-1', 'laugh', 'hooray', 'confused', 'heart', 'rocket', 'eyes'];
