// `attachments` of issues, pull requests and comments. Gitea embeds them in issue and comment
// records (no call then); pull request records and timeline comments carry none, so those read
// GET .../issues/{index}/assets or GET .../issues/comments/{id}/assets, once per request.

import { listCommentAttachments, listIssueAttachments } from '../../forge/endpoints/index.js';
import type { Attachment, Comment } from '../../forge/types/index.js';
import {
  AttachmentRef,
  attachmentsField,
  commentAttachmentParent,
  issueAttachmentParent,
} from '../content/attachment.js';
import { embeddedAttachments, readAttachments } from '../content/attachment-reads.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { fromRef } from '../kit/prefetch.js';
import { CommentRef, commentKeyOf, splitCommentKey } from '../kit/refs/comment.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { type IssueParent, parentOfIssue, parentOfPullRequest } from './issue-parent.js';

function issueAttachments(context: Context, parent: IssueParent): Promise<readonly Attachment[]> {
  const owner = issueAttachmentParent(parent.owner, parent.repo, parent.index);
  return readAttachments(context, owner, listIssueAttachments, () =>
    listIssueAttachments(context.forge, parent),
  );
}

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
        embeddedAttachments(issueAttachmentParent(parent.owner, parent.repo, parent.index), issue.assets) ??
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
  const own = embeddedAttachments(parent, comment.assets);
  if (own) return own;
  if (!owner) return null;
  return readAttachments(context, parent, listCommentAttachments, () =>
    listCommentAttachments(context.forge, { owner, repo, id }),
  );
}

builder.objectFields(CommentRef, (t) => ({
  attachments: attachmentsField(
    t,
    'Files attached to the comment: embedded in the comment record (no call), else read with GET /repos/{owner}/{repo}/issues/comments/{id}/assets (a timeline item’s comment).',
    commentAttachments,
  ),
}));
