// The forges the read suites run against (src/sandbox/http/profiles.ts), and what the gateway does on each.

import { SANDBOX_PROFILES, type SandboxProfile } from '../../src/sandbox/http/profiles.js';
import type { Harness } from './harness.js';

export const PROFILES: readonly SandboxProfile[] = SANDBOX_PROFILES;

/** Gitea 1.22 and Forgejo: no file-contents, contents-ext or /user/actions/jobs. */
export const isLegacy = (profile: SandboxProfile) => profile !== 'gitea-1.26';

/** The route `file`/`files` read on a profile once the gateway knows the forge: file-contents, else contents per path. */
export const fileRoute = (profile: SandboxProfile) =>
  isLegacy(profile)
    ? 'GET /repos/{owner}/{repo}/contents/{filepath}'
    : 'GET /repos/{owner}/{repo}/file-contents';

/**
 * One query that touches every route the gateway may find missing, so the suites that follow count
 * the calls of a gateway that already knows its forge (the first proof's own calls are counted in
 * compat-gateway.test.ts). The call log is cleared afterwards.
 */
export async function learnTheForge(harness: Harness): Promise<void> {
  await harness.query(
    `{ workflowJobs(first: 1) { totalCount }
       repository(owner: "alice", name: "hello") { file(path: "README.md") { name } contents(path: "README.md") { isDirectory } } }`,
    {},
    { as: 'alice' },
  );
  harness.resetCalls();
}
