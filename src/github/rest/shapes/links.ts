// Where a GitHub-shaped answer points: its `url` fields name this gateway's /api/v3 (as GitHub's name
// api.github.com), its `html_url` fields the forge's own pages.

/** The gateway's REST root as the caller reached it, e.g. https://gateway.example.com/api/v3 */
export interface ApiLinks {
  api: string;
}

export const repoUrl = (links: ApiLinks, fullName: string) => `${links.api}/repos/${fullName}`;

export const userUrl = (links: ApiLinks, login: string) => `${links.api}/users/${encodeURIComponent(login)}`;

/** Go's zero time, which Gitea sends for a date it does not have: GitHub's shapes say null. */
export const dateOrNull = (value: string | null | undefined): string | null =>
  value && !value.startsWith('0001-01-01') ? value : null;
