// Repositories and releases (spec ops 1, 2, 3, 15 and supporting reads).

import type { PageArgs } from '../endpoint.js';
import { endpoint, paged, type RepoArgs } from '../endpoint.js';

export type { RepoArgs };

export const getRepository = endpoint('GET /repos/{owner}/{repo}');

/** spec: op 1 */
export const generateRepository = endpoint('POST /repos/{template_owner}/{template_repo}/generate');

/** spec: op 2 */
export const createOrganizationRepository = endpoint('POST /orgs/{org}/repos');

/** spec: op 3; facts: 202 = transferred now, 201 = pending the recipient's acceptance */
export const transferRepository = endpoint('POST /repos/{owner}/{repo}/transfer');

export const listReleases = endpoint('GET /repos/{owner}/{repo}/releases', {
  query: (args: RepoArgs & { draft?: boolean; preRelease?: boolean } & PageArgs) => ({
    draft: args.draft,
    'pre-release': args.preRelease,
    ...paged(args),
  }),
});

/** spec: op 15 */
export const createRelease = endpoint('POST /repos/{owner}/{repo}/releases');
