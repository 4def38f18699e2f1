// Records of what hangs under an issue besides comments: reactions, attachments and the data of
// timeline events. Comments and timeline events share one table in Gitea (models/issues/comment.go),
// so events are CommentRec rows with a `type`; reactions and attachments live in the collections of
// comment-extras.ts.

export interface TimelineEventData {
  labelId?: number;
  assigneeId?: number;
  removedAssignee?: boolean;
  milestoneId?: number;
  oldMilestoneId?: number;
  oldTitle?: string;
  newTitle?: string;
  dependentIssueId?: number;
  trackedTimeId?: number;
  /** a `pull_ref` row: the pull request (its issue id) that mentions this issue */
  refIssueId?: number;
}

export interface ReactionRec {
  id: number;
  issueId: number;
  /** 0 for a reaction on the issue itself (Gitea's reaction.comment_id) */
  commentId: number;
  userId: number;
  type: string;
  createdAt: Date;
}

export interface AttachmentRec {
  id: number;
  uuid: string;
  /** 0 when the attachment belongs to a release */
  issueId: number;
  /** 0 for an attachment of the issue itself */
  commentId: number;
  /** 0 unless the attachment belongs to a release */
  releaseId: number;
  uploaderId: number;
  name: string;
  size: number;
  downloadCount: number;
  createdAt: Date;
  /** the bytes uploaded through the API; seeded attachments have none */
  content?: Uint8Array;
}
