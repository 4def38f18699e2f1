// Repositories and releases: reads, generating from a template, creating in an organization,
// transfers, and release lists and creation.

import type { PageArgs } from '../routes/endpoint.js';
import { endpoint, paged, type RepoArgs } from '../routes/endpoint.js';

export type { RepoArgs };

export const getRepository = endpoint('GET /repos/{owner}/{repo}');

/** A new repository from a template */
export const generateRepository = endpoint('POST /repos/{template_owner}/{template_repo}/generate');

/** A new repository owned by an organization */
export const createOrganizationRepository = endpoint('POST /orgs/{org}/repos');

/** 202 = transferred now, 201 = pending the recipient's acceptance (routers/api/v1/repo/transfer.go) */
export const transferRepository = endpoint('POST /repos/{owner}/{repo}/transfer');

export const listReleases = endpoint('GET /repos/{owner}/{repo}/releases', {
  query: (args: RepoArgs & { draft?: boolean; preRelease?: boolean } & PageArgs) => ({
    draft: args.draft,
    'pre-release': args.preRelease,
    ...paged(args),
  }),
});

/** A release; unless it is a draft, its tag is created at the target when missing */
export const createRelease = endpoint('POST /repos/{owner}/{repo}/releases');
