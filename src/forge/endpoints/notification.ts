// What hand code adds to the notification rows (Gitea's routers/api/v1/notify/*.go): the forge spells
// these filters in kebab-case (`status-types`, `subject-type`, `to-status`), so their query is written here.

import { FORGE_OPERATIONS } from '../../../generated/forge-endpoints.js';
import type { PageArgs } from '../routes/endpoint.js';
import { endpoint, paged } from '../routes/endpoint.js';

const { notification } = FORGE_OPERATIONS;

export interface NotificationQuery {
  all?: boolean;
  statusTypes?: readonly string[];
  subjectTypes?: readonly string[];
  since?: string;
  before?: string;
}

const notificationQuery = (args: NotificationQuery & PageArgs) => ({
  all: args.all,
  'status-types': args.statusTypes,
  'subject-type': args.subjectTypes,
  since: args.since,
  before: args.before,
  ...paged(args),
});

export const listNotifications = endpoint(notification.notifyGetList, { query: notificationQuery });

/** the caller's threads of one repository (notify/repo.go ListRepoNotifications); X-Total-Count only */
export const listRepoNotifications = endpoint(notification.notifyGetRepoList, { query: notificationQuery });

export interface ReadNotificationsQuery {
  lastReadAt?: string;
  all?: boolean;
  statusTypes?: readonly string[];
  toStatus?: string;
}

const readQuery = (args: ReadNotificationsQuery) => ({
  last_read_at: args.lastReadAt,
  all: args.all,
  'status-types': args.statusTypes,
  'to-status': args.toStatus,
});

/** 205 with the threads it changed (notify/user.go ReadNotifications); a 205 may also come without a body */
export const readNotifications = endpoint(notification.notifyReadList, { query: readQuery });

/** 205 with the threads of the repository it changed (notify/repo.go ReadRepoNotifications) */
export const readRepoNotifications = endpoint(notification.notifyReadRepoList, { query: readQuery });

/** 205 with the thread in its new status (notify/threads.go ReadThread) */
export const readNotificationThread = endpoint(notification.notifyReadThread, {
  query: (args: { id: number | string; toStatus?: string }) => ({ 'to-status': args.toStatus }),
});
