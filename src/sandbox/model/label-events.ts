// The `label` rows of an issue's timeline: Gitea's newIssueLabel and deleteIssueLabel
// (models/issues/issue_label.go) write a comment of type label for every label an issue gains (content
// "1") or loses (content ""), whoever changes it and however: on creation, by adding, replacing, removing
// or clearing labels, and when an exclusive label pushes out another of its scope.
import type { IssueRec, LabelRec } from './records.js';
import type { Store } from './store.js';

export function recordLabelEvent(
  store: Store,
  issue: IssueRec,
  label: LabelRec,
  doerId: number,
  added: boolean,
): void {
  const now = store.now();
  store.comments.push({
    id: store.nextId(store.comments),
    issueId: issue.id,
    posterId: doerId,
    body: added ? '1' : '',
    createdAt: now,
    updatedAt: now,
    type: 'label',
    event: { labelId: label.id },
  });
}

/** ReplaceIssueLabels: the labels the issue gains are added first, then the ones it loses go. */
export function replaceLabelIds(store: Store, issue: IssueRec, wanted: number[], doerId: number): void {
  const before = issue.labelIds;
  const unique = [...new Set(wanted)];
  for (const id of unique.filter((id) => !before.includes(id))) {
    const label = store.labelById(id);
    if (label) recordLabelEvent(store, issue, label, doerId, true);
  }
  for (const id of before.filter((id) => !unique.includes(id))) {
    const label = store.labelById(id);
    if (label) recordLabelEvent(store, issue, label, doerId, false);
  }
  issue.labelIds = unique;
}
