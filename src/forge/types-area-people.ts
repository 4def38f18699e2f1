// The people area's overlay on the REST types generated from Gitea's swagger (generated/forge-rest.ts),
// in the manner of types.ts: what every response carries is required (loaders key on `id`), what a Go
// pointer may leave out is `| null` (modules/structs/notifications.go), the generated `Repository` is
// replaced by the overlaid one, and the user search's envelope, an inline schema in the swagger, gets
// a name of its own.

import type * as Rest from '../../generated/forge-rest.js';
import type { Repository, User } from './types.js';

export type { NotificationCount, NotifySubjectType } from '../../generated/forge-rest.js';

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

/** SearchResults of GET /repos/search */
export interface SearchResults extends Omit<Rest.SearchResults, 'data'> {
  ok: boolean;
  data: Repository[];
}

/** GET /users/search answers the same envelope with users (an inline schema in the swagger) */
export interface UserSearchResults {
  ok: boolean;
  data: User[];
}
