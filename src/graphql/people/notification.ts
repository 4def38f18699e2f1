// NotificationThread and its subject (modules/structs/notifications.go), the viewer-only field
// `notifications` (GET /notifications) and refetch by id (GET /notifications/threads/{id}).

import { type GraphQLObjectType, type GraphQLResolveInfo, getArgumentValues } from 'graphql';
import {
  countNewNotifications,
  getNotificationThread,
  getViewer,
  listNotifications,
} from '../../forge/endpoints/index.js';
import { unexpectedShape } from '../../forge/errors.js';
import type { User } from '../../forge/types/index.js';
import type { NotificationSubject, NotificationThread } from '../../forge/types/notifications.js';
import { forgeFlags } from '../kit/account-fields.js';
import { builder } from '../kit/builder.js';
import type { ConnectionArgs } from '../kit/connection.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { memoize } from '../kit/context.js';
import { NotificationStatus, NotificationSubjectType } from '../kit/enums.js';
import { ValidationGatewayError } from '../kit/errors.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { byIdRow, forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { expectObject, issueKey, nodeKey } from '../kit/loaders.js';
import { pagedList } from '../kit/paged-field.js';
import { collectFields, prefetch } from '../kit/prefetch.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { checkedInt } from '../kit/values.js';
import {
  isViewer,
  markViewer,
  type UserListRef,
  userListKey,
  VIEWER_REF,
  viewerOnly,
} from '../kit/viewer.js';
import { FIELDS } from './fields.js';
import { UserRef } from './user.js';

// The domain's other modules import this enum from here.
export { NotificationStatus } from '../kit/enums.js';

/** `https://forge/api/v1/repos/{owner}/{repo}/issues/{index}` → its issue key, for Issue and Pull subjects */
function issueKeyOfSubject(subject: NotificationSubject): string | null {
  const match = /\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(subject.url ?? '');
  if (!match) return null;
  const [, owner = '', repo = '', index = ''] = match;
  return issueKey(decodeURIComponent(owner), decodeURIComponent(repo), Number(index));
}

export const NotificationSubjectRef = builder
  .objectRef<NotificationSubject>('NotificationSubject')
  .implement({
    description:
      'What a notification thread is about: an issue, a pull request, a commit, a repository or a release.',
    fields: (t) => ({
      ...forgeFields(t, FIELDS.NotificationSubject),
      typeName: t.string({ nullable: false, description: 'The raw type.', resolve: (s) => String(s.type) }),
      ...commonFields(t, 'htmlUrl'),
      issue: t.field({
        type: IssueRef,
        description: 'The issue (or the pull request as an issue), read when selected.',
        resolve: (s, _args, context) => {
          const key = s.type === 'Issue' || s.type === 'Pull' ? issueKeyOfSubject(s) : null;
          return key ? nodeKey(context, key) : null;
        },
      }),
      pullRequest: t.field({
        type: PullRequestRef,
        description: 'The pull request of Pull subjects, read when selected.',
        resolve: (s, _args, context) => {
          const key = s.type === 'Pull' ? issueKeyOfSubject(s) : null;
          return key ? nodeKey(context, key) : null;
        },
      }),
    }),
  });

export const NotificationThreadRef = forgeNodeRef<NotificationThread>(
  'NotificationThread',
  byIdRow(getNotificationThread),
);

NotificationThreadRef.implement({
  description:
    'A notification thread of the caller (modules/structs NotificationThread). Its `id` refetches with GET /notifications/threads/{id}, which only its recipient and site administrators may read.',
  fields: withDatabaseId((t) => ({
    ...forgeFlags(t, {
      unread: ['unread', 'Whether the caller has not read it yet.'],
      pinned: ['pinned', 'Whether the caller pinned it.'],
    }),
    status: t.field({
      type: NotificationStatus,
      nullable: false,
      description: 'PINNED, else UNREAD or READ',
      resolve: (n) => (n.pinned ? 'pinned' : n.unread ? 'unread' : 'read'),
    }),
    ...commonFields(t, 'updatedAt', 'url'),
    ...forgeFields(t, FIELDS.NotificationThread),
  })),
});

export const NotificationThreadConnection = connectionType(NotificationThreadRef, 'NotificationThread');

export interface NotificationArgs {
  all?: boolean | null;
  unread?: boolean | null;
  statuses?: readonly string[] | null;
  subjectTypes?: readonly string[] | null;
  since?: Date | null;
  until?: Date | null;
}

/** A refused argument: BAD_USER_INPUT on this field (with its path), before any call. */
const refused = (message: string, field: string) => new ValidationGatewayError(message, { field });

/** Our filters as the forge's query (statuses checked before any call). */
export function notificationQuery(args: NotificationArgs) {
  if (args.unread != null && args.statuses != null)
    throw refused('give `unread` or `statuses`, not both', 'unread');
  if (args.all && (args.unread != null || args.statuses != null)) {
    throw refused('`all` lists every status: leave out `unread` and `statuses`', 'all');
  }
  if (args.statuses?.length === 0) throw refused('`statuses` needs at least one status', 'statuses');
  let statusTypes = args.statuses ?? undefined;
  if (args.unread === true) statusTypes = ['unread'];
  if (args.unread === false) statusTypes = ['read', 'pinned'];
  return {
    all: args.all ?? undefined,
    statusTypes,
    subjectTypes: args.subjectTypes?.map((type) => type.toLowerCase()),
    since: args.since?.toISOString(),
    before: args.until?.toISOString(),
  };
}

const notifications = pagedList<UserListRef, NotificationArgs, NotificationThread>({
  endpoint: listNotifications,
  key: userListKey,
  filters: (args: NotificationArgs) => notificationQuery(args),
  fetch: (context, _ref: UserListRef, args: NotificationArgs, page) =>
    listNotifications(context.forge, { ...notificationQuery(args), ...page }),
});

/**
 * The arguments of a `notifications` field selected beside the count on `viewer` that lists exactly
 * the unread threads (`unread: true`, no other filter): its total is the count.
 */
function unreadListBeside(info: GraphQLResolveInfo): (NotificationArgs & ConnectionArgs) | undefined {
  const user = info.schema.getType('User') as GraphQLObjectType;
  const definition = user.getFields().notifications;
  if (!definition) return undefined;
  for (const node of info.fieldNodes.flatMap((field) => collectFields(field.selectionSet, info, 'User'))) {
    if (node.name.value !== 'notifications') continue;
    const args = getArgumentValues(definition, node, info.variableValues) as NotificationArgs &
      ConnectionArgs;
    const filters = ['all', 'statuses', 'subjectTypes', 'since', 'until'] as const;
    if (args.unread === true && filters.every((name) => args[name] == null)) return args;
  }
  return undefined;
}

/**
 * The caller's unread thread count, once per request: the total of the unread list selected beside
 * it when there is one (no call of its own), else GET /notifications/new.
 */
function unreadNotificationsCount(context: Context, info?: GraphQLResolveInfo): Promise<number> {
  return memoize(context, 'viewer.unreadNotificationsCount', async () => {
    const unreadList = info && unreadListBeside(info);
    if (unreadList) {
      const total = checkedInt((await notifications(context, VIEWER_REF, unreadList)).totalCount);
      if (total !== null) return total;
    }
    const { data } = await countNewNotifications(context.forge);
    const count = checkedInt((data as { new?: unknown } | null)?.new);
    if (count === null) throw unexpectedShape('GET /notifications/new');
    return count;
  });
}

/** The filters of a list of notification threads, the viewer's or those of one repository. */
export const notificationFilterArgs = builder.args((t) => ({
  all: t.boolean({ description: 'Every thread, read ones included.' }),
  unread: t.boolean({ description: 'True: unread threads only; false: read and pinned ones.' }),
  statuses: t.field({ type: [NotificationStatus], description: 'Threads in these statuses.' }),
  subjectTypes: t.field({
    type: [NotificationSubjectType],
    description: 'Threads about these kinds of subject.',
  }),
  since: t.field({ type: 'DateTime', description: 'Updated at or after this time.' }),
  until: t.field({
    type: 'DateTime',
    description: 'Updated at or before this time (the forge’s `before`; that name is the cursor’s here).',
  }),
}));

builder.objectFields(UserRef, (t) => ({
  unreadNotificationsCount: forgeNumberField(
    t,
    'Int',
    (user, context) => {
      if (!isViewer(user)) throw viewerOnly('unreadNotificationsCount');
      return unreadNotificationsCount(context);
    },
    {
      extensions: prefetch((context, _ref, _args, info) => unreadNotificationsCount(context, info), 'viewer'),
      description:
        'How many of the caller’s notification threads are unread (GET /notifications/new; no call when `notifications(unread: true)` is selected beside it: its total is the count). Only on `viewer`.',
    },
  ),
  notifications: t.field({
    type: NotificationThreadConnection,
    description:
      'The caller’s notification threads, most recently updated first (GET /notifications). Unread and pinned ones unless `all`, `unread` or `statuses` say otherwise. Only on `viewer`.',
    args: { ...t.arg.connectionArgs(), ...notificationFilterArgs },
    extensions: prefetch<UserListRef>(
      (context, _ref, args) => notifications(context, VIEWER_REF, args),
      'viewer',
    ),
    resolve: (user, args, context) => {
      if (!isViewer(user)) throw viewerOnly('notifications');
      return notifications(context, VIEWER_REF, args);
    },
  }),
}));

/** The viewer, read once per request (GET /user), as payloads return it. */
export function loadViewer(context: Context): Promise<User> {
  return memoize(context, 'viewer', async () => {
    const user = expectObject<User>((await getViewer(context.forge)).data, 'GET /user', 'login');
    return markViewer(user);
  });
}
