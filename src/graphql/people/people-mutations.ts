// followUser / unfollowUser (PUT / DELETE /user/following/{username}) and markNotificationsRead
// (PUT /notifications). One forge write each; the payload's `user` and `viewer` are read afresh when
// selected (GET /users/{username}, GET /user), so their follower counts show the change.

import {
  followUser,
  readNotifications,
  readNotificationThread,
  unfollowUser,
} from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import type { NotificationThread } from '../../forge/types/notifications.js';
import { nodeIdField } from '../kit/checks.js';
import { type GatewayErrorClass, NotFoundGatewayError, ValidationGatewayError } from '../kit/errors.js';
import { decodeGlobalID } from '../kit/global-id.js';
import { type InputFields, invalid, requiredString, requireText } from '../kit/inputs.js';
import { expectObject } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWriteOf, writtenObject } from '../kit/mutation.js';
import { NotificationStatus, NotificationThreadRef } from './notification.js';
import { UserRef } from './user.js';
import { viewerAfterWrite } from './viewer-payload.js';

/** A login as the forge's path takes it: one segment, no spaces. */
function loginOf(value: string): string {
  const login = requireText(value, 'login');
  if (/[\s/]/.test(login))
    throw invalid('`login` is a single account name, without spaces or slashes', 'login');
  return login;
}

/** Both users of a follow, read after it (their counts changed). */
const followPayloadFields = (t: PayloadFields<{ login: string }>) => ({
  user: readAfterWriteOf(
    t,
    UserRef,
    (payload) => payload.login.toLowerCase(),
    'GET /users/{username} when selected',
  ),
  viewer: viewerAfterWrite(t),
});

type FollowCall = (forge: ForgeSession, args: { username: string }) => Promise<unknown>;

/**
 * followUser and unfollowUser: one PUT or DELETE of /user/following/{username} (204) for a login
 * checked before the call, answered with both users read afresh. They differ in route and words.
 */
function defineFollowWrite(
  name: 'followUser' | 'unfollowUser',
  call: FollowCall,
  row: { input: string; description: string; errors?: readonly GatewayErrorClass[]; payload: string },
) {
  defineMutation(name, {
    input: row.input,
    inputFields: (t) => ({ login: requiredString(t, 'The user’s login.') }),
    description: row.description,
    errors: row.errors,
    changes: [UserRef],
    write: async (input, context) => {
      const login = loginOf(input.login);
      await call(context.forge, { username: login });
      return { login };
    },
    payload: row.payload,
    outputFields: followPayloadFields,
  });
}

// follower.go Follow: 404 for an unknown user, 403 when either blocked the other
defineFollowWrite('followUser', followUser, {
  input: 'Whom to follow.',
  description:
    'Follows a user (PUT /user/following/{username}, 204). Following yourself or someone you already follow changes nothing.',
  payload: 'The followed user and the caller, read again when selected (their counts changed).',
});

// follower.go Unfollow: 404 for an unknown user
defineFollowWrite('unfollowUser', unfollowUser, {
  input: 'Whom to stop following.',
  description:
    'Stops following a user (DELETE /user/following/{username}, 204). Unfollowing someone you do not follow changes nothing.',
  errors: [NotFoundGatewayError, ValidationGatewayError],
  payload: 'The unfollowed user and the caller, read again when selected (their counts changed).',
});

/** What to mark: the threads' statuses and age, and the status they move to. */
export const markReadFields = (t: InputFields) => ({
  lastReadAt: t.field({
    type: 'DateTime',
    description: 'Only threads updated at or before this time (the forge’s `last_read_at`).',
  }),
  all: t.boolean({ description: 'Threads in every status.' }),
  statuses: t.field({
    type: [NotificationStatus],
    description: 'Threads in these statuses (the forge’s default: UNREAD).',
  }),
  toStatus: t.field({ type: NotificationStatus, description: 'The new status (default READ).' }),
});

interface MarkReadInput {
  lastReadAt?: Date | null;
  all?: boolean | null;
  statuses?: readonly ('unread' | 'read' | 'pinned')[] | null;
  toStatus?: 'unread' | 'read' | 'pinned' | null;
}

/** The forge's query of PUT …/notifications, refusing contradictory filters before a call. */
export function markReadQuery(input: MarkReadInput) {
  if (input.all && input.statuses != null) {
    throw invalid('`all` changes threads in every status: leave out `statuses`', 'statuses');
  }
  if (input.statuses?.length === 0) throw invalid('`statuses` needs at least one status', 'statuses');
  return {
    lastReadAt: input.lastReadAt?.toISOString(),
    all: input.all ?? undefined,
    statusTypes: input.statuses ?? undefined,
    toStatus: input.toStatus ?? undefined,
  };
}

/** A 205 may come without a body: no threads then. */
export const threadsOf = (data: unknown): NotificationThread[] =>
  Array.isArray(data) ? (data as NotificationThread[]) : [];

/** The threads that changed, and the caller read afresh when selected. */
export const markReadPayload = (t: PayloadFields<{ threads: NotificationThread[] }>) => ({
  threads: t.expose('threads', {
    type: [NotificationThreadRef],
    nullable: false,
    description: 'As the forge answered them, in their new status.',
  }),
  viewer: viewerAfterWrite(t),
});

// notify/user.go ReadNotifications: 400 for a `last_read_at` that is not RFC 3339
defineMutation('markNotificationsRead', {
  input: 'Which of the caller’s threads to change, and to what.',
  inputFields: markReadFields,
  description:
    'Marks the caller’s notification threads read, unread or pinned (PUT /notifications, 205 with the threads it changed; a forge that answers without them leaves `threads` empty).',
  errors: [ValidationGatewayError],
  changes: [NotificationThreadRef],
  write: async (input, context) => {
    const { data } = await readNotifications(context.forge, markReadQuery(input));
    return { threads: threadsOf(data) };
  },
  payload: 'The threads that changed and the caller.',
  outputFields: markReadPayload,
});

/** The thread's number from its global id; anything else is refused before a call. */
function threadIdOf(id: string): string {
  let decoded: { typename: string; id: string } | undefined;
  try {
    decoded = decodeGlobalID(id);
  } catch {
    decoded = undefined;
  }
  if (decoded?.typename !== 'NotificationThread' || !/^\d+$/.test(decoded.id)) {
    throw invalid('`id` is not the id of a NotificationThread', 'id');
  }
  return decoded.id;
}

// notify/threads.go getThread: 404 for an unknown thread, 403 for another user's
defineMutation('markNotificationThreadRead', {
  input: 'The thread to change, and to what.',
  inputFields: (t) => ({
    id: nodeIdField(t, 'NotificationThread'),
    toStatus: t.field({ type: NotificationStatus, description: 'The new status (default READ).' }),
  }),
  description:
    'Marks one of the caller’s notification threads read, unread or pinned (PATCH /notifications/threads/{id}, 205 with the thread).',
  changes: [NotificationThreadRef],
  write: async (input, context) => {
    const id = threadIdOf(String(input.id));
    const { data } = await readNotificationThread(context.forge, {
      id,
      toStatus: input.toStatus ?? undefined,
    });
    return {
      thread: expectObject<NotificationThread>(data, 'PATCH /notifications/threads/{id}', 'id'),
    };
  },
  payload: 'The thread in its new status and the caller.',
  outputFields: (t) => ({
    thread: writtenObject(t, NotificationThreadRef, 'thread'),
    viewer: viewerAfterWrite(t),
  }),
});
