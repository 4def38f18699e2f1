// A repository's settings beyond its own fields (routers/api/v1/repo/topic.go, collaborators.go, hook.go,
// transfer.go, repo.go GetByID): one topic at a time, one collaborator, hook edits, accepting a transfer.

import { endpoint, paged, pagedEndpoint } from '../routes/endpoint.js';

export type { DeployKey, RepoCollaboratorPermission, TopicResponse } from '../../../generated/forge-rest.js';

/** 204, also when the repository has it; 422 for an invalid name or a 26th topic */
export const addTopic = endpoint('PUT /repos/{owner}/{repo}/topics/{topic}');

/** 204; 404 when the repository lacks it; 422 for an invalid name */
export const deleteTopic = endpoint('DELETE /repos/{owner}/{repo}/topics/{topic}');

/**
 * Topics whose name contains `q`, most used first, paged with X-Total-Count. The forge wraps the list as
 * `{topics: [...]}` (repo/topic.go TopicSearch), which the swagger's TopicListResponse leaves out.
 */
export const searchTopics = endpoint('GET /topics/search', {
  query: (args: { q: string; page?: number; limit?: number }) => ({ q: args.q, ...paged(args) }),
});

/** 404 for an unknown id and for a repository the caller cannot read */
export const getRepositoryById = endpoint('GET /repositories/{id}');

/** 204 when the user collaborates, 404 when not; 422 for an unknown user */
export const checkCollaborator = endpoint('GET /repos/{owner}/{repo}/collaborators/{collaborator}');

/** 204; `permission` read, write (the default) or admin; 422 for an unknown user */
export const addCollaborator = endpoint('PUT /repos/{owner}/{repo}/collaborators/{collaborator}');

/** 204; 422 for an unknown user */
export const removeCollaborator = endpoint('DELETE /repos/{owner}/{repo}/collaborators/{collaborator}');

/** anyone's for site and repository admins, one's own for others (403); 404 for an unknown user */
export const getCollaboratorPermission = endpoint(
  'GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission',
);

/** 202 Repository; 404 when no transfer waits, 403 when the caller may not accept it */
export const acceptTransfer = endpoint('POST /repos/{owner}/{repo}/transfer/accept');

/** 200 Repository; the same refusals */
export const rejectTransfer = endpoint('POST /repos/{owner}/{repo}/transfer/reject');

/** 200 Hook */
export const editRepositoryHook = endpoint('PATCH /repos/{owner}/{repo}/hooks/{id}');

/** paged; repository admins only (403 below) */
export const listDeployKeys = pagedEndpoint('GET /repos/{owner}/{repo}/keys');

/** 404 for a key of another repository */
export const getDeployKey = endpoint('GET /repos/{owner}/{repo}/keys/{id}');

/** 201 DeployKey; 422 for a key that is not an OpenSSH public key, or one used here already */
export const createDeployKey = endpoint('POST /repos/{owner}/{repo}/keys');

/** 204, also for a key that is gone */
export const deleteDeployKey = endpoint('DELETE /repos/{owner}/{repo}/keys/{id}');
