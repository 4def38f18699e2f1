// Which User object is the viewer. `viewer` reads GET /user and marks the object it returns, so a
// child field (`repositories`, `organizations`, `teams`, `notifications`) knows to use the caller's own
// routes (/user/repos, /user/orgs, ...) without asking the forge who the caller is. The mark is a
// symbol on a copy: the plain object is what primes the user loader, so `user(login:)` never sees it.

import type { User } from '../../forge/types/index.js';
import { ForbiddenGatewayError } from './errors.js';

const VIEWER = Symbol('viewer');

/** What a child list of a user needs: the login, or that it is the caller's own. */
export interface UserListRef {
  login: string;
  viewer?: boolean;
}

export const VIEWER_REF: UserListRef = { login: '', viewer: true };

export function markViewer(user: User): User {
  const marked: User & { [VIEWER]?: true } = { ...user };
  marked[VIEWER] = true;
  return marked;
}

export function isViewer(user: object): boolean {
  return (user as Record<symbol, unknown>)[VIEWER] === true;
}

export const userListRefOf = (user: User): UserListRef =>
  isViewer(user) ? { login: user.login, viewer: true } : { login: user.login };

/** The memo key of a user's list: the caller's own lists share one key, whatever the login. */
export const userListKey = (ref: UserListRef): string => (ref.viewer ? '@viewer' : ref.login.toLowerCase());

/** A viewer-only field read on another user: an error on that field, without a forge call. */
export function viewerOnly(field: string): ForbiddenGatewayError {
  return new ForbiddenGatewayError(
    `\`${field}\` can only be read on \`viewer\`: the forge lists them for the caller only`,
  );
}
