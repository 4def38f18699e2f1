// The face's per-request context: /graphql's own (graphql/context.ts), plus the forge's web address,
// which GitHub's `url` fields need where the forge sends no link (an organization, a team).

import type { Context } from '../graphql/kit/context.js';

export interface GithubContext extends Context {
  /** the forge's web root without a trailing slash: its API base without `/api/v1` */
  webUrl: string;
}

export function webUrlOf(forgeUrl: string): string {
  return forgeUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
}
