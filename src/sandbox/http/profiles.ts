// Forge profiles: the sandbox stands for one of the forges people run. A profile removes the routes
// that forge lacks (they then answer Go's plain-text `404 page not found`, as an unregistered route
// does on a real forge) and answers `GET /version` as that forge does.
//
// Which routes the gateway uses came after Gitea 1.22 (their PRs in Gitea's history):
// - `GET|POST /repos/{o}/{r}/file-contents`: Gitea 1.24.0, PR #34139;
// - `GET /repos/{o}/{r}/contents-ext/{filepath}`: Gitea 1.25.0, PR #34822;
// - `GET /user/actions/jobs`: Gitea 1.25.0 (not in the 1.22 swagger's paths).
// Every other route of the demo's is in Gitea 1.22.0's swagger. Forgejo declares API compatibility with
// Gitea 1.22 and has none of the three (its generated client, @llamaduck/forgejo-ts 15.0.9, lacks them).

export const SANDBOX_PROFILES = ['gitea-1.26', 'gitea-1.22', 'forgejo'] as const;
export type SandboxProfile = (typeof SANDBOX_PROFILES)[number];
export const DEFAULT_PROFILE: SandboxProfile = 'gitea-1.26';

/** The routes of the seed Gitea added after 1.22, as written in the route table. */
export const ROUTES_ADDED_AFTER_1_22: readonly string[] = [
  'GET /repos/{owner}/{repo}/file-contents',
  'POST /repos/{owner}/{repo}/file-contents',
  'GET /repos/{owner}/{repo}/contents-ext',
  'GET /repos/{owner}/{repo}/contents-ext/{filepath}',
  'GET /user/actions/jobs',
];

/**
 * A repository's Actions routes beyond `/user/actions/jobs`, which the gateway's `workflowRuns`, `workflowRun` and
 * `workflows` read: the runs, their jobs and one job came with Gitea 1.25, the workflows with Gitea
 * 1.24 (routers/api/v1/repo/action.go); Gitea 1.22 and Forgejo have none of them.
 */
export const ACTIONS_ROUTES_ADDED_AFTER_1_22: readonly string[] = [
  'GET /repos/{owner}/{repo}/actions/jobs',
  'GET /repos/{owner}/{repo}/actions/jobs/{job_id}',
  'GET /repos/{owner}/{repo}/actions/runs',
  'GET /repos/{owner}/{repo}/actions/runs/{run}',
  'GET /repos/{owner}/{repo}/actions/runs/{run}/jobs',
  'GET /repos/{owner}/{repo}/actions/workflows',
  'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}',
];

const ABSENT_AFTER_1_22 = new Set([...ROUTES_ADDED_AFTER_1_22, ...ACTIONS_ROUTES_ADDED_AFTER_1_22]);

export interface ProfileTraits {
  /** route templates of the route table this forge does not serve */
  absentRoutes: ReadonlySet<string>;
  /** what `GET /api/v1/version` answers */
  version: string;
  /** Forgejo also serves its own API root with `GET /api/forgejo/v1/version` */
  forgejoApi: boolean;
}

const PROFILES: Record<SandboxProfile, ProfileTraits> = {
  'gitea-1.26': { absentRoutes: new Set(), version: '1.26.0-dev', forgejoApi: false },
  'gitea-1.22': { absentRoutes: ABSENT_AFTER_1_22, version: '1.22.0', forgejoApi: false },
  // Forgejo's version names the Gitea API it is compatible with after the `+`.
  forgejo: {
    absentRoutes: ABSENT_AFTER_1_22,
    version: '16.0.5+gitea-1.22.0',
    forgejoApi: true,
  },
};

export function profileTraits(profile: SandboxProfile): ProfileTraits {
  return PROFILES[profile];
}

export function isSandboxProfile(value: string): value is SandboxProfile {
  return (SANDBOX_PROFILES as readonly string[]).includes(value);
}
