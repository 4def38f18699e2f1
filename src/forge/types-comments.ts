// REST payloads of issue comments, timelines, reactions and tracked times that src/forge/types.ts
// does not have yet, named and shaped exactly as Gitea's swagger definitions (modules/structs).

import type { Comment, Issue, Label, Milestone, Team, TrackedTime, User } from './types.js';

/** modules/structs/issue_comment.go CreateIssueCommentOption (`binding:"Required"`) */
export interface CreateIssueCommentOption {
  body: string;
}

/** modules/structs/issue_comment.go EditIssueCommentOption (`binding:"Required"`) */
export interface EditIssueCommentOption {
  body: string;
}

/** modules/structs/issue_reaction.go Reaction: `content` is the reaction's name, e.g. `+1` */
export interface Reaction {
  user?: User | null;
  content: string;
  created_at?: string;
}

/** modules/structs/issue_reaction.go EditReactionOption */
export interface EditReactionOption {
  content: string;
}

/** modules/structs/issue_tracked_time.go AddTimeOption: `time` in seconds, `binding:"Required"` */
export interface AddTimeOption {
  time: number;
  created?: string;
  user_name?: string;
}

/** modules/structs/issue_comment.go TimelineComment: non-pointer fields are always sent, pointer fields may be null */
export interface TimelineComment {
  id: number;
  type: string;
  html_url?: string;
  pull_request_url?: string;
  issue_url?: string;
  user?: User | null;
  body: string;
  created_at?: string;
  updated_at?: string;
  old_project_id?: number;
  project_id?: number;
  old_title: string;
  new_title: string;
  old_ref: string;
  new_ref: string;
  ref_issue?: Issue | null;
  ref_comment?: Comment | null;
  ref_action: string;
  ref_commit_sha: string;
  review_id?: number;
  label?: Label | null;
  assignee?: User | null;
  assignee_team?: Team | null;
  removed_assignee: boolean;
  resolve_doer?: User | null;
  dependent_issue?: Issue | null;
  milestone?: Milestone | null;
  old_milestone?: Milestone | null;
  tracked_time?: TrackedTime | null;
}
