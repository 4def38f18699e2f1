// REST payloads of issue comments, timelines, reactions and tracked times, as an overlay on the
// types generated from Gitea's swagger (generated/forge-rest.ts), in the manner of types.ts: what
// Gitea's Go structs (modules/structs/issue_comment.go, issue_reaction.go, issue_tracked_time.go)
// always send is required, pointers are `| null`, and embedded objects are the overlaid types.

import type * as Rest from '../../../generated/forge-rest.js';
import type { Comment, Issue, Label, Milestone, Team, TrackedTime, User } from './index.js';

/** `binding:"Required"` */
export type CreateIssueCommentOption = Rest.CreateIssueCommentOption;

/** `binding:"Required"` */
export type EditIssueCommentOption = Rest.EditIssueCommentOption;

/** `time` in seconds, `binding:"Required"` */
export type AddTimeOption = Rest.AddTimeOption;

export interface EditReactionOption extends Rest.EditReactionOption {
  content: string;
}

/** `content` is the reaction's name, e.g. `+1` */
export interface Reaction extends Omit<Rest.Reaction, 'user'> {
  content: string;
  user?: User | null;
}

type TimelineObjects =
  | 'user'
  | 'assignee'
  | 'assignee_team'
  | 'resolve_doer'
  | 'ref_issue'
  | 'ref_comment'
  | 'dependent_issue'
  | 'label'
  | 'milestone'
  | 'old_milestone'
  | 'tracked_time';

/** Non-pointer fields are always sent; every pointer field may be null. */
export interface TimelineComment extends Omit<Rest.TimelineComment, TimelineObjects> {
  id: number;
  type: string;
  body: string;
  old_title: string;
  new_title: string;
  old_ref: string;
  new_ref: string;
  ref_action: string;
  ref_commit_sha: string;
  removed_assignee: boolean;
  user?: User | null;
  assignee?: User | null;
  assignee_team?: Team | null;
  resolve_doer?: User | null;
  ref_issue?: Issue | null;
  ref_comment?: Comment | null;
  dependent_issue?: Issue | null;
  label?: Label | null;
  milestone?: Milestone | null;
  old_milestone?: Milestone | null;
  tracked_time?: TrackedTime | null;
}
