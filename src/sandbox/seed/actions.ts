// Demo packages, workflows, runs and jobs (see seed.ts for the overview).
import { disabledWorkflows } from '../model/actions-config.js';
import type { JobRec, RunRec } from '../model/records.js';
import type { Store } from '../model/store.js';
import type { SeededRepos } from './repos.js';

const d = (iso: string) => new Date(iso);

/**
 * packages: alice hello-lib (npm 1.0.0, 1.1.0; alice/hello), tools (generic 0.1.0, two files); acme
 * acme-image (container latest)
 */
export function seedPackages(store: Store, { hello, template }: SeededRepos): void {
  store.packages.push(
    { id: 1, ownerId: 2, repoId: hello.id, type: 'npm', name: 'hello-lib' },
    { id: 2, ownerId: 2, repoId: null, type: 'generic', name: 'tools' },
    { id: 3, ownerId: 5, repoId: template.id, type: 'container', name: 'acme-image' },
  );
  store.packageVersions.push(
    { id: 1, packageId: 1, version: '1.0.0', creatorId: 2, createdAt: d('2026-01-06T10:00:00Z') },
    { id: 2, packageId: 1, version: '1.1.0', creatorId: 2, createdAt: d('2026-01-08T10:00:00Z') },
    { id: 3, packageId: 2, version: '0.1.0', creatorId: 2, createdAt: d('2026-01-07T10:00:00Z') },
    { id: 4, packageId: 3, version: 'latest', creatorId: 2, createdAt: d('2026-01-09T10:00:00Z') },
  );
  const file = (id: number, versionId: number, name: string, content: string) => ({
    id,
    versionId,
    name,
    content: Buffer.from(content),
  });
  store.packageFiles.push(
    file(1, 1, 'hello-lib-1.0.0.tgz', 'hello-lib 1.0.0'),
    file(2, 2, 'hello-lib-1.1.0.tgz', 'hello-lib 1.1.0'),
    file(3, 3, 'tools-linux-amd64', 'tools for linux'),
    file(4, 3, 'tools-darwin-arm64', ''),
    file(5, 4, 'manifest.json', '{"schemaVersion":2}'),
  );
}

function job(
  id: number,
  runId: number,
  name: string,
  status: JobRec['status'],
  iso: string,
  steps: string[],
): JobRec {
  const created = d(iso);
  // a job no runner picked up (waiting, blocked, or skipped by its condition) has no task, so no steps
  const picked = status !== 'waiting' && status !== 'blocked' && status !== 'skipped';
  const started = picked ? new Date(created.getTime() + 60_000) : null;
  const done = started && status !== 'running';
  const stopped = done ? new Date(created.getTime() + (steps.length + 1) * 60_000) : null;
  return {
    id,
    runId,
    name,
    labels: ['ubuntu-latest'],
    attempt: 1,
    status,
    runnerId: started ? 1 + (runId % 2) : 0,
    runnerName: started ? `runner-${1 + (runId % 2)}` : '',
    steps: started
      ? steps.map((step, i) => {
          const from = new Date(created.getTime() + (i + 1) * 60_000);
          const last = i === steps.length - 1;
          return {
            name: step,
            started: from,
            stopped: last && !done ? null : new Date(from.getTime() + 60_000),
          };
        })
      : null,
    created,
    started,
    stopped,
  };
}

type RunSeed = Omit<RunRec, 'commitSha' | 'created'> & { sha: string; iso: string };
const run = ({ sha, iso, ...rest }: RunSeed): RunRec => ({ ...rest, commitSha: sha, created: d(iso) });

/**
 * runs 1–2 in alice/hello (failure, in progress), 3 in alice/many-prs, 4 in acme/template; runs 5–9 in
 * acme/legacy, one of each other state (success, failure on a pull request, cancelled, skipped, queued).
 * Jobs 1–6 are alice's (her repositories: what GET /user/actions/jobs lists), 7–15 are acme's.
 */
export function seedActions(store: Store, { hello, manyPrs, template, legacy }: SeededRepos): void {
  const tip = (repo: typeof hello, branch: string) => repo.git.branches.get(branch) as string;
  const [alice, bob] = [2, 3];
  const main = 'refs/heads/main';
  const ci = { workflowId: 'ci.yml', event: 'push' };
  const legacyTip = tip(legacy, 'main');
  store.runs.push(
    run({
      id: 1,
      repoId: hello.id,
      index: 1,
      sha: tip(hello, 'main'),
      ref: main,
      ...ci,
      title: 'Link the guide from the README',
      triggerUserId: alice,
      iso: '2026-01-02T11:00:00Z',
    }),
    run({
      id: 2,
      repoId: hello.id,
      index: 2,
      sha: tip(hello, 'feature-a'),
      ref: 'refs/heads/feature-a',
      ...ci,
      title: 'Add farewell',
      triggerUserId: bob,
      iso: '2026-01-03T09:10:00Z',
    }),
    run({
      id: 3,
      repoId: manyPrs.id,
      index: 1,
      sha: tip(manyPrs, 'main'),
      ref: main,
      ...ci,
      title: 'Initial commit',
      triggerUserId: alice,
      iso: '2026-01-05T02:00:00Z',
    }),
    run({
      id: 4,
      repoId: template.id,
      index: 1,
      sha: tip(template, 'main'),
      ref: main,
      ...ci,
      title: 'Initial commit',
      triggerUserId: alice,
      iso: '2026-01-01T13:10:00Z',
    }),
    run({
      id: 5,
      repoId: legacy.id,
      index: 1,
      sha: legacyTip,
      ref: main,
      ...ci,
      title: 'Initial commit',
      triggerUserId: alice,
      iso: '2026-01-01T14:10:00Z',
    }),
    run({
      id: 6,
      repoId: legacy.id,
      index: 2,
      sha: legacyTip,
      ref: 'refs/heads/fix-readme',
      workflowId: 'ci.yml',
      event: 'pull_request',
      title: 'Fix the README',
      triggerUserId: bob,
      iso: '2026-01-02T10:00:00Z',
    }),
    run({
      id: 7,
      repoId: legacy.id,
      index: 3,
      sha: legacyTip,
      ref: main,
      workflowId: 'release.yml',
      event: 'workflow_dispatch',
      title: 'Release',
      triggerUserId: alice,
      iso: '2026-01-02T12:00:00Z',
    }),
    run({
      id: 8,
      repoId: legacy.id,
      index: 4,
      sha: legacyTip,
      ref: main,
      workflowId: 'nightly.yml',
      event: 'schedule',
      title: 'Nightly',
      triggerUserId: alice,
      iso: '2026-01-02T03:00:00Z',
    }),
    run({
      id: 9,
      repoId: legacy.id,
      index: 5,
      sha: legacyTip,
      ref: main,
      ...ci,
      title: 'Archive the project',
      triggerUserId: bob,
      iso: '2026-01-02T23:00:00Z',
    }),
  );
  store.jobs.push(
    job(1, 1, 'build', 'success', '2026-01-02T11:00:00Z', ['Set up job', 'Checkout', 'Build']),
    job(2, 1, 'test', 'failure', '2026-01-02T11:00:00Z', ['Set up job', 'Run tests']),
    job(3, 1, 'lint', 'success', '2026-01-02T11:00:00Z', ['Set up job', 'Lint']),
    job(4, 2, 'build', 'running', '2026-01-03T09:10:00Z', ['Set up job', 'Checkout', 'Build']),
    job(5, 2, 'deploy', 'waiting', '2026-01-03T09:10:00Z', ['Set up job', 'Deploy']),
    job(6, 3, 'build', 'success', '2026-01-05T02:00:00Z', ['Set up job', 'Build']),
    job(7, 4, 'build', 'success', '2026-01-01T13:10:00Z', ['Set up job', 'Build']),
    job(8, 5, 'build', 'success', '2026-01-01T14:10:00Z', ['Set up job', 'Checkout']),
    job(9, 5, 'test', 'success', '2026-01-01T14:10:00Z', ['Set up job', 'Run make test']),
    job(10, 6, 'build', 'success', '2026-01-02T10:00:00Z', ['Set up job', 'Checkout']),
    job(11, 6, 'test', 'failure', '2026-01-02T10:00:00Z', ['Set up job', 'Run make test']),
    job(12, 7, 'build', 'cancelled', '2026-01-02T12:00:00Z', ['Set up job', 'Run make']),
    job(13, 7, 'publish', 'skipped', '2026-01-02T12:00:00Z', []),
    job(14, 8, 'nightly', 'skipped', '2026-01-02T03:00:00Z', []),
    job(15, 9, 'build', 'waiting', '2026-01-02T23:00:00Z', ['Set up job', 'Checkout']),
  );
  disabledWorkflows(store).set(legacy.id, new Set(['nightly.yml']));
}
