// Notifications: the overlay on the REST types generated from Gitea's swagger (generated/forge-rest.ts),
// in the manner of types.ts: what every response carries is required (loaders key on `id`), what a Go
// pointer may leave out is `| null` (modules/structs/notifications.go), and the generated `Repository`
// is replaced by the overlaid one.

import type * as Rest from '../../../generated/forge-rest.js';
import type { Repository } from './index.js';

export type { NotificationCount, NotifySubjectType } from '../../../generated/forge-rest.js';

/** NotificationSubject: every field is `omitempty` but `type`; `state` is open, closed or merged */
export interface NotificationSubject extends Rest.NotificationSubject {
  type: string;
}

/** NotificationThread: the repository is a pointer (null when gone), its `permissions` left out */
export interface NotificationThread extends Omit<Rest.NotificationThread, 'repository' | 'subject'> {
  id: number;
  unread: boolean;
  pinned: boolean;
  updated_at: string;
  url: string;
  repository?: Repository | null;
  subject?: NotificationSubject | null;
}
