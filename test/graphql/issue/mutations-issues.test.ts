// addIssueDependency and removeIssueAssignees over HTTP against the sandbox forge, including
// removeIssueAssignees on a forge without the DELETE .../assignees route (real Gitea), where
// the gateway edits the assignee list instead.

import { beforeEach, describe, expect, it } from 'vitest';
import { EDIT_ISSUE, ISSUE } from '../../helpers/forge-routes.js';
import { HELLO } from '../../helpers/mutation-results.js';
import { issueRecord, type Json, mutate } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();
beforeEach(() => {
  harness.sandbox.options.assigneesRoute = true;
});

const ALICE = 2;
const BOB = 3;
const CAROL = 4;

const issueOf = (owner: string, repo: string, index: number) =>
  issueRecord(harness.sandbox.store, owner, repo, index);

describe('addIssueDependency', () => {
  const depend = (input: Json, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    mutate(harness, 'AddIssueDependency', { ...HELLO, ...input }, as);

  it('makes the issue blocked by the other one and returns both', async () => {
    const { result } = await depend({ number: 1, dependencyNumber: 2, clientMutationId: 'dep-1' });
    expect(result).toEqual({
      __typename: 'AddIssueDependencyPayload',
      clientMutationId: 'dep-1',
      issue: { number: 1, title: 'Greeting ignores the name' },
      dependency: { number: 2, title: 'Add a farewell message', repository: { fullName: 'alice/hello' } },
    });
    expect(harness.routes()[0]).toBe('POST /repos/{owner}/{repo}/issues/{index}/dependencies');
    expect(harness.sandbox.calls[0]?.path).toBe('/repos/alice/hello/issues/1/dependencies');
    expect(issueOf('alice', 'hello', 1).blockedBy).toContain(issueOf('alice', 'hello', 2).id);
  });

  it('accepts a blocking issue of another repository', async () => {
    const { result } = await depend({
      number: 2,
      dependencyOwner: 'alice',
      dependencyRepo: 'secret',
      dependencyNumber: 1,
    });
    expect(result).toMatchObject({
      __typename: 'AddIssueDependencyPayload',
      dependency: { number: 1, title: 'Rotate the keys', repository: { fullName: 'alice/secret' } },
    });
    expect(issueOf('alice', 'hello', 2).blockedBy).toContain(issueOf('alice', 'secret', 1).id);
  });

  it('answers NotFoundError when the blocking issue does not exist', async () => {
    const { result } = await depend({ number: 1, dependencyNumber: 99 });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(result.message).toBe(
      "Could not find what this change refers to in the repository 'alice/hello': issue does not exist.",
    );
  });

  it('answers RepoArchivedError in an archived repository', async () => {
    const { result } = await depend({ owner: 'acme', repo: 'legacy', number: 1, dependencyNumber: 1 });
    expect(result).toMatchObject({ __typename: 'RepoArchivedError', upstreamStatus: 423 });
  });

  it('answers UpstreamError for a dependency that already exists (the forge fails with a 500)', async () => {
    await depend({ number: 3, dependencyNumber: 4 });
    const { result } = await depend({ number: 3, dependencyNumber: 4 });
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_ERROR',
      upstreamStatus: 500,
    });
  });

  it('refuses an issue number below 1 without calling the forge', async () => {
    const { result } = await depend({ number: 1, dependencyNumber: 0 });
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'dependencyNumber' });
    expect(harness.routes()).toEqual([]);
  });
});

describe('removeIssueAssignees', () => {
  const unassign = (input: Json, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    mutate(harness, 'RemoveIssueAssignees', { ...HELLO, ...input }, as);

  it('removes the assignees with the DELETE route where the forge has it', async () => {
    issueOf('alice', 'hello', 1).assigneeIds = [ALICE, BOB];
    const { result } = await unassign({ number: 1, assignees: ['bob'], clientMutationId: 'un-1' });
    expect(result).toEqual({
      __typename: 'RemoveIssueAssigneesPayload',
      clientMutationId: 'un-1',
      issue: { number: 1, assignees: [{ login: 'alice' }] },
    });
    expect(harness.routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}/assignees']);
    expect(issueOf('alice', 'hello', 1).assigneeIds).toEqual([ALICE]);
  });

  it('falls back to reading the issue and editing its assignee list where the route is missing (real Gitea)', async () => {
    harness.sandbox.options.assigneesRoute = false;
    issueOf('alice', 'hello', 5).assigneeIds = [ALICE, BOB];
    const { result } = await unassign({ number: 5, assignees: ['ALICE'] });
    expect(result).toEqual({
      __typename: 'RemoveIssueAssigneesPayload',
      clientMutationId: null,
      issue: { number: 5, assignees: [{ login: 'bob' }] },
    });
    expect(harness.routes()).toEqual(['(unmatched)', ISSUE, EDIT_ISSUE]);
    expect(issueOf('alice', 'hello', 5).assigneeIds).toEqual([BOB]);
  });

  it('falls back as well when the forge answers 405 (a path that exists for other methods only)', async () => {
    harness.sandbox.faults.injectStatus('DELETE /repos/{owner}/{repo}/issues/{index}/assignees', 405, {
      times: 1,
    });
    issueOf('alice', 'hello', 3).assigneeIds = [ALICE, BOB];
    const { result } = await unassign({ number: 3, assignees: ['bob'] });
    expect(result).toMatchObject({ issue: { number: 3, assignees: [{ login: 'alice' }] } });
    expect(harness.routes()).toEqual([
      'DELETE /repos/{owner}/{repo}/issues/{index}/assignees',
      ISSUE,
      EDIT_ISSUE,
    ]);
  });

  it('does not fall back when the route exists and the issue is missing (a JSON 404)', async () => {
    const { result } = await unassign({ number: 99, assignees: ['bob'] });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}/assignees']);
  });

  it('answers NotFoundError through the fallback for a missing issue', async () => {
    harness.sandbox.options.assigneesRoute = false;
    const { result } = await unassign({ number: 99, assignees: ['bob'] });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual(['(unmatched)', ISSUE]);
  });

  it('answers ForbiddenError for carol, on both kinds of forge, and changes nothing', async () => {
    issueOf('alice', 'hello', 4).assigneeIds = [BOB];
    const direct = await unassign({ number: 4, assignees: ['bob'] }, 'carol');
    expect(direct.result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    harness.sandbox.options.assigneesRoute = false;
    const fallback = await unassign({ number: 4, assignees: ['bob'] }, 'carol');
    expect(fallback.result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    expect(issueOf('alice', 'hello', 4).assigneeIds).toEqual([BOB]);
  });

  it('answers ForbiddenError when the forge silently keeps the list (a poster without write access)', async () => {
    harness.sandbox.options.assigneesRoute = false;
    const issue = issueOf('alice', 'hello', 2);
    issue.posterId = CAROL;
    issue.assigneeIds = [BOB];
    const { result } = await unassign({ number: 2, assignees: ['bob'] }, 'carol');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 201 });
    expect(issue.assigneeIds).toEqual([BOB]);
  });

  it('answers ValidationError for a user the forge does not know', async () => {
    const { result } = await unassign({ number: 1, assignees: ['nobody'] });
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
  });

  it('refuses an empty assignee list without calling the forge', async () => {
    const { result } = await unassign({ number: 1, assignees: [] });
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'assignees', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});
