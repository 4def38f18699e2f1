// REST request payloads of the issue, label and milestone writes, named and shaped exactly as the
// definitions of Gitea's swagger (`CreateIssueOption`, `EditIssueOption`, `IssueLabelsOption`,
// `CreateLabelOption`, `CreateMilestoneOption`, `EditMilestoneOption`), so that generated types can
// replace them one for one. Responses reuse `Issue`, `Label` and `Milestone` of ./types.ts.

export interface CreateIssueOption {
  title: string;
  body?: string;
  /** deprecated upstream; use `assignees` */
  assignee?: string;
  assignees?: string[];
  closed?: boolean;
  /** RFC 3339 */
  due_date?: string;
  /** label ids */
  labels?: number[];
  /** milestone id */
  milestone?: number;
  ref?: string;
}

export interface EditIssueOption {
  title?: string;
  body?: string;
  /** deprecated upstream; use `assignees` */
  assignee?: string;
  /** replaces the whole list; `[]` clears it */
  assignees?: string[];
  /** milestone id; 0 removes the milestone */
  milestone?: number;
  state?: string;
  ref?: string;
  /** RFC 3339; the forge keeps the day */
  due_date?: string;
  unset_due_date?: boolean;
}

export interface IssueLabelsOption {
  /** label ids, or label names (not both in one call) */
  labels?: (number | string)[];
}

export interface CreateLabelOption {
  name: string;
  /** `#rrggbb`, `rrggbb` or `#rgb` */
  color: string;
  description?: string;
  exclusive?: boolean;
  is_archived?: boolean;
}

export interface CreateMilestoneOption {
  title?: string;
  description?: string;
  /** RFC 3339 */
  due_on?: string;
  state?: 'open' | 'closed';
}

export interface EditMilestoneOption {
  title?: string;
  description?: string;
  /** RFC 3339 */
  due_on?: string;
  state?: string;
}
