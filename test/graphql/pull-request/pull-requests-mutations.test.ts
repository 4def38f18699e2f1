// The pull request writes over HTTP against the sandbox: createPullRequest, updatePullRequest,
// mergePullRequest, requestReviewers, submitPullReview, dismissPullReview and createCommitStatus.
// Each runs its example of operations/area-pulls.graphql: success and the read-back through the
// graph, every member of its union with the forge answer behind it, the checks made before any
// call, and its exact forge calls.

import { describe, expect, it } from 'vitest';
import { listFiles } from '../../../src/sandbox/git/repository.js';
import { MERGE_PULL, PULL, PULL_COMMITS, PULL_FILES, REPO } from '../../helpers/forge-routes.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import { expectResults, HELLO, itAnswers } from '../../helpers/mutation-results.js';
import { addRepo, type Json, mutate as mutateExample } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

/** Runs example `name` of operations/area-pulls.graphql with `{ input }` as `as`. */
const mutate = (name: string, input: Json, as?: DemoUser) => mutateExample(harness, name, input, as);

const calls = () => countRoutes(harness.routes());
/** Pull request `number` of alice/`repo`, the fields of `selection` as the graph reads them to alice. */
const readPull = async (repo: string, number: number, selection: string) => {
  const { data } = await harness.query<Json>(
    `{ repository(owner: "alice", name: "${repo}") { pullRequest(number: ${number}) { ${selection} } } }`,
    {},
    { as: 'alice' },
  );
  return data?.repository?.pullRequest;
};
const store = () => harness.sandbox.store;
const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64');

/** A repository of the test's own with `main` and a `topic` branch one commit ahead (and a `side` branch). */
function topicRepo(name: string) {
  const repo = addRepo(store(), 'alice', name, { 'README.md': '# demo\n', 'a.txt': 'one\n' });
  const git = repo.git;
  const main = git.branches.get('main') as string;
  git.branches.set('topic', main);
  git.branches.set('side', main);
  return repo;
}

async function commitOn(repoName: string, branch: string, files: Record<string, string>, message: string) {
  const { commitChanges } = await import('../../../src/sandbox/git/repository.js');
  const repo = store().repos.find((r) => r.name === repoName);
  if (!repo) throw new Error(repoName);
  const operations = Object.entries(files).map(([path, content]) => ({
    operation: 'upload' as const,
    path,
    content: Buffer.from(content),
  }));
  const who = { name: 'Alice Anderson', email: 'alice@example.com', date: new Date('2026-02-01T00:00:00Z') };
  const result = commitChanges(repo.git, 'main', {
    branch,
    operations,
    message,
    author: who,
    committer: who,
  });
  if ('error' in result) throw new Error(result.error.message);
  return result.commit.sha;
}

/** A repository of the test's own with pull request #1 open from `topic`, whose one commit holds `files`. */
async function openPull(name: string, files: Record<string, string>, title = `Change ${name}`) {
  topicRepo(name);
  const head = await commitOn(name, 'topic', files, title);
  await mutate(
    'CreatePullRequest',
    { owner: 'alice', repo: name, head: 'topic', base: 'main', title },
    'alice',
  );
  harness.resetCalls();
  return head;
}

describe('createPullRequest', () => {
  it('opens a pull request with its diff stats in one call, and the graph reads it back', async () => {
    topicRepo('open-pr');
    await commitOn('open-pr', 'topic', { 'a.txt': 'one\ntwo\n', 'b.txt': 'new\n' }, 'Add two');
    const { result } = await mutate(
      'CreatePullRequest',
      {
        owner: 'alice',
        repo: 'open-pr',
        head: 'topic',
        base: 'main',
        title: 'Add two',
        clientMutationId: 'c1',
      },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'CreatePullRequestPayload',
      clientMutationId: 'c1',
      pullRequest: {
        number: 1,
        title: 'Add two',
        state: 'OPEN',
        changedFiles: 2,
        additions: 2,
        deletions: 0,
        head: { ref: 'topic' },
      },
      repository: { fullName: 'alice/open-pr' },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/pulls': 1, [REPO]: 1 });
    const read = await readPull(
      'open-pr',
      1,
      'files { totalCount nodes { filename status } } commits { totalCount }',
    );
    expect(read).toEqual({
      files: {
        totalCount: 2,
        nodes: [
          { filename: 'a.txt', status: 'modified' },
          { filename: 'b.txt', status: 'added' },
        ],
      },
      commits: { totalCount: 1 },
    });
  });

  it('opens a pull request that lets maintainers edit its head, in the one creating call', async () => {
    topicRepo('maintainer-edit');
    await commitOn('maintainer-edit', 'topic', { 'c.txt': 'c\n' }, 'Add c');
    const created = await harness.query<Json>(
      `mutation ($input: CreatePullRequestInput!) {
        createPullRequest(input: $input) { ... on CreatePullRequestPayload { pullRequest { number allowMaintainerEdit } } }
      }`,
      {
        input: {
          owner: 'alice',
          repo: 'maintainer-edit',
          head: 'topic',
          base: 'main',
          title: 'Add c',
          allowMaintainerEdit: true,
        },
      },
      { as: 'alice' },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createPullRequest).toEqual({
      pullRequest: { number: 1, allowMaintainerEdit: true },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/pulls': 1 });
    const pull = store().pulls.at(-1);
    expect(pull?.allowMaintainerEdit).toBe(true);
  });

  itAnswers(harness, 'CreatePullRequest', [
    [
      'ConflictError for a second open pull request of the same branches (409)',
      { ...HELLO, head: 'feature-b', base: 'main', title: 'Again' },
      'bob',
      {
        __typename: 'ConflictError',
        upstreamStatus: 409,
        message: 'Pull request already exists for these targets.',
      },
    ],
    [
      'NotFoundError for a branch that does not exist (404)',
      { ...HELLO, head: 'nope', base: 'main', title: 'x' },
      'bob',
      { __typename: 'NotFoundError', upstreamStatus: 404 },
    ],
    [
      'ValidationError for an assignee the forge does not know (422)',
      { ...HELLO, head: 'fix-typo', base: 'main', title: 'x', assignees: ['nobody'] },
      'alice',
      {
        __typename: 'ValidationError',
        upstreamStatus: 422,
        message: expect.stringContaining('Assignee does not exist'),
      },
    ],
    [
      'RepoArchivedError on an archived repository (423)',
      { owner: 'acme', repo: 'legacy', head: 'a', base: 'main', title: 'x' },
      'alice',
      { __typename: 'RepoArchivedError', upstreamStatus: 423 },
    ],
  ]);

  it('answers UpstreamError when the forge fails, and calls it once', async () => {
    harness.sandbox.faults.injectStatus('POST /repos/{owner}/{repo}/pulls', 503, { times: 1 });
    const { result } = await mutate(
      'CreatePullRequest',
      { ...HELLO, head: 'fix-typo', base: 'main', title: 'x' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: 503,
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/pulls']);
  });

  it.each([
    ['identical branches', { head: 'main', base: 'main', title: 'x' }, 'head'],
    ['an empty title', { head: 'fix-typo', base: 'main', title: ' ' }, 'title'],
    ['an empty head', { head: '', base: 'main', title: 'x' }, 'head'],
    ['a milestone id of 0', { head: 'fix-typo', base: 'main', title: 'x', milestone: 0 }, 'milestone'],
  ])('refuses %s without calling the forge', async (_case, input, field) => {
    const { result } = await mutate('CreatePullRequest', { ...HELLO, ...input }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });

  it('answers UnauthenticatedError to an anonymous caller without calling the forge', async () => {
    const { result } = await mutate('CreatePullRequest', {
      ...HELLO,
      head: 'fix-typo',
      base: 'main',
      title: 'x',
    });
    expect(result).toMatchObject({ __typename: 'UnauthenticatedError', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('the files and commits of a new pull request', () => {
  it('page two at a time over the forge’s pages, newest commit first', async () => {
    topicRepo('paged-pr');
    const first = await commitOn('paged-pr', 'topic', { 'p1.txt': '1\n' }, 'One');
    const second = await commitOn('paged-pr', 'topic', { 'p2.txt': '2\n' }, 'Two');
    const third = await commitOn('paged-pr', 'topic', { 'p3.txt': '3\n' }, 'Three');
    await mutate(
      'CreatePullRequest',
      { owner: 'alice', repo: 'paged-pr', head: 'topic', base: 'main', title: 'Three' },
      'alice',
    );
    const page = (after: string | null) =>
      harness.query<Json>(
        `query($after: String) { repository(owner: "alice", name: "paged-pr") { pullRequest(number: 1) {
          files(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { filename } }
          commits(first: 2, after: $after) { totalCount pageInfo { hasNextPage } nodes { sha } } } } }`,
        { after },
        { as: 'alice' },
      );
    const one = (await page(null)).data?.repository?.pullRequest;
    expect(one.files).toMatchObject({
      totalCount: 3,
      pageInfo: { hasNextPage: true },
      nodes: [{ filename: 'p1.txt' }, { filename: 'p2.txt' }],
    });
    expect(one.commits).toMatchObject({
      totalCount: 3,
      pageInfo: { hasNextPage: true },
      nodes: [{ sha: third }, { sha: second }],
    });
    harness.resetCalls();
    const two = (await page(one.files.pageInfo.endCursor)).data?.repository?.pullRequest;
    expect(two.files).toMatchObject({ pageInfo: { hasNextPage: false }, nodes: [{ filename: 'p3.txt' }] });
    expect(two.commits).toMatchObject({ pageInfo: { hasNextPage: false }, nodes: [{ sha: first }] });
    expect(calls()).toEqual({
      [PULL_FILES]: 1,
      [PULL_COMMITS]: 1,
    });
  });
});

describe('updatePullRequest', () => {
  it('changes the title and closes, in one call, and the graph reads it back', async () => {
    await openPull('edit-pr', { 'c.txt': 'c\n' }, 'First');
    const { result } = await mutate(
      'UpdatePullRequest',
      { owner: 'alice', repo: 'edit-pr', number: 1, title: 'Second', clientMutationId: 'u1' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpdatePullRequestPayload',
      clientMutationId: 'u1',
      pullRequest: { title: 'Second', state: 'OPEN' },
    });
    expect(harness.routes()).toEqual(['PATCH /repos/{owner}/{repo}/pulls/{index}']);
    const closed = await harness.query<Json>(
      'mutation($input: UpdatePullRequestInput!) { updatePullRequest(input: $input) { ... on UpdatePullRequestPayload { pullRequest { state closedAt } } } }',
      { input: { owner: 'alice', repo: 'edit-pr', number: 1, state: 'CLOSED' } },
      { as: 'alice' },
    );
    expect(closed.data?.updatePullRequest.pullRequest).toMatchObject({
      state: 'CLOSED',
      closedAt: expect.any(String),
    });
  });

  it('answers ConflictError when the new base already has an open pull request of the head (409)', async () => {
    await openPull('retarget-pr', { 't.txt': 't\n' }, 'Into main');
    await mutate(
      'CreatePullRequest',
      { owner: 'alice', repo: 'retarget-pr', head: 'topic', base: 'side', title: 'Into side' },
      'alice',
    );
    const { result } = await mutate(
      'UpdatePullRequest',
      { owner: 'alice', repo: 'retarget-pr', number: 2, base: 'main' },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ConflictError', upstreamStatus: 409 });
    expect(result.message).toBe('Pull request already exists for these targets.');
  });

  itAnswers(harness, 'UpdatePullRequest', [
    [
      'ForbiddenError when the caller neither wrote it nor may write (403)',
      { ...HELLO, number: 4, title: 'Mine now' },
      'carol',
      { __typename: 'ForbiddenError', upstreamStatus: 403 },
    ],
    [
      'ConflictError for a change of state of a merged pull request (412)',
      { owner: 'alice', repo: 'many-prs', number: 3, state: 'OPEN' },
      'alice',
      {
        __typename: 'ConflictError',
        upstreamStatus: 412,
        message: 'Cannot change state of this pull request, it was already merged.',
      },
    ],
    [
      'NotFoundError for a number that is no pull request (404)',
      { ...HELLO, number: 1, title: 'x' },
      'alice',
      { __typename: 'NotFoundError', upstreamStatus: 404 },
    ],
    [
      'ValidationError for an assignee without access (422)',
      { ...HELLO, number: 3, assignees: ['carol'] },
      'alice',
      { __typename: 'ValidationError', upstreamStatus: 422 },
    ],
  ]);

  it.each([
    ['nothing to change', { number: 3 }, 'title'],
    ['an empty title', { number: 3, title: '' }, 'title'],
    ['number 0', { number: 0, title: 'x' }, 'number'],
  ])('refuses %s without calling the forge', async (_case, input, field) => {
    const { result } = await mutate('UpdatePullRequest', { ...HELLO, ...input }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('mergePullRequest', () => {
  const repoOf = (name: string) => store().repos.find((r) => r.name === name);
  const commitOf = (name: string, sha: string) => repoOf(name)?.git.objects.get(sha);

  it('makes a real merge commit with two parents, closes the pull request and deletes the branch', async () => {
    const head = await openPull('merge-pr', { 'm.txt': 'merged\n' });
    const base = repoOf('merge-pr')?.git.branches.get('main') as string;
    const { result } = await mutate(
      'MergePullRequest',
      {
        owner: 'alice',
        repo: 'merge-pr',
        number: 1,
        method: 'MERGE',
        deleteBranch: true,
        expectedHeadSha: head,
      },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'MergePullRequestPayload',
      pullRequest: {
        number: 1,
        state: 'CLOSED',
        merged: true,
        mergedBy: { login: 'alice' },
        mergedAt: expect.any(String),
      },
      repository: { fullName: 'alice/merge-pr' },
    });
    const tip = repoOf('merge-pr')?.git.branches.get('main') as string;
    expect(result.pullRequest.mergeCommitSha).toBe(tip);
    const merge = commitOf('merge-pr', tip);
    expect(merge).toMatchObject({ type: 'commit', commit: { parents: [base, head] } });
    expect(merge?.type === 'commit' && merge.commit.message).toContain(
      "Merge pull request 'Change merge-pr' (#1) from topic into main",
    );
    expect(listFiles(repoOf('merge-pr')!.git, tip)?.has('m.txt')).toBe(true);
    expect(repoOf('merge-pr')?.git.branches.has('topic')).toBe(false);
    expect(calls()).toEqual({ [MERGE_PULL]: 1, [PULL]: 1, [REPO]: 1 });
  });

  it('squashes into one commit with one parent, and still lists the merged pull request’s files', async () => {
    await openPull('squash-pr', { 's.txt': 's\n' });
    const base = repoOf('squash-pr')?.git.branches.get('main') as string;
    const { result } = await mutate(
      'MergePullRequest',
      { owner: 'alice', repo: 'squash-pr', number: 1, method: 'SQUASH', commitTitle: 'Squashed' },
      'alice',
    );
    const tip = repoOf('squash-pr')?.git.branches.get('main') as string;
    expect(result.pullRequest.mergeCommitSha).toBe(tip);
    expect(commitOf('squash-pr', tip)).toMatchObject({ commit: { parents: [base], message: 'Squashed\n' } });
    expect(repoOf('squash-pr')?.git.branches.has('topic')).toBe(true);
    const files = await readPull('squash-pr', 1, 'files { nodes { filename } }');
    expect(files.files.nodes).toEqual([{ filename: 's.txt' }]);
  });

  it('fast-forwards when the base has not moved', async () => {
    const head = await openPull('ff-pr', { 'f.txt': 'f\n' });
    const { result } = await mutate(
      'MergePullRequest',
      { owner: 'alice', repo: 'ff-pr', number: 1, method: 'FAST_FORWARD_ONLY' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'MergePullRequestPayload',
      pullRequest: { merged: true, mergeCommitSha: head },
    });
    expect(repoOf('ff-pr')?.git.branches.get('main')).toBe(head);
  });

  it('rebases the head’s commits onto a base that moved', async () => {
    const head = await openPull('rebase-pr', { 'r.txt': 'r\n' });
    const moved = await commitOn('rebase-pr', 'main', { 'other.txt': 'o\n' }, 'Meanwhile');
    const { result } = await mutate(
      'MergePullRequest',
      { owner: 'alice', repo: 'rebase-pr', number: 1, method: 'REBASE' },
      'alice',
    );
    const tip = repoOf('rebase-pr')?.git.branches.get('main') as string;
    expect(result.pullRequest.mergeCommitSha).toBe(tip);
    expect(tip).not.toBe(head);
    expect(commitOf('rebase-pr', tip)).toMatchObject({
      commit: { parents: [moved], message: 'Change rebase-pr\n' },
    });
    expect([...(listFiles(repoOf('rebase-pr')!.git, tip)?.keys() ?? [])].sort()).toEqual([
      'README.md',
      'a.txt',
      'other.txt',
      'r.txt',
    ]);
  });

  it('answers NotMergeableError when fast-forward is not possible (405)', async () => {
    await openPull('noff-pr', { 'n.txt': 'n\n' });
    await commitOn('noff-pr', 'main', { 'other.txt': 'o\n' }, 'Meanwhile');
    const { result } = await mutate(
      'MergePullRequest',
      { owner: 'alice', repo: 'noff-pr', number: 1, method: 'FAST_FORWARD_ONLY' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'NotMergeableError',
      upstreamStatus: 405,
      message: 'Not possible to fast-forward.',
    });
  });

  it('answers NotMergeableError for a pull request merged already (405) and for a reader (405)', async () => {
    await expectResults(harness, 'MergePullRequest', [
      [
        { owner: 'alice', repo: 'many-prs', number: 3 },
        'alice',
        {
          __typename: 'NotMergeableError',
          upstreamStatus: 405,
          message: 'Pull request #3 is already merged.',
        },
      ],
      [
        { ...HELLO, number: 3 },
        'carol',
        { __typename: 'NotMergeableError', message: 'User not allowed to merge PR.' },
      ],
    ]);
  });

  it('answers ConflictError when the head moved past `expectedHeadSha` (409)', async () => {
    await openPull('moved-pr', { 'x.txt': 'x\n' });
    const { result } = await mutate(
      'MergePullRequest',
      { owner: 'alice', repo: 'moved-pr', number: 1, expectedHeadSha: 'a'.repeat(40) },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'ConflictError',
      upstreamStatus: 409,
      message: 'Head out of date.',
    });
    expect(harness.routes()).toEqual([MERGE_PULL]);
  });

  it('answers ConflictError when both sides changed a file (409)', async () => {
    await openPull('clash-pr', { 'a.txt': 'theirs\n' });
    await commitOn('clash-pr', 'main', { 'a.txt': 'ours\n' }, 'Meanwhile');
    const { result } = await mutate(
      'MergePullRequest',
      { owner: 'alice', repo: 'clash-pr', number: 1 },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ConflictError', upstreamStatus: 409 });
  });

  it('answers NotFoundError for a closed pull request (404) and RepoArchivedError on an archived repository (423)', async () => {
    await expectResults(harness, 'MergePullRequest', [
      [{ ...HELLO, number: 5 }, 'alice', { __typename: 'NotFoundError', upstreamStatus: 404 }],
      [
        { owner: 'acme', repo: 'legacy', number: 1 },
        'alice',
        { __typename: 'RepoArchivedError', upstreamStatus: 423 },
      ],
    ]);
  });

  it('answers ValidationError when the forge refuses the form (422)', async () => {
    harness.sandbox.faults.injectStatus(MERGE_PULL, 422, {
      times: 1,
      body: { message: '[Do]: In' },
    });
    const { result } = await mutate('MergePullRequest', { ...HELLO, number: 4 }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422, field: 'Do' });
  });

  it.each([
    ['a short expected head', { expectedHeadSha: 'abc' }, 'expectedHeadSha'],
    ['MANUALLY_MERGED without its commit', { method: 'MANUALLY_MERGED' }, 'mergeCommitSha'],
    ['a merge commit for another method', { mergeCommitSha: 'a'.repeat(40) }, 'mergeCommitSha'],
    ['number 0', { number: 0 }, 'number'],
  ])('refuses %s without calling the forge', async (_case, input, field) => {
    const { result } = await mutate('MergePullRequest', { ...HELLO, number: 4, ...input }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('requestReviewers', () => {
  it('asks carol to review #3 in one call; the pull request then requests her', async () => {
    const { result } = await mutate(
      'RequestReviewers',
      { ...HELLO, number: 3, reviewers: ['carol'] },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'RequestReviewersPayload',
      reviewRequests: [{ state: 'REQUEST_REVIEW', author: { login: 'carol' } }],
      pullRequest: { requestedReviewers: [{ login: 'carol' }] },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers': 1, [PULL]: 1 });
  });

  it('asks a team on an organization’s repository; the pull request then lists the team', async () => {
    const template = store().repos.find((r) => r.name === 'template');
    template?.git.branches.set('team-topic', template.git.branches.get('main') as string);
    const opened = await mutate(
      'CreatePullRequest',
      { owner: 'acme', repo: 'template', head: 'team-topic', base: 'main', title: 'For the devs' },
      'alice',
    );
    harness.resetCalls();
    const response = await harness.query<Json>(
      `mutation($input: RequestReviewersInput!) { requestReviewers(input: $input) { ... on RequestReviewersPayload {
        reviewRequests { state author { login } team { name } } pullRequest { requestedReviewersTeams { name } } } } }`,
      {
        input: {
          owner: 'acme',
          repo: 'template',
          number: opened.result.pullRequest.number,
          teamReviewers: ['devs'],
        },
      },
      { as: 'alice' },
    );
    expect(response.data?.requestReviewers).toEqual({
      reviewRequests: [{ state: 'REQUEST_REVIEW', author: null, team: { name: 'devs' } }],
      pullRequest: { requestedReviewersTeams: [{ name: 'devs' }] },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers': 1, [PULL]: 1 });
  });

  it('answers NotFoundError for an unknown user (404), ValidationError for the author (422), ForbiddenError on a closed one (403)', async () => {
    await expectResults(harness, 'RequestReviewers', [
      [
        { ...HELLO, number: 4, reviewers: ['nobody'] },
        'alice',
        { __typename: 'NotFoundError', upstreamStatus: 404 },
      ],
      [
        { ...HELLO, number: 4, reviewers: ['bob'] },
        'alice',
        { __typename: 'ValidationError', upstreamStatus: 422, message: "Poster of pr can't be reviewer." },
      ],
      [
        { ...HELLO, number: 5, reviewers: ['carol'] },
        'alice',
        { __typename: 'ForbiddenError', upstreamStatus: 403 },
      ],
    ]);
  });

  it.each([
    ['nobody to ask', {}, 'reviewers'],
    ['an empty login', { reviewers: [''] }, 'reviewers[0]'],
  ])('refuses %s without calling the forge', async (_case, input, field) => {
    const { result } = await mutate('RequestReviewers', { ...HELLO, number: 3, ...input }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field });
    expect(harness.routes()).toEqual([]);
  });
});

describe('submitPullReview', () => {
  const aliceDraft = globalId('PullReview', 'alice/hello#5/6');

  it('submits alice’s pending review as a comment in one call; the list then shows it submitted', async () => {
    const { result } = await mutate(
      'SubmitPullReview',
      { reviewId: aliceDraft, event: 'COMMENT', body: 'Two small things, both optional.' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'SubmitPullReviewPayload',
      pullReview: {
        id: aliceDraft,
        state: 'COMMENT',
        body: 'Two small things, both optional.',
        commentsCount: 1,
      },
      pullRequest: { number: 5 },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}': 1, [PULL]: 1 });
    const read = await harness.query<Json>(
      `{ node(id: "${aliceDraft}") { ... on PullReview { state } } }`,
      {},
      { as: 'bob' },
    );
    expect(read.data?.node).toEqual({ state: 'COMMENT' });
  });

  itAnswers(harness, 'SubmitPullReview', [
    [
      'ValidationError for a review that is not pending (422)',
      { reviewId: globalId('PullReview', 'alice/hello#4/1'), event: 'COMMENT', body: 'x' },
      'alice',
      {
        __typename: 'ValidationError',
        upstreamStatus: 422,
        message: 'Only a pending review can be submitted.',
      },
    ],
    [
      'NotFoundError for someone else’s pending review (404)',
      { reviewId: globalId('PullReview', 'alice/hello#3/4'), event: 'APPROVED' },
      'bob',
      { __typename: 'NotFoundError', upstreamStatus: 404 },
    ],
  ]);

  it.each([
    [
      'an id of another type',
      { reviewId: globalId('Issue', 'alice/hello#1'), event: 'COMMENT', body: 'x' },
      'reviewId',
    ],
    ['an id it never gave out', { reviewId: 'nonsense', event: 'COMMENT', body: 'x' }, 'reviewId'],
    ['changes requested without a body', { reviewId: aliceDraft, event: 'REQUEST_CHANGES' }, 'body'],
  ])('refuses %s without calling the forge', async (_case, input, field) => {
    const { result } = await mutate('SubmitPullReview', input, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('dismissPullReview', () => {
  it('dismisses bob’s approval of #3 in one call, which stays official (the forge changes `dismissed` alone)', async () => {
    const id = globalId('PullReview', 'alice/hello#3/3');
    const { result } = await mutate('DismissPullReview', { reviewId: id, message: 'Stale.' }, 'alice');
    expect(result).toMatchObject({
      __typename: 'DismissPullReviewPayload',
      pullReview: { id, state: 'APPROVED', dismissed: true, official: true },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/dismissals']);
  });

  it('answers ForbiddenError to a non-admin (403) and NotFoundError for a review of another pull request (404)', async () => {
    await expectResults(harness, 'DismissPullReview', [
      [
        { reviewId: globalId('PullReview', 'alice/hello#4/1') },
        'bob',
        {
          __typename: 'ForbiddenError',
          upstreamStatus: 403,
          message: "Not allowed in the repository 'alice/hello': Must be repo admin.",
        },
      ],
      [
        { reviewId: globalId('PullReview', 'alice/hello#3/1') },
        'alice',
        { __typename: 'NotFoundError', upstreamStatus: 404 },
      ],
    ]);
  });

  it('refuses an id that names no review without calling the forge', async () => {
    const { result } = await mutate(
      'DismissPullReview',
      { reviewId: globalId('PullReview', 'alice/hello#3') },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'reviewId' });
    expect(harness.routes()).toEqual([]);
  });
});

describe('createCommitStatus', () => {
  const headA = () => store().repos[0]?.git.branches.get('feature-a') as string;

  it('reports a status in one call; the pull request’s check then counts it', async () => {
    const { result } = await mutate(
      'CreateCommitStatus',
      {
        ...HELLO,
        sha: headA(),
        state: 'SUCCESS',
        context: 'ci/test',
        description: 'All tests passed',
        targetUrl: 'https://ci.example.com/builds/7',
      },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'CreateCommitStatusPayload',
      status: {
        state: 'SUCCESS',
        context: 'ci/test',
        targetUrl: 'https://ci.example.com/builds/7',
        creator: { login: 'alice' },
      },
      repository: { fullName: 'alice/hello' },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/statuses/{sha}': 1, [REPO]: 1 });
    const read = await readPull('hello', 3, 'statusCheck { state totalCount }');
    expect(read.statusCheck).toEqual({ state: 'SUCCESS', totalCount: 2 });
  });

  it('answers ForbiddenError to a reader (403), NotFoundError for a missing repository (404), UpstreamError for an unknown commit (500)', async () => {
    const failure = { ...HELLO, sha: headA(), state: 'FAILURE' };
    await expectResults(harness, 'CreateCommitStatus', [
      [failure, 'carol', { __typename: 'ForbiddenError', upstreamStatus: 403 }],
      [{ ...failure, repo: 'nope' }, 'alice', { __typename: 'NotFoundError', upstreamStatus: 404 }],
      [
        { ...failure, sha: 'b'.repeat(40) },
        'alice',
        { __typename: 'UpstreamError', code: 'UPSTREAM_ERROR', upstreamStatus: 500 },
      ],
    ]);
  });

  it('answers ValidationError when the forge refuses the body (422)', async () => {
    harness.sandbox.faults.injectStatus('POST /repos/{owner}/{repo}/statuses/{sha}', 422, {
      times: 1,
      body: { message: '[Context]: MaxSize' },
    });
    const { result } = await mutate(
      'CreateCommitStatus',
      { ...HELLO, sha: headA(), state: 'SUCCESS' },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422, field: 'Context' });
  });

  it('refuses a sha that is not 40 hexadecimal digits without calling the forge', async () => {
    const { result } = await mutate(
      'CreateCommitStatus',
      { ...HELLO, sha: 'main', state: 'SUCCESS' },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'sha', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});
