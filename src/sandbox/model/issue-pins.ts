// Pinned issues and pull requests (models/issues/issue_pin.go): one row per pinned issue, ordered by
// PinOrder within its repository and kind; setting.Repository.Issue.MaxPinned (default 3) caps each kind.
import type { IssueRec } from './records.js';
import type { Store } from './store.js';
import { storeSlot } from './store-slot.js';

export interface IssuePinRec {
  repoId: number;
  issueId: number;
  isPull: boolean;
  pinOrder: number;
}

/** setting.Repository.Issue.MaxPinned's default */
export const MAX_PINNED = 3;

export const issuePinsOf = storeSlot<IssuePinRec[]>(() => []);

/** the pins of one repository and kind, in PinOrder */
export function pinsOf(store: Store, repoId: number, isPull: boolean): IssuePinRec[] {
  return issuePinsOf(store)
    .filter((p) => p.repoId === repoId && p.isPull === isPull)
    .sort((a, b) => a.pinOrder - b.pinOrder);
}

/** the issue's PinOrder; 0 when it is not pinned (convert.ToAPIIssue's pin_order) */
export function pinOrderOf(store: Store, issue: IssueRec): number {
  return issuePinsOf(store).find((p) => p.issueId === issue.id)?.pinOrder ?? 0;
}
