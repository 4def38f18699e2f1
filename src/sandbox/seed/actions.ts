// Demo packages and workflow runs/jobs (see seed.ts for the overview).
import type { JobRec } from '../model.js';
import type { Store } from '../store.js';
import type { SeededRepos } from './repos.js';

const d = (iso: string) => new Date(iso);

/** packages: alice hello-lib (npm 1.0.0, 1.1.0; alice/hello), tools (generic 0.1.0); acme acme-image (container latest) */
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
  const started = status === 'waiting' || status === 'blocked' ? null : new Date(created.getTime() + 60_000);
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

/** runs 1–2 in alice/hello, 3 in alice/many-prs, 4 in acme/template; jobs 1–6 are alice's, 7 is acme's */
export function seedActions(store: Store, { hello, manyPrs, template }: SeededRepos): void {
  const tip = (repo: typeof hello, branch: string) => repo.git.branches.get(branch) as string;
  store.runs.push(
    { id: 1, repoId: hello.id, index: 1, commitSha: tip(hello, 'main'), ref: 'refs/heads/main' },
    { id: 2, repoId: hello.id, index: 2, commitSha: tip(hello, 'feature-a'), ref: 'refs/heads/feature-a' },
    { id: 3, repoId: manyPrs.id, index: 1, commitSha: tip(manyPrs, 'main'), ref: 'refs/heads/main' },
    { id: 4, repoId: template.id, index: 1, commitSha: tip(template, 'main'), ref: 'refs/heads/main' },
  );
  store.jobs.push(
    job(1, 1, 'build', 'success', '2026-01-02T11:00:00Z', ['Set up job', 'Checkout', 'Build']),
    job(2, 1, 'test', 'failure', '2026-01-02T11:00:00Z', ['Set up job', 'Run tests']),
    job(3, 1, 'lint', 'success', '2026-01-02T11:00:00Z', ['Set up job', 'Lint']),
    job(4, 2, 'build', 'running', '2026-01-03T09:10:00Z', ['Set up job', 'Checkout', 'Build']),
    job(5, 2, 'deploy', 'waiting', '2026-01-03T09:10:00Z', ['Set up job', 'Deploy']),
    job(6, 3, 'build', 'success', '2026-01-05T02:00:00Z', ['Set up job', 'Build']),
    job(7, 4, 'build', 'success', '2026-01-01T13:10:00Z', ['Set up job', 'Build']),
  );
}
