// What an issue edit fires (notifier.go): `edited` with the old title or body, `closed` / `reopened`,
// one `assigned` / `unassigned` per assignee, `milestoned` / `demilestoned`; a pull request's edits
// fire the `pull_request*` variants.

import type { RequestContext } from '../http/context.js';
import type { IssueRec, RepoRec } from '../model/records.js';
import { emitIssueEvent } from './emit.js';

export interface IssueSnapshot {
  title: string;
  body: string;
  state: 'open' | 'closed';
  assigneeIds: number[];
  milestoneId: number | null;
}

/** The parts of an issue an edit may change that are not plain strings (copied, not shared). */
export const pick = (issue: IssueRec) => ({
  assigneeIds: [...issue.assigneeIds],
  milestoneId: issue.milestoneId,
});

export function emitIssueEdits(ctx: RequestContext, repo: RepoRec, issue: IssueRec, before: IssueSnapshot) {
  if (before.title !== issue.title) {
    emitIssueEvent(ctx, repo, issue, 'issues', 'edited', { changes: { title: { from: before.title } } });
  }
  if (before.body !== issue.body) {
    emitIssueEvent(ctx, repo, issue, 'issues', 'edited', { changes: { body: { from: before.body } } });
  }
  // IssuePayload names no assignee: Gitea sends one delivery per assignee added or removed.
  for (const _ of issue.assigneeIds.filter((id) => !before.assigneeIds.includes(id))) {
    emitIssueEvent(ctx, repo, issue, 'issue_assign', 'assigned');
  }
  for (const _ of before.assigneeIds.filter((id) => !issue.assigneeIds.includes(id))) {
    emitIssueEvent(ctx, repo, issue, 'issue_assign', 'unassigned');
  }
  if (before.milestoneId !== issue.milestoneId) {
    emitIssueEvent(
      ctx,
      repo,
      issue,
      'issue_milestone',
      issue.milestoneId === null ? 'demilestoned' : 'milestoned',
    );
  }
  if (before.state !== issue.state) {
    emitIssueEvent(ctx, repo, issue, 'issues', issue.state === 'closed' ? 'closed' : 'reopened');
  }
}
