// The Comment node's ref, declared here so that every domain can name it and add fields to it;
// issue/comment.ts implements it. A comment's key names its issue, which the forge's comment record
// tells only through its URLs: the issue a comment was read under is remembered here.

import { getIssueComment } from '../../../forge/endpoints/index.js';
import type { Comment } from '../../../forge/types/index.js';
import { forgeNodeRef, readBy } from '../forge-node.js';
import { baseKey, issueKey, splitIssueKey } from '../loaders.js';

/** The issue a list of comments hangs under: its repository and number. */
interface IssueAt {
  owner: string;
  repo: string;
  index: number;
}

/** The issue each comment was read under; comments met elsewhere (feeds) fall back to their URL. */
const issueOfComment = new WeakMap<Comment, string>();

export function commentsUnder(parent: IssueAt, comments: readonly Comment[]): readonly Comment[] {
  const key = issueKey(parent.owner, parent.repo, parent.index);
  for (const comment of comments)
    if (comment && typeof comment === 'object') issueOfComment.set(comment, key);
  return comments;
}

/** Gitea's comment URLs end in `/{owner}/{repo}/(issues|pulls)/{index}` (html_url adds `#issuecomment-{id}`). */
const ISSUE_URL = /\/([^/]+)\/([^/]+)\/(?:issues|pulls)\/(\d+)(?:#[^/]*)?$/;

/** `owner/name#index` of the comment's issue, or null when the forge gave no way to tell. */
export function commentIssueKey(comment: Comment): string | null {
  const known = issueOfComment.get(comment);
  if (known) return known;
  for (const url of [comment.issue_url, comment.pull_request_url, comment.html_url]) {
    const match = ISSUE_URL.exec(url ?? '');
    if (match) {
      const [, owner = '', repo = '', index = '0'] = match;
      return issueKey(decodeURIComponent(owner), decodeURIComponent(repo), Number(index));
    }
  }
  return null;
}

/**
 * `owner/name#index:id`: GET .../issues/comments/{id} needs the repository and the id; the issue's
 * number lets a deleted comment's payload still name its issue.
 */
export function commentKeyOf(comment: Comment): string {
  return `${commentIssueKey(comment) ?? ''}:${comment.id}`;
}

export function splitCommentKey(loaderKey: string): {
  owner: string;
  repo: string;
  index: number;
  id: number;
} {
  const key = baseKey(loaderKey);
  const colon = key.lastIndexOf(':');
  const issue = key.slice(0, colon);
  const id = Number(key.slice(colon + 1));
  if (!issue.includes('#')) return { owner: '', repo: '', index: 0, id };
  return { ...splitIssueKey(issue), id };
}

export const CommentRef = forgeNodeRef<Comment>('Comment', {
  keyOf: commentKeyOf,
  read: readBy(getIssueComment, splitCommentKey, 'id'),
});
