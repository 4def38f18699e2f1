// Profile screens: a user's contribution heatmap, watched repositories, and the activity feeds of a
// repository, an organization and a team (Gitea's routers/api/v1/user/user.go GetUserHeatmapData,
// user/watch.go, repo/repo.go ListRepoActivityFeeds, org/org.go ListOrgActivityFeeds, org/team.go
// ListTeamActivityFeeds). Every route is in Gitea 1.22 and Forgejo.

import { endpoint, type PageArgs, pagedEndpoint } from '../routes/endpoint.js';

/** the whole last year (366 + 7 days) in 15-minute buckets, oldest first; no paging */
export const getUserHeatmap = endpoint('GET /users/{username}/heatmap');

/** reqToken; private repositories only when the user is the caller */
export const listUserWatched = pagedEndpoint('GET /users/{username}/subscriptions');

/** the caller's watched repositories, private ones included */
export const listMyWatched = pagedEndpoint('GET /user/subscriptions');

const feedQuery = (args: { date?: string } & PageArgs) => ({
  date: args.date,
  page: args.page,
  limit: args.limit,
});

export const listRepoActivityFeeds = endpoint('GET /repos/{owner}/{repo}/activities/feeds', {
  query: feedQuery,
});

export const listOrgActivityFeeds = endpoint('GET /orgs/{org}/activities/feeds', { query: feedQuery });

export const listTeamActivityFeeds = endpoint('GET /teams/{id}/activities/feeds', { query: feedQuery });
