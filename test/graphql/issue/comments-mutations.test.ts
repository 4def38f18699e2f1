// addComment, updateComment, deleteComment, addReaction, removeReaction and addTrackedTime over HTTP
// against the sandbox forge, through the example operations of operations/comments.graphql: success
// and the read-back, every error member with the forge answer behind it, the validation that costs
// no call, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../../src/graphql/kit/global-id.js';
import {
  ADD_COMMENT,
  ADD_ISSUE_REACTION,
  ADD_ISSUE_TIME,
  DELETE_COMMENT,
  EDIT_COMMENT,
  ISSUE,
  PULL,
} from '../../helpers/forge-routes.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import { expectResults, HELLO, itAnswers } from '../../helpers/mutation-results.js';
import { issueRecord, type Json, mutate as mutateExample } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

/** Runs example `name` of operations/comments.graphql with `{ input }`; `result` is the field's value. */
const run = (name: string, input: Json, as?: DemoUser) => mutateExample(harness, name, input, as);

const calls = () => countRoutes(harness.routes());

const issueOf = (repo: string, index: number, owner = 'alice') =>
  issueRecord(harness.sandbox.store, owner, repo, index);

/** A fresh comment of `poster` on alice/hello#2 (or another issue), and its global id. */
function seedComment(poster: number, issue = issueOf('hello', 2), body = 'A comment to change') {
  const { store } = harness.sandbox;
  const now = store.now();
  const id = store.nextId(store.comments);
  store.comments.push({ id, issueId: issue.id, posterId: poster, body, createdAt: now, updatedAt: now });
  issue.numComments += 1;
  const repo = store.repo(issue.repoId);
  const owner = store.user(repo.ownerId);
  return {
    id,
    gid: encodeGlobalID('Comment', `${owner.login}/${repo.name}#${issue.index}:${id}`.toLowerCase()),
  };
}

const ALICE = 2;
const BOB = 3;
const CAROL = 4;

describe('addComment', () => {
  it('comments on an issue with one write, and the issue reads back one more comment', async () => {
    const before = issueOf('hello', 2).numComments;
    const { result } = await run(
      'AddComment',
      { ...HELLO, number: 2, body: 'Count me in.', clientMutationId: 'c-1' },
      'carol',
    );
    expect(result).toMatchObject({
      __typename: 'AddCommentPayload',
      clientMutationId: 'c-1',
      comment: { body: 'Count me in.', author: { login: 'carol' } },
      issue: { commentCount: before + 1 },
    });
    expect(harness.routes()).toEqual([ADD_COMMENT, ISSUE]);
    const { data } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { ... on Comment { body issue { number } } } }',
      { id: result.comment.id },
    );
    expect(data?.node).toEqual({ body: 'Count me in.', issue: { number: 2 } });
  });

  it('comments on a pull request through the same route', async () => {
    const { result } = await run('AddComment', { ...HELLO, number: 4, body: 'Ship it.' }, 'bob');
    expect(result).toMatchObject({ __typename: 'AddCommentPayload', comment: { body: 'Ship it.' } });
    expect(harness.sandbox.calls[0]?.path).toBe('/repos/alice/hello/issues/4/comments');
  });

  it('answers ForbiddenError on a locked issue for those who cannot write (403)', async () => {
    const issue = issueOf('hello', 2);
    issue.isLocked = true;
    try {
      const { result } = await run('AddComment', { ...HELLO, number: 2, body: 'Hello?' }, 'carol');
      expect(result).toEqual({
        __typename: 'ForbiddenError',
        message: "Not allowed in the repository 'alice/hello': You cannot comment on a locked issue.",
        upstreamStatus: 403,
      });
      const writer = await run('AddComment', { ...HELLO, number: 2, body: 'Noted.' }, 'bob');
      expect(writer.result.__typename).toBe('AddCommentPayload');
    } finally {
      issue.isLocked = false;
    }
  });

  itAnswers(harness, 'AddComment', [
    [
      'NotFoundError for a repository the caller cannot see (404)',
      { owner: 'alice', repo: 'secret', number: 1, body: 'Hi' },
      'carol',
      { __typename: 'NotFoundError', upstreamStatus: 404 },
    ],
    [
      'RepoArchivedError in an archived repository (423)',
      { owner: 'acme', repo: 'legacy', number: 1, body: 'Hi' },
      'alice',
      { __typename: 'RepoArchivedError', upstreamStatus: 423 },
    ],
    [
      'UpstreamError for an issue number the forge does not have (Gitea fails with 500)',
      { ...HELLO, number: 999, body: 'Hi' },
      'alice',
      { __typename: 'UpstreamError', code: 'UPSTREAM_ERROR', upstreamStatus: 500 },
    ],
  ]);

  it('does not repeat a write whose answer was lost: the forge holds the comment once', async () => {
    const issue = issueOf('hello', 4);
    const before = harness.sandbox.store.comments.filter((c) => c.issueId === issue.id).length;
    harness.sandbox.faults.resetConnection(ADD_COMMENT, { times: 1, afterHandling: true });
    const { result } = await run('AddComment', { ...HELLO, number: 4, body: 'Lost?' }, 'alice');
    expect(result).toMatchObject({ __typename: 'UpstreamError', code: 'UPSTREAM_UNAVAILABLE' });
    expect(harness.routes()).toEqual([ADD_COMMENT]);
    expect(harness.sandbox.store.comments.filter((c) => c.issueId === issue.id)).toHaveLength(before + 1);
  });

  it('answers ValidationError for the forge’s 422 and refuses bad input without a call', async () => {
    const { result } = await run('AddComment', { ...HELLO, number: 2, body: '  ' }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'body', upstreamStatus: null });
    const zero = await run('AddComment', { ...HELLO, number: 0, body: 'x' }, 'alice');
    expect(zero.result).toMatchObject({ __typename: 'ValidationError', field: 'number' });
    const anonymous = await run('AddComment', { ...HELLO, number: 2, body: 'x' });
    expect(anonymous.result.__typename).toBe('UnauthenticatedError');
    expect(harness.routes()).toEqual([]);
  });

  it('answers ValidationError when the forge refuses the body itself (422)', async () => {
    harness.sandbox.faults.injectStatus(ADD_COMMENT, 422, { body: { message: '[Body]: Required' } });
    const { result } = await run('AddComment', { ...HELLO, number: 2, body: 'x' }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'Body', upstreamStatus: 422 });
  });
});

describe('updateComment', () => {
  it('lets the author change the text, and the comment reads back changed', async () => {
    const { gid } = seedComment(CAROL);
    const { result } = await run(
      'UpdateComment',
      { id: gid, body: 'Changed my mind.', clientMutationId: 'u-1' },
      'carol',
    );
    expect(result).toMatchObject({
      __typename: 'UpdateCommentPayload',
      clientMutationId: 'u-1',
      comment: { id: gid, body: 'Changed my mind.' },
      issue: { number: 2 },
    });
    expect(harness.routes()).toEqual([EDIT_COMMENT, ISSUE]);
    const { data } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { ... on Comment { body } } }',
      {
        id: gid,
      },
    );
    expect(data?.node).toEqual({ body: 'Changed my mind.' });
  });

  it('lets a writer change anyone’s comment', async () => {
    const { gid } = seedComment(CAROL);
    const { result } = await run('UpdateComment', { id: gid, body: 'Edited by a maintainer.' }, 'bob');
    expect(result.__typename).toBe('UpdateCommentPayload');
  });

  it('answers ForbiddenError to anyone else (Gitea’s empty 403)', async () => {
    const { gid } = seedComment(BOB);
    const { result } = await run('UpdateComment', { id: gid, body: 'Not mine.' }, 'carol');
    expect(result).toEqual({
      __typename: 'ForbiddenError',
      message: 'only the comment’s author or a writer of the repository may change it',
      upstreamStatus: 403,
    });
    expect(harness.routes()).toEqual([EDIT_COMMENT]);
  });

  it('answers NotFoundError for a comment that does not exist, or of another repository', async () => {
    const notFound = { __typename: 'NotFoundError', upstreamStatus: 404 };
    await expectResults(harness, 'UpdateComment', [
      [{ id: encodeGlobalID('Comment', 'alice/hello#2:99999'), body: 'x' }, 'alice', notFound],
      [{ id: encodeGlobalID('Comment', 'alice/many-prs#1:1'), body: 'x' }, 'alice', notFound],
    ]);
  });

  it('answers NotFoundError for a timeline event, which has no text (the forge answers 204)', async () => {
    const { result } = await run(
      'UpdateComment',
      { id: encodeGlobalID('Comment', 'alice/hello#2:9'), body: 'x' },
      'alice',
    );
    expect(harness.sandbox.store.commentById(9)?.type).toBe('close');
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 204 });
  });

  it('answers RepoArchivedError in an archived repository (423)', async () => {
    const { gid } = seedComment(ALICE, issueOf('legacy', 1, 'acme'));
    const { result } = await run('UpdateComment', { id: gid, body: 'x' }, 'alice');
    expect(result).toMatchObject({ __typename: 'RepoArchivedError', upstreamStatus: 423 });
  });

  it('refuses an id that is not a comment’s, or an empty body, without a call', async () => {
    const issueId = encodeGlobalID('Issue', 'alice/hello#1');
    const wrongType = await run('UpdateComment', { id: issueId, body: 'x' }, 'alice');
    expect(wrongType.result).toMatchObject({
      __typename: 'ValidationError',
      field: 'id',
      message: '`id` must be the id of a Comment, got a Issue',
    });
    const garbage = await run('UpdateComment', { id: 'not-an-id', body: 'x' }, 'alice');
    expect(garbage.result).toMatchObject({ __typename: 'ValidationError', field: 'id' });
    const empty = await run('UpdateComment', { id: seedComment(ALICE).gid, body: '' }, 'alice');
    expect(empty.result).toMatchObject({ __typename: 'ValidationError', field: 'body' });
    expect(harness.routes()).toEqual([]);
  });
});

describe('deleteComment', () => {
  it('deletes with one write (204) and names the comment’s id and its issue', async () => {
    const { id, gid } = seedComment(CAROL);
    const count = issueOf('hello', 2).numComments;
    const { result } = await run('DeleteComment', { id: gid, clientMutationId: 'd-1' }, 'carol');
    expect(result).toMatchObject({
      __typename: 'DeleteCommentPayload',
      clientMutationId: 'd-1',
      deletedCommentId: gid,
      issue: { commentCount: count - 1 },
    });
    expect(harness.routes()).toEqual([DELETE_COMMENT, ISSUE]);
    expect(harness.sandbox.store.commentById(id)).toBeUndefined();
  });

  it('answers ForbiddenError to someone who neither wrote it nor writes the repository', async () => {
    const { gid } = seedComment(BOB);
    const { result } = await run('DeleteComment', { id: gid }, 'carol');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });

  it('answers NotFoundError for a comment that is gone, RepoArchivedError in an archived repository', async () => {
    const { gid } = seedComment(CAROL);
    await run('DeleteComment', { id: gid }, 'carol');
    await expectResults(harness, 'DeleteComment', [
      [{ id: gid }, 'carol', { __typename: 'NotFoundError', upstreamStatus: 404 }],
      [
        { id: seedComment(ALICE, issueOf('legacy', 1, 'acme')).gid },
        'alice',
        { __typename: 'RepoArchivedError', upstreamStatus: 423 },
      ],
    ]);
  });

  it('refuses a malformed id without a call, and anonymous callers', async () => {
    const { result } = await run('DeleteComment', { id: encodeGlobalID('Comment', 'nonsense') }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'id' });
    const anonymous = await run('DeleteComment', { id: seedComment(CAROL).gid });
    expect(anonymous.result.__typename).toBe('UnauthenticatedError');
    expect(harness.routes()).toEqual([]);
  });
});

describe('addReaction and removeReaction', () => {
  const issue2 = encodeGlobalID('Issue', 'alice/hello#2');

  it('reacts to an issue (201), and a second time is no error (the forge answers 200)', async () => {
    const first = await run(
      'AddReaction',
      { subjectId: issue2, content: 'laugh', clientMutationId: 'r-1' },
      'carol',
    );
    expect(first.result).toMatchObject({
      __typename: 'AddReactionPayload',
      clientMutationId: 'r-1',
      created: true,
      reaction: { content: 'laugh', user: { login: 'carol' } },
      subject: { __typename: 'Issue', reactions: { totalCount: 1 } },
    });
    expect(calls()).toEqual({
      [ADD_ISSUE_REACTION]: 1,
      [ISSUE]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}/reactions': 1,
    });
    const again = await run('AddReaction', { subjectId: issue2, content: 'laugh' }, 'carol');
    expect(again.result).toMatchObject({ created: false, subject: { reactions: { totalCount: 1 } } });
  });

  it('reacts to a pull request and to a comment with the route of each', async () => {
    const pr = await run(
      'AddReaction',
      { subjectId: encodeGlobalID('PullRequest', 'alice/hello#4'), content: 'rocket' },
      'bob',
    );
    expect(pr.result).toMatchObject({ created: true, subject: { __typename: 'PullRequest' } });
    const comment = encodeGlobalID('Comment', 'alice/hello#1:1');
    const onComment = await run('AddReaction', { subjectId: comment, content: 'eyes' }, 'carol');
    expect(onComment.result).toMatchObject({
      created: true,
      subject: { __typename: 'Comment', id: comment },
    });
    expect(harness.routes()).toEqual([
      ADD_ISSUE_REACTION,
      PULL,
      'POST /repos/{owner}/{repo}/issues/comments/{id}/reactions',
      'GET /repos/{owner}/{repo}/issues/comments/{id}',
    ]);
  });

  it('takes a reaction back (200) and the issue reads back without it', async () => {
    await run('AddReaction', { subjectId: issue2, content: 'hooray' }, 'bob');
    const { result } = await run(
      'RemoveReaction',
      { subjectId: issue2, content: 'hooray', clientMutationId: 'r-2' },
      'bob',
    );
    expect(result).toMatchObject({
      __typename: 'RemoveReactionPayload',
      clientMutationId: 'r-2',
      content: 'hooray',
      subject: { __typename: 'Issue' },
    });
    const { data } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { issue(number: 2) { reactions { nodes { content user { login } } } } } }',
    );
    expect(data?.repository.issue.reactions.nodes).not.toContainEqual({
      content: 'hooray',
      user: { login: 'bob' },
    });
    const comment = await run(
      'RemoveReaction',
      { subjectId: encodeGlobalID('Comment', 'alice/hello#1:1'), content: 'heart' },
      'alice',
    );
    expect(comment.result.__typename).toBe('RemoveReactionPayload');
    expect(harness.routes()).toContain('DELETE /repos/{owner}/{repo}/issues/comments/{id}/reactions');
  });

  it('answers ForbiddenError for a reaction the forge does not allow, and on a locked issue', async () => {
    const { result } = await run('AddReaction', { subjectId: issue2, content: 'tada' }, 'carol');
    expect(result).toEqual({
      __typename: 'ForbiddenError',
      message: "Not allowed in the repository 'alice/hello': 'tada' is not an allowed reaction.",
      upstreamStatus: 403,
    });
    const issue = issueOf('hello', 2);
    issue.isLocked = true;
    try {
      const locked = await run('RemoveReaction', { subjectId: issue2, content: 'laugh' }, 'carol');
      expect(locked.result).toMatchObject({
        __typename: 'ForbiddenError',
        message: "Not allowed in the repository 'alice/hello': no permission to change reaction.",
      });
    } finally {
      issue.isLocked = false;
    }
  });

  it('answers NotFoundError and RepoArchivedError from the forge', async () => {
    await expectResults(harness, 'AddReaction', [
      [
        { subjectId: encodeGlobalID('Issue', 'alice/hello#999'), content: '+1' },
        'alice',
        { __typename: 'NotFoundError', upstreamStatus: 404 },
      ],
      [
        { subjectId: encodeGlobalID('Issue', 'acme/legacy#1'), content: '+1' },
        'alice',
        { __typename: 'RepoArchivedError', upstreamStatus: 423 },
      ],
    ]);
  });

  it('refuses a subject that cannot carry reactions, or no content, without a call', async () => {
    const badSubject = { __typename: 'ValidationError', field: 'subjectId' };
    await expectResults(harness, 'AddReaction', [
      [{ subjectId: encodeGlobalID('User', 'alice'), content: '+1' }, 'alice', badSubject],
      [{ subjectId: encodeGlobalID('Issue', 'alice/hello#0'), content: '+1' }, 'alice', badSubject],
    ]);
    const empty = await run('RemoveReaction', { subjectId: issue2, content: ' ' }, 'alice');
    expect(empty.result).toMatchObject({ __typename: 'ValidationError', field: 'content' });
    expect(harness.routes()).toEqual([]);
  });
});

describe('addTrackedTime', () => {
  it('tracks time on an issue (200) and the issue’s list reads it back', async () => {
    const { result } = await run(
      'AddTrackedTime',
      { ...HELLO, number: 2, seconds: 900, createdAt: '2026-02-01T10:00:00Z', clientMutationId: 't-1' },
      'bob',
    );
    expect(result).toMatchObject({
      __typename: 'AddTrackedTimePayload',
      clientMutationId: 't-1',
      trackedTime: { time: 900, createdAt: '2026-02-01T10:00:00.000Z', user: { login: 'bob' } },
      issue: { number: 2 },
    });
    expect(calls()).toEqual({ [ADD_ISSUE_TIME]: 1, 'GET /users/{username}': 1, [ISSUE]: 1 });
    const { data } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { issue(number: 2) { trackedTimes { nodes { id time } } } } }',
      {},
      { as: 'bob' },
    );
    expect(data?.repository.issue.trackedTimes.nodes).toContainEqual({
      id: result.trackedTime.id,
      time: 900,
    });
  });

  it('lets a repository admin track time for someone else', async () => {
    const { result } = await run(
      'AddTrackedTime',
      { ...HELLO, number: 1, seconds: 60, user: 'bob' },
      'alice',
    );
    expect(result).toMatchObject({ trackedTime: { user: { login: 'bob' } } });
    expect(harness.sandbox.calls[0]?.route).toBe(ADD_ISSUE_TIME);
  });

  it('answers ForbiddenError to a reader who is not involved (only contributors may track time)', async () => {
    const { result } = await run('AddTrackedTime', { ...HELLO, number: 1, seconds: 60 }, 'carol');
    expect(result).toEqual({
      __typename: 'ForbiddenError',
      message: 'only writers, the issue’s author and its assignees may track time on this repository',
      upstreamStatus: 403,
    });
  });

  it('answers ValidationError when time tracking is off (the forge’s 400)', async () => {
    const hello = harness.sandbox.store.repos.find((r) => r.name === 'hello');
    if (!hello) throw new Error('no alice/hello in the seed');
    hello.timeTracking = false;
    try {
      const { result } = await run('AddTrackedTime', { ...HELLO, number: 1, seconds: 60 }, 'alice');
      expect(result).toMatchObject({
        __typename: 'ValidationError',
        message: 'Time tracking disabled.',
        upstreamStatus: 400,
      });
    } finally {
      hello.timeTracking = true;
    }
  });

  it('answers NotFoundError for a missing issue and RepoArchivedError in an archived repository', async () => {
    await expectResults(harness, 'AddTrackedTime', [
      [{ ...HELLO, number: 999, seconds: 60 }, 'alice', { __typename: 'NotFoundError', upstreamStatus: 404 }],
      [
        { owner: 'acme', repo: 'legacy', number: 1, seconds: 60 },
        'alice',
        { __typename: 'RepoArchivedError', upstreamStatus: 423 },
      ],
    ]);
  });

  it('refuses no time, an empty user or a number below 1 without a call', async () => {
    const base = { ...HELLO, number: 1, seconds: 60 };
    await expectResults(harness, 'AddTrackedTime', [
      [{ ...base, seconds: 0 }, 'alice', { __typename: 'ValidationError', field: 'seconds' }],
      [{ ...base, user: '' }, 'alice', { field: 'user' }],
      [{ ...base, number: -1 }, 'alice', { field: 'number' }],
    ]);
    expect(harness.routes()).toEqual([]);
  });
});
