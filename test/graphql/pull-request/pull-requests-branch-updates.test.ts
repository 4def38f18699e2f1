// Pull request branch writes over real HTTP: updatePullRequestBranch (POST .../pulls/{index}/update)
// merges or rebases the base into the head; mergePullRequest with mergeWhenChecksSucceed schedules a
// merge while the head's checks run, and cancelAutoMerge (DELETE .../pulls/{index}/merge) cancels it.
// Each case asserts the data, the exact forge calls and the error members.

import { beforeEach, describe, expect, it } from 'vitest';
import { commitChanges } from '../../../src/sandbox/git/repository.js';
import type { RepoRec } from '../../../src/sandbox/model/records.js';
import { CANCEL_AUTO_MERGE, MERGE_PULL, PULL, UPDATE_PULL_BRANCH } from '../../helpers/forge-routes.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import { addRepo, writeField } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();
beforeEach(() => harness().resetCalls());

const calls = () => countRoutes(harness().routes());

function commit(repo: RepoRec, branch: string, path: string, content: string): string {
  const who = { name: 'Alice Anderson', email: 'alice@example.com', date: new Date('2026-02-01T00:00:00Z') };
  const operations = [{ operation: 'upload' as const, path, content: Buffer.from(content) }];
  const result = commitChanges(repo.git, 'main', {
    branch,
    operations,
    message: `Change ${path}`,
    author: who,
    committer: who,
  });
  if ('error' in result) throw new Error(result.error.message);
  return result.commit.sha;
}

/** alice/<name>: pull request #1 from `topic`, which the base `main` has moved past since it branched. */
async function behindPull(name: string, topicFile = 't.txt', mainFile = 'm.txt') {
  const repo = addRepo(harness().sandbox.store, 'alice', name, { 'README.md': '# demo\n' });
  repo.git.branches.set('topic', repo.git.branches.get('main') as string);
  const head = commit(repo, 'topic', topicFile, 'from topic\n');
  const base = commit(repo, 'main', mainFile, 'from main\n');
  const opened = await writeField(
    harness(),
    'createPullRequest',
    { owner: 'alice', repo: name, head: 'topic', base: 'main', title: `Change ${name}` },
    '... on CreatePullRequestPayload { pullRequest { number } }',
  );
  expect(opened.pullRequest.number).toBe(1);
  harness().resetCalls();
  return { repo, head, base };
}

const parentsOf = (repo: RepoRec, sha: string) => {
  const object = repo.git.objects.get(sha);
  return object?.type === 'commit' ? object.commit.parents : [];
};

const update = (repo: string, style: string | null, as: DemoUser = 'alice') =>
  writeField(
    harness(),
    'updatePullRequestBranch',
    { owner: 'alice', repo, number: 1, ...(style ? { style } : {}) },
    '... on UpdatePullRequestBranchPayload { pullRequest { number head { sha } } }',
    as,
  );

describe('updatePullRequestBranch', () => {
  it('merges the base into the head with one call (MERGE by default), and reads the pull request after it', async () => {
    const { repo, head, base } = await behindPull('update-merge');
    const result = await update('update-merge', null);
    const tip = repo.git.branches.get('topic') as string;
    expect(result).toEqual({
      __typename: 'UpdatePullRequestBranchPayload',
      pullRequest: { number: 1, head: { sha: tip } },
    });
    expect(parentsOf(repo, tip)).toEqual([head, base]);
    expect(calls()).toEqual({ [UPDATE_PULL_BRANCH]: 1, [PULL]: 1 });
  });

  it('replays the head’s commits onto the base with REBASE', async () => {
    const { repo, base } = await behindPull('update-rebase');
    const result = await update('update-rebase', 'REBASE');
    expect(result.__typename).toBe('UpdatePullRequestBranchPayload');
    expect(parentsOf(repo, repo.git.branches.get('topic') as string)).toEqual([base]);
    expect(harness().routes()).toEqual([UPDATE_PULL_BRANCH, PULL]);
  });

  it('answers ConflictError when both branches changed the same file differently', async () => {
    await behindPull('update-conflict', 'same.txt', 'same.txt');
    const result = await update('update-conflict', null);
    expect(result).toMatchObject({ __typename: 'ConflictError', upstreamStatus: 409 });
    expect(harness().routes()).toEqual([UPDATE_PULL_BRANCH]);
  });

  it('answers ForbiddenError to a reader who may not push to the head branch', async () => {
    await behindPull('update-forbidden');
    const result = await update('update-forbidden', null, 'carol');
    expect(result).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'only a caller who may push to the head branch may update it',
    });
    expect(harness().routes()).toEqual([UPDATE_PULL_BRANCH]);
  });

  it('answers NotFoundError for a pull request that does not exist', async () => {
    const result = await writeField(
      harness(),
      'updatePullRequestBranch',
      { owner: 'alice', repo: 'hello', number: 999 },
      '',
    );
    expect(result.__typename).toBe('NotFoundError');
    expect(harness().routes()).toEqual([UPDATE_PULL_BRANCH]);
  });
});

describe('mergePullRequest with mergeWhenChecksSucceed, and cancelAutoMerge', () => {
  async function pendingPull(name: string) {
    const pull = await behindPull(name);
    const { store } = harness().sandbox;
    const now = new Date('2026-02-02T00:00:00Z');
    store.commitStatuses.push({
      id: store.nextId(store.commitStatuses),
      repoId: pull.repo.id,
      sha: pull.head,
      index: 1,
      state: 'pending',
      targetUrl: '',
      description: 'building',
      context: 'ci',
      creatorId: 2,
      createdAt: now,
      updatedAt: now,
    });
    return pull;
  }

  const merge = (repo: string) =>
    writeField(
      harness(),
      'mergePullRequest',
      { owner: 'alice', repo, number: 1, mergeWhenChecksSucceed: true },
      '... on MergePullRequestPayload { scheduled pullRequest { merged } }',
    );
  const cancel = (repo: string, as: DemoUser = 'alice') =>
    writeField(
      harness(),
      'cancelAutoMerge',
      { owner: 'alice', repo, number: 1 },
      '... on CancelAutoMergePayload { pullRequest { number merged } }',
      as,
    );

  it('schedules the merge while a check is pending (201, one call), and cancelAutoMerge cancels it in one call', async () => {
    await pendingPull('auto-merge');
    const scheduled = await merge('auto-merge');
    expect(scheduled).toEqual({
      __typename: 'MergePullRequestPayload',
      scheduled: true,
      pullRequest: { merged: false },
    });
    expect(calls()).toEqual({ [MERGE_PULL]: 1, [PULL]: 1 });
    harness().resetCalls();
    const cancelled = await cancel('auto-merge');
    expect(cancelled).toEqual({
      __typename: 'CancelAutoMergePayload',
      pullRequest: { number: 1, merged: false },
    });
    expect(calls()).toEqual({ [CANCEL_AUTO_MERGE]: 1, [PULL]: 1 });
  });

  it('merges at once when the head has no checks running (scheduled false)', async () => {
    await behindPull('auto-merge-now');
    const merged = await merge('auto-merge-now');
    expect(merged).toMatchObject({ scheduled: false, pullRequest: { merged: true } });
  });

  it('answers NotFoundError when nothing is scheduled, and ForbiddenError to a reader who did not schedule it', async () => {
    await pendingPull('auto-merge-refused');
    expect((await cancel('auto-merge-refused')).__typename).toBe('NotFoundError');
    await merge('auto-merge-refused');
    harness().resetCalls();
    expect((await cancel('auto-merge-refused', 'carol')).__typename).toBe('ForbiddenError');
    expect(harness().routes()).toEqual([CANCEL_AUTO_MERGE]);
  });
});
