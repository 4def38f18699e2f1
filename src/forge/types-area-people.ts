// REST payload types of the people area (notifications and search envelopes), named exactly as the
// definitions of Gitea's swagger (reference/gitea-swagger.json) with its JSON field names, so they can
// be swapped for generated ones mechanically. Nullability per modules/structs/notifications.go.

import type { Repository, User } from './types.js';

/** modules/structs/notifications.go NotifySubjectType */
export type NotifySubjectType = 'Issue' | 'Pull' | 'Commit' | 'Repository' | 'Release';

/** modules/structs/notifications.go NotificationSubject: every field is `omitempty` but `type` */
export interface NotificationSubject {
  title?: string;
  url?: string;
  latest_comment_url?: string;
  html_url?: string;
  latest_comment_html_url?: string;
  type: NotifySubjectType | string;
  /** StateType: open, closed, or merged for merged pull requests */
  state?: string;
}

/** modules/structs/notifications.go NotificationThread */
export interface NotificationThread {
  id: number;
  /** a pointer: null when the repository is gone; its `permissions` are left out */
  repository?: Repository | null;
  subject?: NotificationSubject | null;
  unread: boolean;
  pinned: boolean;
  updated_at: string;
  url: string;
}

/** modules/structs/notifications.go NotificationCount */
export interface NotificationCount {
  new: number;
}

/** modules/structs/repo.go SearchResults: GET /repos/search */
export interface SearchResults {
  ok: boolean;
  data: Repository[];
}

/** GET /users/search answers the same envelope with users (an inline schema in the swagger) */
export interface UserSearchResults {
  ok: boolean;
  data: User[];
}
