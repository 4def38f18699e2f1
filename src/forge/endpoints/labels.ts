// Labels of repositories and organizations: reads and writes.

import { endpoint, pagedEndpoint } from '../routes/endpoint.js';

/** X-Total-Count, no Link; alphabetical */
export const listLabels = pagedEndpoint('GET /repos/{owner}/{repo}/labels');

/** `id` is a label id, or a name (the forge tries a number as an id) */
export const getLabel = endpoint('GET /repos/{owner}/{repo}/labels/{id}');

/** 201 */
export const createLabel = endpoint('POST /repos/{owner}/{repo}/labels');

export const listOrgLabels = pagedEndpoint('GET /orgs/{org}/labels');

/** needs a signed-in caller; `id` is a label id, or a name (the forge tries a number as an id) */
export const getOrgLabel = endpoint('GET /orgs/{org}/labels/{id}');

/** 200 Label; `id` is an id only; an absent `is_archived` unarchives the label */
export const editLabel = endpoint('PATCH /repos/{owner}/{repo}/labels/{id}');

/** 204, also when the repository has no such label */
export const deleteLabel = endpoint('DELETE /repos/{owner}/{repo}/labels/{id}');

/** 201 Label; owners of the organization only */
export const createOrgLabel = endpoint('POST /orgs/{org}/labels');

/** 200 Label; `id` is an id only; owners only; an absent `is_archived` unarchives the label */
export const editOrgLabel = endpoint('PATCH /orgs/{org}/labels/{id}');

/** 204, also when the organization has no such label; owners only */
export const deleteOrgLabel = endpoint('DELETE /orgs/{org}/labels/{id}');
