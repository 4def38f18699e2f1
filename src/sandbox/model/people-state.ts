// The records of the people area (follows, blocks, organization membership publicity, notification
// threads), kept beside the Store rather than inside it: one state per Store, made on first use.
import type { UserRec } from './records.js';
import type { Store } from './store.js';
import { storeSlot } from './store-slot.js';

/** models/user/follow.go: `user_id` follows `follow_id` */
export interface FollowRec {
  userId: number;
  followId: number;
  created: Date;
}

/** models/user/block.go: `blockerId` blocked `blockeeId` (see refuseBlocked for what it refuses) */
export interface BlockRec {
  blockerId: number;
  blockeeId: number;
  /** the note PUT …/blocks/{username}?note= keeps */
  note?: string;
}

/** models/activities/notification.go NotificationStatus: unread 1, read 2, pinned 3 */
export type NotificationStatus = 'unread' | 'read' | 'pinned';
/** models/activities/notification.go NotificationSource */
export type NotificationSource = 'issue' | 'pull' | 'commit' | 'repository';

export interface NotificationRec {
  id: number;
  userId: number;
  repoId: number;
  status: NotificationStatus;
  source: NotificationSource;
  /** the issue or pull request (its issue row) of issue and pull sources */
  issueId: number | null;
  /** the commit of commit sources */
  commitId: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface PeopleState {
  follows: FollowRec[];
  blocks: BlockRec[];
  /** `<orgId>/<userId>` of memberships made public (models/organization/org_user.go is_public) */
  publicMemberships: Set<string>;
  notifications: NotificationRec[];
}

export const peopleOf = storeSlot<PeopleState>(() => ({
  follows: [],
  blocks: [],
  publicMemberships: new Set(),
  notifications: [],
}));

export const membershipKey = (orgId: number, userId: number) => `${orgId}/${userId}`;

export function isFollowing(store: Store, userId: number, followId: number): boolean {
  return peopleOf(store).follows.some((f) => f.userId === userId && f.followId === followId);
}

/** user.NumFollowers / NumFollowing, which Gitea keeps in step with the follow table */
export function followCounts(store: Store, userId: number): { followers: number; following: number } {
  let followers = 0;
  let following = 0;
  for (const follow of peopleOf(store).follows) {
    if (follow.followId === userId) followers++;
    if (follow.userId === userId) following++;
  }
  return { followers, following };
}

export function isBlockedEitherWay(store: Store, a: number, b: number): boolean {
  return peopleOf(store).blocks.some(
    (x) => (x.blockerId === a && x.blockeeId === b) || (x.blockerId === b && x.blockeeId === a),
  );
}

/**
 * models/user/block.go IsUserBlockedBy: whether one of `blockerIds` blocked `blockee`; a site admin is
 * never blocked.
 */
export function isUserBlockedBy(store: Store, blockee: UserRec, ...blockerIds: number[]): boolean {
  if (blockee.isAdmin) return false;
  return peopleOf(store).blocks.some((b) => b.blockeeId === blockee.id && blockerIds.includes(b.blockerId));
}
