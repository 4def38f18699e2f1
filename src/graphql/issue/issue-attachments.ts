// `attachments` of issues, pull requests and comments. Gitea embeds them in issue and comment
// records (no call then); pull request records and timeline comments carry none, so those read
// GET .../issues/{index}/assets or GET .../issues/comments/{id}/assets, once per request.

import { listCommentAttachments, listIssueAttachments } from '../../forge/endpoints/index.js';
import type { Attachment, Comment } from '../../forge/types/index.js';
import {
  AttachmentRef,
  attachmentsUnder,
  commentAttachmentParent,
  issueAttachmentParent,
} from '../content/attachment.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { repoKey } from '../kit/loaders.js';
import { expectList } from '../kit/paged-field.js';
import { fromRef } from '../kit/prefetch.js';
import { CommentRef, commentKeyOf, splitCommentKey } from '../kit/refs/comment.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { type IssueParent, parentKey, parentOfIssue, parentOfPullRequest } from './issue-parent.js';

const ISSUE_ROUTE = 'GET /repos/{owner}/{repo}/issues/{index}/assets';
const COMMENT_ROUTE = 'GET /repos/{owner}/{repo}/issues/comments/{id}/assets';

function issueAttachments(context: Context, parent: IssueParent): Promise<readonly Attachment[]> {
  return memoize(context, `attachments:${parentKey(parent)}`, async () => {
    const { data } = await listIssueAttachments(context.forge, parent);
    const owner = issueAttachmentParent(parent.owner, parent.repo, parent.index);
    return attachmentsUnder(owner, expectList<Attachment>(data, ISSUE_ROUTE));
  });
}

/** The attachments a record embeds, tagged with their parent; null when it embeds none. */
const embedded = (parent: string, assets: Attachment[] | null | undefined) =>
  Array.isArray(assets) ? attachmentsUnder(parent, assets) : null;

const ISSUE_DESCRIPTION =
  'Files attached to the issue itself (not to its comments): embedded in the issue record (no call), else read with GET /repos/{owner}/{repo}/issues/{index}/assets.';

builder.objectFields(IssueRef, (t) => ({
  attachments: t.field({
    type: [AttachmentRef],
    description: ISSUE_DESCRIPTION,
    resolve: (issue, _args, context) => {
      const parent = parentOfIssue(issue);
      if (!parent) return null;
      return (
        embedded(issueAttachmentParent(parent.owner, parent.repo, parent.index), issue.assets) ??
        issueAttachments(context, parent)
      );
    },
  }),
}));

builder.objectFields(PullRequestRef, (t) => ({
  attachments: t.field({
    type: [AttachmentRef],
    description:
      'Files attached to the pull request itself (GET /repos/{owner}/{repo}/issues/{index}/assets: pull request records do not embed them).',
    // A pull request record never embeds them: the lookahead starts the read with the pull request's.
    ...fromRef(issueAttachments, parentOfPullRequest),
  }),
}));

function commentAttachments(context: Context, comment: Comment) {
  const { owner, repo, id } = splitCommentKey(commentKeyOf(comment));
  const parent = commentAttachmentParent(owner, repo, id);
  const own = embedded(parent, comment.assets);
  if (own) return own;
  if (!owner) return null;
  return memoize(context, `attachments:${repoKey(owner, repo)}:${id}`, async () => {
    const { data } = await listCommentAttachments(context.forge, { owner, repo, id });
    return attachmentsUnder(parent, expectList<Attachment>(data, COMMENT_ROUTE));
  });
}

builder.objectFields(CommentRef, (t) => ({
  attachments: t.field({
    type: [AttachmentRef],
    description:
      'Files attached to the comment: embedded in the comment record (no call), else read with GET /repos/{owner}/{repo}/issues/comments/{id}/assets (a timeline item’s comment).',
    resolve: (comment, _args, context) => commentAttachments(context, comment),
  }),
}));
