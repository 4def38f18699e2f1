// The one constructor of issue rows (issues and pull requests alike), for the handlers and the seeds.
import type { IssueRec } from './records.js';
import { nextIndex } from './repos.js';
import type { Store } from './store.js';

export type IssueInit = Partial<IssueRec> & Pick<IssueRec, 'repoId' | 'posterId' | 'title' | 'createdAt'>;

/** A new issue, stored: open, unlocked, uncommented, with its repository's next index unless given one */
export function newIssueRecord(store: Store, init: IssueInit): IssueRec {
  const issue: IssueRec = {
    id: store.nextId(store.issues),
    index: nextIndex(store, init.repoId),
    body: '',
    state: 'open',
    isPull: false,
    labelIds: [],
    milestoneId: null,
    assigneeIds: [],
    blockedBy: [],
    numComments: 0,
    isLocked: false,
    contentVersion: 0,
    updatedAt: init.createdAt,
    closedAt: null,
    ...init,
  };
  store.issues.push(issue);
  return issue;
}

/** What every issue or pull request opened through the API starts with: now, its poster and its form's title and body. */
export function postedFields(
  store: Store,
  repoId: number,
  posterId: number,
  form: { title: string; body?: string },
): IssueInit {
  return { createdAt: store.now(), repoId, posterId, title: form.title, body: form.body ?? '' };
}
