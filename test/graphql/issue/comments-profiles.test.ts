// What hangs under an issue is read with routes every forge profile has (Gitea 1.22 and Forgejo
// too): the conversation examples answer the same data with the same calls on each.

import { describe, expect, it } from 'vitest';
import {
  IssueConversationDocument,
  IssueDependenciesDocument,
  IssueTimelineDocument,
  IssueTrackedTimesDocument,
  PullRequestConversationDocument,
} from '../../../generated/client/graphql.js';
import { ISSUE, ISSUE_COMMENTS, ISSUE_TIMELINE, ISSUE_TIMES, PULL } from '../../helpers/forge-routes.js';
import { countRoutes } from '../../helpers/harness.js';
import { PROFILES } from '../../helpers/profiles.js';
import { exampleOf, run } from '../../helpers/typed.js';
import { useProfileHarness } from '../../helpers/use-harness.js';

describe.each(PROFILES)('on %s', (profile) => {
  const harness = useProfileHarness(profile);
  const calls = () => countRoutes(harness.routes());

  it('IssueConversation: comments, reactions and files of #1', async () => {
    const { data, errors } = await run(
      harness,
      IssueConversationDocument,
      exampleOf(IssueConversationDocument),
    );
    expect(errors).toBeUndefined();
    expect(data?.repository?.issue?.comments?.totalCount).toBe(3);
    expect(data?.repository?.issue?.reactions?.totalCount).toBe(3);
    expect(calls()).toEqual({
      [ISSUE]: 1,
      [ISSUE_COMMENTS]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}/reactions': 1,
      'GET /repos/{owner}/{repo}/issues/comments/{id}/reactions': 3,
    });
  });

  it('IssueTimeline, IssueDependencies and IssueTrackedTimes of #1', async () => {
    const timeline = await run(harness, IssueTimelineDocument, exampleOf(IssueTimelineDocument));
    expect(timeline.data?.repository?.issue?.timeline?.nodes).toHaveLength(8);
    const links = await run(harness, IssueDependenciesDocument, exampleOf(IssueDependenciesDocument));
    expect(links.data?.repository?.issue?.dependencies?.nodes.map((i) => i.number)).toEqual([1, 5]);
    const times = await run(harness, IssueTrackedTimesDocument, exampleOf(IssueTrackedTimesDocument));
    expect(times.data?.repository?.issue?.trackedTimes?.totalCount).toBe(2);
    expect(calls()).toMatchObject({
      [ISSUE_TIMELINE]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}/dependencies': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/blocks': 1,
      [ISSUE_TIMES]: 1,
    });
  });

  it('PullRequestConversation: the comments of #4', async () => {
    const { data } = await run(
      harness,
      PullRequestConversationDocument,
      exampleOf(PullRequestConversationDocument),
    );
    expect(data?.repository?.pullRequest?.comments?.nodes.map((c) => c.author?.login)).toEqual([
      'alice',
      'bob',
    ]);
    expect(calls()).toEqual({
      [PULL]: 1,
      [ISSUE_COMMENTS]: 1,
    });
  });
});
