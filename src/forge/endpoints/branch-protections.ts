// A repository's branch protection rules (routers/api/v1/repo/branch.go): every route needs a
// repository admin (403 below); the list is whole, without paging.

import { endpoint } from '../routes/endpoint.js';

export type { BranchProtection } from '../../../generated/forge-rest.js';

/** 200 BranchProtection[], the rules in the order they were made */
export const listBranchProtections = endpoint('GET /repos/{owner}/{repo}/branch_protections');

/** 404 for a rule name the repository lacks (an exact name, never a glob match) */
export const getBranchProtection = endpoint('GET /repos/{owner}/{repo}/branch_protections/{name}');

/** 201; 403 when a rule of that name exists, 422 for an unknown user in a whitelist, 423 archived */
export const createBranchProtection = endpoint('POST /repos/{owner}/{repo}/branch_protections');

/** 200; only the fields sent change; 404 unknown rule, 422 unknown user, 423 archived */
export const editBranchProtection = endpoint('PATCH /repos/{owner}/{repo}/branch_protections/{name}');

/** 204; 404 unknown rule */
export const deleteBranchProtection = endpoint('DELETE /repos/{owner}/{repo}/branch_protections/{name}');
