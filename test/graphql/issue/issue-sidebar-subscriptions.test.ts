// An issue sidebar's notifications box: who chose to follow an issue, whether the caller is notified,
// and subscribing or unsubscribing, with their forge calls.

import { describe, expect, it } from 'vitest';
import {
  ISSUE,
  SUBSCRIBE_USER,
  SUBSCRIBERS,
  SUBSCRIPTION_CHECK,
  UNSUBSCRIBE_USER,
} from '../../helpers/forge-routes.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const calls = () => countRoutes(harness.routes());

const SIDEBAR = `query ($number: Int!, $after: String) { repository(owner: "alice", name: "hello") {
  issue(number: $number) { viewerIsSubscribed
    subscribers(first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { login } } } } }`;

describe('Issue.subscribers and Issue.viewerIsSubscribed', () => {
  it('list the users who chose to follow #1 page by page, beside one check of the caller', async () => {
    const first = await harness.query<Json>(SIDEBAR, { number: 1 }, { as: 'carol' });
    expect(first.errors).toBeUndefined();
    const issue = first.data?.repository.issue;
    expect(issue.viewerIsSubscribed).toBe(true);
    expect(issue.subscribers).toMatchObject({ totalCount: 2, nodes: [{ login: 'alice' }] });
    expect(calls()).toEqual({
      [SUBSCRIBERS]: 1,
      [SUBSCRIPTION_CHECK]: 1,
    });
    harness.resetCalls();
    const next = await harness.query<Json>(
      SIDEBAR,
      { number: 1, after: issue.subscribers.pageInfo.endCursor },
      { as: 'carol' },
    );
    expect(next.data?.repository.issue.subscribers.nodes).toEqual([{ login: 'carol' }]);
    expect(next.data?.repository.issue.subscribers.pageInfo.hasNextPage).toBe(false);
    expect(calls()[SUBSCRIBERS]).toBe(1);
  });

  it('tell bob he is not notified about #1: he watches alice/hello but chose not to follow it', async () => {
    const { data } = await harness.query<Json>(SIDEBAR, { number: 1 }, { as: 'bob' });
    expect(data?.repository.issue.viewerIsSubscribed).toBe(false);
  });

  it('count a repository watcher as notified about a pull request nobody chose to follow', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { pullRequest(number: 4) { viewerIsSubscribed subscribers { totalCount nodes { login } } } } }',
      {},
      { as: 'bob' },
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.pullRequest).toEqual({
      viewerIsSubscribed: true,
      subscribers: { totalCount: 0, nodes: [] },
    });
  });

  it('answer false to an anonymous caller without the check, which needs a token', async () => {
    const { data } = await harness.query<Json>(SIDEBAR, { number: 1 });
    expect(data?.repository.issue.viewerIsSubscribed).toBe(false);
    expect(calls()[SUBSCRIPTION_CHECK]).toBeUndefined();
    expect(calls()[SUBSCRIBERS]).toBe(1);
  });

  it('fail with NOT_FOUND when the issue does not exist', async () => {
    const { data, errors } = await harness.query<Json>(SIDEBAR, { number: 999 }, { as: 'alice' });
    expect(data?.repository.issue).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

const SUBSCRIBE = `mutation ($input: SubscribeToIssueInput!) { subscribeToIssue(input: $input) { __typename
  ... on SubscribeToIssuePayload { subscribed changed issue { viewerIsSubscribed subscribers { totalCount } } }
  ... on Error { message } } }`;
const UNSUBSCRIBE = `mutation ($input: UnsubscribeFromIssueInput!) { unsubscribeFromIssue(input: $input) { __typename
  ... on UnsubscribeFromIssuePayload { subscribed changed } ... on Error { message } } }`;
const issue3 = { owner: 'alice', repo: 'hello', number: 3 };
/** Unsubscribes carol, named, from alice/hello#3 as `as`. */
const unsubscribeCarol = (as: DemoUser) =>
  harness.query<Json>(UNSUBSCRIBE, { input: { ...issue3, user: 'carol' } }, { as });

describe('subscribeToIssue and unsubscribeFromIssue', () => {
  it('subscribe carol to #3 after naming her with GET /user, then find her already subscribed', async () => {
    const { data } = await harness.query<Json>(SUBSCRIBE, { input: issue3 }, { as: 'carol' });
    expect(data?.subscribeToIssue).toEqual({
      __typename: 'SubscribeToIssuePayload',
      subscribed: true,
      changed: true,
      issue: { viewerIsSubscribed: true, subscribers: { totalCount: 1 } },
    });
    expect(calls()).toEqual({
      'GET /user': 1,
      [SUBSCRIBE_USER]: 1,
      [ISSUE]: 1,
      [SUBSCRIPTION_CHECK]: 1,
      [SUBSCRIBERS]: 1,
    });
    harness.resetCalls();
    const again = await harness.query<Json>(
      SUBSCRIBE.replace(' issue { viewerIsSubscribed subscribers { totalCount } }', ''),
      { input: { ...issue3, user: 'carol' } },
      { as: 'carol' },
    );
    expect(again.data?.subscribeToIssue).toEqual({
      __typename: 'SubscribeToIssuePayload',
      subscribed: true,
      changed: false,
    });
    expect(calls()).toEqual({ [SUBSCRIBE_USER]: 1 });
  });

  it('unsubscribe carol from #3 with one call when she is named', async () => {
    const { data } = await unsubscribeCarol('carol');
    expect(data?.unsubscribeFromIssue).toEqual({
      __typename: 'UnsubscribeFromIssuePayload',
      subscribed: false,
      changed: true,
    });
    expect(calls()).toEqual({ [UNSUBSCRIBE_USER]: 1 });
  });

  it('answer ForbiddenError when bob changes carol’s subscription', async () => {
    const { data } = await unsubscribeCarol('bob');
    expect(data?.unsubscribeFromIssue.__typename).toBe('ForbiddenError');
    expect(data?.unsubscribeFromIssue.message).toContain(
      'bob is not permitted to change subscriptions for carol',
    );
    expect(calls()).toEqual({ [UNSUBSCRIBE_USER]: 1 });
  });

  it('answer NotFoundError for an unknown issue and for an unknown user', async () => {
    for (const input of [
      { ...issue3, number: 999, user: 'bob' },
      { ...issue3, user: 'nobody' },
    ]) {
      const { data } = await harness.query<Json>(SUBSCRIBE, { input }, { as: 'bob' });
      expect(data?.subscribeToIssue.__typename).toBe('NotFoundError');
    }
    expect(calls()).toEqual({ [SUBSCRIBE_USER]: 2 });
  });

  it('answer UnauthenticatedError to an anonymous caller before any call', async () => {
    const { data } = await harness.query<Json>(SUBSCRIBE, { input: issue3 });
    expect(data?.subscribeToIssue.__typename).toBe('UnauthenticatedError');
    expect(harness.routes()).toEqual([]);
  });
});
