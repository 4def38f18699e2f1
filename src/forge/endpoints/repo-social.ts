// Who stars and watches a repository, its topics, languages, collaborators and assignable users, and a
// user's starred repositories.

import { endpoint, pagedEndpoint } from '../routes/endpoint.js';

/** The answer of GET /repos/{owner}/{repo}/languages (the swagger's `LanguageStatistics` response): name -> bytes. */
export type LanguageStatistics = Record<string, number>;

export const listStargazers = pagedEndpoint('GET /repos/{owner}/{repo}/stargazers');

export const listSubscribers = pagedEndpoint('GET /repos/{owner}/{repo}/subscribers');

export const listTopics = pagedEndpoint('GET /repos/{owner}/{repo}/topics');

/** 204; 422 `{invalidTopics, message}` for invalid topics or more than 25 */
export const replaceTopics = endpoint('PUT /repos/{owner}/{repo}/topics');

export const getLanguages = endpoint('GET /repos/{owner}/{repo}/languages');

/** needs a signed-in caller (401 otherwise) */
export const listCollaborators = pagedEndpoint('GET /repos/{owner}/{repo}/collaborators');

/** one unpaged list; needs a signed-in caller (401 otherwise) */
export const listAssignees = endpoint('GET /repos/{owner}/{repo}/assignees');

/** needs a signed-in caller; private repositories only when the user is the caller */
export const listUserStarred = pagedEndpoint('GET /users/{username}/starred');

/** 204 when the caller stars the repository, 404 when not */
export const checkStarring = endpoint('GET /user/starred/{owner}/{repo}');

/** 204, also when already starred */
export const starRepository = endpoint('PUT /user/starred/{owner}/{repo}');

/** 204, also when not starred */
export const unstarRepository = endpoint('DELETE /user/starred/{owner}/{repo}');

/** 200 WatchInfo when the caller watches the repository, 404 when not */
export const getSubscription = endpoint('GET /repos/{owner}/{repo}/subscription');

/** 200 WatchInfo */
export const watchRepository = endpoint('PUT /repos/{owner}/{repo}/subscription');

/** 204 */
export const unwatchRepository = endpoint('DELETE /repos/{owner}/{repo}/subscription');

/** the caller's starred repositories, private ones included */
export const listMyStarred = pagedEndpoint('GET /user/starred');
