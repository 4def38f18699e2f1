// A write clears exactly what it changed, and that is enough: in one document, a first field reads
// an object (so this request's loaders and memo hold it), the mutation writes it, and the mutation's
// payload reads it again, which must show the new value, not the one read before the write.
// Inputs are the examples of operations/variables.json, run in the order GraphiQL shows them.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadableTypeNames } from '../../../src/graphql/kit/loader-registry.js';
import { schema } from '../../../src/graphql/schema.js';
import { type Harness, startHarness } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';

const examples = JSON.parse(
  readFileSync(new URL('../../../operations/variables.json', import.meta.url), 'utf8'),
) as Record<string, { input: Json }>;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    gateway: { live: { publicUrl: 'http://127.0.0.1:4000', webhookSecret: 'example-secret' } },
  });
});
afterAll(() => harness.close());

interface Row {
  /** the mutation field; its input is the example of the same name unless `input` is given */
  mutation: string;
  input?: Json;
  /** the repository read before the write (by a starRepository, or `prime`, in the same document) */
  repository: [owner: string, name: string];
  prime?: 'starRepository' | 'watchRepository' | 'unfollowUser';
  primeInput?: Json;
  /** the selection read before the write, under that Repository or under the viewer */
  under?: 'repository' | 'viewer';
  read: string;
  /** the selection under the payload that reads the same object after the write */
  reread: string;
  /** the value seen before and after (from the selections above) */
  before: (read: Json) => unknown;
  after: (payload: Json) => unknown;
  /** what the re-read must show; the read before the write must not show it */
  expected: unknown;
}

const typeName = (mutation: string) => `${mutation.charAt(0).toUpperCase()}${mutation.slice(1)}`;

async function writeBetweenReads(row: Row) {
  const name = typeName(row.mutation);
  const prime = row.prime ?? 'starRepository';
  const [owner, repo] = row.repository;
  const under = row.under ?? 'repository';
  const document = `mutation($prime: ${typeName(prime)}Input!, $input: ${name}Input!) {
    before: ${prime}(input: $prime) {
      ... on ${typeName(prime)}Payload { ${under} { ${row.read} } }
    }
    write: ${row.mutation}(input: $input) { __typename ... on ${name}Payload { ${row.reread} } ... on Error { message } }
  }`;
  const input = row.input ?? examples[name]?.input;
  const primeInput = row.primeInput ?? { owner, repo };
  const response = await harness.query<Json>(document, { prime: primeInput, input }, { as: 'alice' });
  expect(response.errors).toBeUndefined();
  expect(response.data?.write?.__typename).toBe(`${name}Payload`);
  return {
    before: row.before(response.data?.before?.[under]),
    after: row.after(response.data?.write),
  };
}

const issueRead = (number: number, fields: string) => `issue(number: ${number}) { ${fields} }`;
const pullRead = (number: number, fields: string) => `pullRequest(number: ${number}) { ${fields} }`;
const STATUS_SHA = 'd558778e770043fc36242e0ecc8c44ed9d6f8339';
const rocketOfAlice = (reactions: Json[]) =>
  reactions.some((reaction) => reaction.content === 'rocket' && reaction.user?.login === 'alice');
const titles = (connection: { nodes: { title: string }[] }) => connection.nodes.map((node) => node.title);
const names = (list: { name?: string; login?: string }[] | null | undefined) =>
  (list ?? []).map((item) => item.name ?? item.login).sort();

const rows: Row[] = [
  {
    mutation: 'generateRepository',
    repository: ['alice', 'hello'],
    read: 'owner { repositories { totalCount } }',
    reread: 'repository { owner { repositories { totalCount } } }',
    before: (r) => r.owner.repositories.totalCount + 1,
    after: (p) => p.repository.owner.repositories.totalCount,
    expected: 'one more than before',
  },
  {
    mutation: 'transferRepository',
    repository: ['alice', 'from-template'],
    read: 'owner { login }',
    reread: 'repository { owner { login } }',
    before: (r) => r.owner.login,
    after: (p) => p.repository.owner.login,
    expected: 'acme',
  },
  {
    mutation: 'changeFiles',
    repository: ['alice', 'hello'],
    read: 'file(path: "docs/notes.md") { path }',
    reread: 'repository { file(path: "docs/notes.md") { path } }',
    before: (r) => r.file?.path ?? null,
    after: (p) => p.repository.file?.path ?? null,
    expected: 'docs/notes.md',
  },
  {
    mutation: 'deleteFile',
    repository: ['alice', 'hello'],
    read: 'file(path: "docs/notes.md") { path }',
    reread: 'repository { file(path: "docs/notes.md") { path } }',
    before: (r) => r.file?.path ?? null,
    after: (p) => p.repository.file?.path ?? null,
    expected: null,
  },
  {
    mutation: 'addIssueDependency',
    repository: ['alice', 'hello'],
    read: issueRead(1, 'dependencies { nodes { number } }'),
    reread: 'repository { issue(number: 1) { dependencies { nodes { number } } } }',
    before: (r) => r.issue.dependencies.nodes.some((x: Json) => x.number === 2),
    after: (p) => p.repository.issue.dependencies.nodes.some((x: Json) => x.number === 2),
    expected: true,
  },
  {
    mutation: 'removeIssueAssignees',
    repository: ['alice', 'hello'],
    read: issueRead(1, 'assignees { login }'),
    reread: 'repository { issue(number: 1) { assignees { login } } }',
    before: (r) => names(r.issue.assignees),
    after: (p) => names(p.repository.issue.assignees),
    expected: ['alice'],
  },
  {
    mutation: 'createPullReview',
    repository: ['alice', 'many-prs'],
    read: pullRead(2, 'reviews { totalCount }'),
    reread: 'pullRequest { reviews { totalCount } }',
    before: (r) => r.pullRequest.reviews.totalCount + 1,
    after: (p) => p.pullRequest.reviews.totalCount,
    expected: 'one more than before',
  },
  {
    mutation: 'createRelease',
    repository: ['alice', 'hello'],
    read: 'release(tagName: "v1.1") { name }',
    reread: 'repository { release(tagName: "v1.1") { name } }',
    before: (r) => r.release?.name ?? null,
    after: (p) => p.repository.release?.name ?? null,
    expected: 'v1.1',
  },
  {
    mutation: 'createIssue',
    repository: ['alice', 'hello'],
    read: 'openIssuesCount',
    reread: 'repository { openIssuesCount }',
    before: (r) => Number(r.openIssuesCount) + 1,
    after: (p) => Number(p.repository.openIssuesCount),
    expected: 'one more than before',
  },
  {
    mutation: 'updateIssue',
    repository: ['alice', 'hello'],
    read: issueRead(2, 'title'),
    reread: 'repository { issue(number: 2) { title } }',
    before: (r) => r.issue.title,
    after: (p) => p.repository.issue.title,
    expected: 'Add a farewell message and a wave',
  },
  {
    mutation: 'closeIssue',
    repository: ['alice', 'hello'],
    read: issueRead(6, 'state'),
    reread: 'repository { issue(number: 6) { state } }',
    before: (r) => r.issue.state,
    after: (p) => p.repository.issue.state,
    expected: 'CLOSED',
  },
  {
    mutation: 'reopenIssue',
    repository: ['alice', 'hello'],
    read: issueRead(8, 'state'),
    reread: 'repository { issue(number: 8) { state } }',
    before: (r) => r.issue.state,
    after: (p) => p.repository.issue.state,
    expected: 'OPEN',
  },
  {
    mutation: 'addLabelsToIssue',
    repository: ['alice', 'hello'],
    read: issueRead(2, 'labels { name }'),
    reread: 'issue { labels { name } }',
    before: (r) => names(r.issue.labels),
    after: (p) => names(p.issue.labels),
    expected: ['feature', 'help wanted'],
  },
  {
    mutation: 'removeLabelFromIssue',
    repository: ['alice', 'hello'],
    read: issueRead(7, 'labels { name }'),
    reread: 'issue { labels { name } }',
    before: (r) => names(r.issue.labels).includes('help wanted'),
    after: (p) => names(p.issue.labels).includes('help wanted'),
    expected: false,
  },
  {
    mutation: 'createLabel',
    repository: ['alice', 'hello'],
    read: 'labels { totalCount }',
    reread: 'repository { labels { totalCount } }',
    before: (r) => r.labels.totalCount + 1,
    after: (p) => p.repository.labels.totalCount,
    expected: 'one more than before',
  },
  {
    mutation: 'createMilestone',
    repository: ['alice', 'hello'],
    read: 'milestones(first: 50) { nodes { title } }',
    reread: 'repository { milestones(first: 50) { nodes { title } } }',
    before: (r) => titles(r.milestones).includes('v2.0'),
    after: (p) => titles(p.repository.milestones).includes('v2.0'),
    expected: true,
  },
  {
    mutation: 'updateMilestone',
    repository: ['alice', 'hello'],
    read: 'milestone(databaseId: 2) { description }',
    reread: 'repository { milestone(databaseId: 2) { description } }',
    before: (r) => r.milestone.description,
    after: (p) => p.repository.milestone.description,
    expected: 'Greetings in more languages, and farewells',
  },
  {
    mutation: 'createRepository',
    repository: ['alice', 'hello'],
    read: 'owner { repositories { totalCount } }',
    reread: 'owner { repositories { totalCount } }',
    before: (r) => r.owner.repositories.totalCount + 1,
    after: (p) => p.owner.repositories.totalCount,
    expected: 'one more than before',
  },
  {
    mutation: 'updateRepository',
    repository: ['alice', 'notes'],
    read: 'website',
    reread: 'repository { owner { repositories(first: 50) { nodes { name website } } } }',
    before: (r) => r.website,
    after: (p) =>
      p.repository.owner.repositories.nodes.find((r: Json) => r.name === 'notes')?.website ?? null,
    expected: 'https://alice.example.com/notes',
  },
  {
    mutation: 'deleteRepository',
    repository: ['alice', 'notes'],
    read: 'owner { repositories { totalCount } }',
    reread: 'owner { repositories { totalCount } }',
    before: (r) => r.owner.repositories.totalCount - 1,
    after: (p) => p.owner.repositories.totalCount,
    expected: 'one fewer than before',
  },
  {
    mutation: 'watchRepository',
    repository: ['bob', 'empty'],
    read: 'viewerSubscription',
    reread: 'repository { viewerSubscription }',
    before: (r) => r.viewerSubscription,
    after: (p) => p.repository.viewerSubscription,
    expected: 'SUBSCRIBED',
  },
  {
    mutation: 'unwatchRepository',
    repository: ['bob', 'empty'],
    read: 'viewerSubscription',
    reread: 'repository { viewerSubscription }',
    before: (r) => r.viewerSubscription,
    after: (p) => p.repository.viewerSubscription,
    expected: 'UNSUBSCRIBED',
  },
  {
    mutation: 'unstarRepository',
    prime: 'watchRepository',
    input: { owner: 'bob', repo: 'empty' },
    repository: ['bob', 'empty'],
    read: 'viewerHasStarred',
    reread: 'repository { viewerHasStarred }',
    before: (r) => r.viewerHasStarred,
    after: (p) => p.repository.viewerHasStarred,
    expected: false,
  },
  {
    mutation: 'starRepository',
    prime: 'watchRepository',
    input: { owner: 'bob', repo: 'empty' },
    repository: ['bob', 'empty'],
    read: 'viewerHasStarred',
    reread: 'repository { viewerHasStarred }',
    before: (r) => r.viewerHasStarred,
    after: (p) => p.repository.viewerHasStarred,
    expected: true,
  },
  {
    mutation: 'updateRepositoryTopics',
    repository: ['alice', 'hello'],
    read: 'topics',
    reread: 'repository { topics }',
    before: (r) => [...r.topics].sort(),
    after: (p) => [...p.repository.topics].sort(),
    expected: ['demo', 'greeting', 'typescript'],
  },
  {
    mutation: 'followUser',
    repository: ['bob', 'empty'],
    read: 'owner { viewerIsFollowing }',
    reread: 'user { viewerIsFollowing }',
    before: (r) => r.owner.viewerIsFollowing,
    after: (p) => p.user.viewerIsFollowing,
    expected: true,
  },
  {
    mutation: 'unfollowUser',
    repository: ['bob', 'empty'],
    read: 'owner { viewerIsFollowing }',
    reread: 'user { viewerIsFollowing }',
    before: (r) => r.owner.viewerIsFollowing,
    after: (p) => p.user.viewerIsFollowing,
    expected: false,
  },
  {
    mutation: 'createBranch',
    repository: ['alice', 'hello'],
    read: 'branches(first: 50) { nodes { name } }',
    reread: 'repository { branches(first: 50) { nodes { name } } }',
    before: (r) => names(r.branches.nodes).includes('try-shouting'),
    after: (p) => names(p.repository.branches.nodes).includes('try-shouting'),
    expected: true,
  },
  {
    mutation: 'deleteBranch',
    repository: ['alice', 'hello'],
    read: 'branches(first: 50) { nodes { name } }',
    reread: 'repository { branches(first: 50) { nodes { name } } }',
    before: (r) => names(r.branches.nodes).includes('try-shouting'),
    after: (p) => names(p.repository.branches.nodes).includes('try-shouting'),
    expected: false,
  },
  {
    mutation: 'createTag',
    repository: ['alice', 'hello'],
    read: 'tags(first: 50) { nodes { name } }',
    reread: 'repository { tags(first: 50) { nodes { name } } }',
    before: (r) => names(r.tags.nodes).includes('v1.1-rc2'),
    after: (p) => names(p.repository.tags.nodes).includes('v1.1-rc2'),
    expected: true,
  },
  {
    mutation: 'forkRepository',
    repository: ['alice', 'hello'],
    read: 'forksCount',
    reread: 'parent { forksCount }',
    before: (r) => Number(r.forksCount) + 1,
    after: (p) => Number(p.parent.forksCount),
    expected: 'one more than before',
  },
  {
    mutation: 'createPullRequest',
    repository: ['alice', 'hello'],
    read: 'openPrCounter',
    reread: 'repository { openPrCounter }',
    before: (r) => Number(r.openPrCounter) + 1,
    after: (p) => Number(p.repository.openPrCounter),
    expected: 'one more than before',
  },
  {
    mutation: 'updatePullRequest',
    input: { ...examples.UpdatePullRequest?.input, title: 'Add a farewell function and a wave' },
    repository: ['alice', 'hello'],
    read: pullRead(3, 'title'),
    reread: 'repository { pullRequest(number: 3) { title } }',
    before: (r) => r.pullRequest.title,
    after: (p) => p.repository.pullRequest.title,
    expected: 'Add a farewell function and a wave',
  },
  {
    mutation: 'requestReviewers',
    repository: ['alice', 'hello'],
    read: pullRead(3, 'requestedReviewers { login }'),
    reread: 'pullRequest { requestedReviewers { login } }',
    before: (r) => names(r.pullRequest.requestedReviewers).includes('carol'),
    after: (p) => names(p.pullRequest.requestedReviewers).includes('carol'),
    expected: true,
  },
  {
    mutation: 'submitPullReview',
    repository: ['alice', 'hello'],
    read: pullRead(5, 'reviews { nodes { databaseId state } }'),
    reread: 'pullRequest { reviews { nodes { databaseId state } } }',
    before: (r) => r.pullRequest.reviews.nodes.find((x: Json) => x.databaseId === 6)?.state,
    after: (p) => p.pullRequest.reviews.nodes.find((x: Json) => x.databaseId === 6)?.state,
    expected: 'COMMENT',
  },
  {
    mutation: 'dismissPullReview',
    repository: ['alice', 'hello'],
    read: pullRead(3, 'reviews { nodes { databaseId dismissed } }'),
    reread: 'pullRequest { reviews { nodes { databaseId dismissed } } }',
    before: (r) => r.pullRequest.reviews.nodes.find((x: Json) => x.databaseId === 3)?.dismissed,
    after: (p) => p.pullRequest.reviews.nodes.find((x: Json) => x.databaseId === 3)?.dismissed,
    expected: true,
  },
  {
    mutation: 'createOrganizationRepository',
    repository: ['acme', 'template'],
    read: 'owner { repositories { totalCount } }',
    reread: 'repository { owner { repositories { totalCount } } }',
    before: (r) => r.owner.repositories.totalCount + 1,
    after: (p) => p.repository.owner.repositories.totalCount,
    expected: 'one more than before',
  },
  {
    mutation: 'addComment',
    repository: ['alice', 'hello'],
    read: issueRead(2, 'commentCount'),
    reread: 'issue { commentCount }',
    before: (r) => Number(r.issue.commentCount) + 1,
    after: (p) => Number(p.issue.commentCount),
    expected: 'one more than before',
  },
  {
    mutation: 'updateComment',
    repository: ['alice', 'hello'],
    read: issueRead(1, 'comments(first: 50) { nodes { databaseId body } }'),
    reread: 'issue { comments(first: 50) { nodes { databaseId body } } }',
    before: (r) => r.issue.comments.nodes.find((c: Json) => Number(c.databaseId) === 6)?.body,
    after: (p) => p.issue.comments.nodes.find((c: Json) => Number(c.databaseId) === 6)?.body,
    expected: 'Confirmed: `greet()` ignores its argument.',
  },
  {
    mutation: 'deleteComment',
    repository: ['alice', 'hello'],
    read: issueRead(1, 'commentCount'),
    reread: 'issue { commentCount }',
    before: (r) => Number(r.issue.commentCount) - 1,
    after: (p) => Number(p.issue.commentCount),
    expected: 'one fewer than before',
  },
  {
    mutation: 'addTrackedTime',
    repository: ['alice', 'hello'],
    read: issueRead(1, 'trackedTimes(first: 50) { nodes { databaseId } }'),
    reread: 'issue { trackedTimes(first: 50) { nodes { databaseId } } }',
    before: (r) => r.issue.trackedTimes.nodes.length + 1,
    after: (p) => p.issue.trackedTimes.nodes.length,
    expected: 'one more than before',
  },
  {
    mutation: 'addReaction',
    repository: ['alice', 'hello'],
    read: issueRead(1, 'reactions(first: 50) { nodes { content user { login } } }'),
    reread: 'subject { ... on Issue { reactions(first: 50) { nodes { content user { login } } } } }',
    before: (r) => rocketOfAlice(r.issue.reactions.nodes),
    after: (p) => rocketOfAlice(p.subject.reactions.nodes),
    expected: true,
  },
  {
    mutation: 'removeReaction',
    repository: ['alice', 'hello'],
    read: issueRead(1, 'reactions(first: 50) { nodes { content user { login } } }'),
    reread: 'subject { ... on Issue { reactions(first: 50) { nodes { content user { login } } } } }',
    before: (r) => rocketOfAlice(r.issue.reactions.nodes),
    after: (p) => rocketOfAlice(p.subject.reactions.nodes),
    expected: false,
  },
  {
    mutation: 'createRepositoryHook',
    repository: ['alice', 'hello'],
    read: 'hooks(first: 50) { nodes { databaseId } }',
    reread: 'repository { hooks(first: 50) { nodes { databaseId } } }',
    before: (r) => r.hooks.nodes.length + 1,
    after: (p) => p.repository.hooks.nodes.length,
    expected: 'one more than before',
  },
  {
    mutation: 'deleteRepositoryHook',
    repository: ['alice', 'hello'],
    read: 'hooks(first: 50) { nodes { databaseId } }',
    reread: 'repository { hooks(first: 50) { nodes { databaseId } } }',
    before: (r) => r.hooks.nodes.length - 1,
    after: (p) => p.repository.hooks.nodes.length,
    expected: 'one fewer than before',
  },
  {
    mutation: 'enableLiveUpdates',
    repository: ['alice', 'hello'],
    read: 'hooks(first: 50) { nodes { databaseId } }',
    reread: 'repository { hooks(first: 50) { nodes { databaseId } } }',
    before: (r) => r.hooks.nodes.length + 1,
    after: (p) => p.repository.hooks.nodes.length,
    expected: 'one more than before',
  },
  {
    mutation: 'disableLiveUpdates',
    repository: ['alice', 'hello'],
    read: 'hooks(first: 50) { nodes { databaseId } }',
    reread: 'repository { hooks(first: 50) { nodes { databaseId } } }',
    before: (r) => r.hooks.nodes.length - 1,
    after: (p) => p.repository.hooks.nodes.length,
    expected: 'one fewer than before',
  },
  {
    mutation: 'createCommitStatus',
    repository: ['alice', 'hello'],
    read: `commit(sha: "${STATUS_SHA}") { statuses(first: 50) { nodes { context } } }`,
    reread: `repository { commit(sha: "${STATUS_SHA}") { statuses(first: 50) { nodes { context } } } }`,
    before: (r) => r.commit.statuses.nodes.length + 1,
    after: (p) => p.repository.commit.statuses.nodes.length,
    expected: 'one more than before',
  },
  {
    mutation: 'updateRelease',
    repository: ['acme', 'template'],
    read: 'releases(first: 50) { nodes { databaseId draft } }',
    reread: 'repository { releases(first: 50) { nodes { databaseId draft } } }',
    before: (r) => r.releases.nodes.find((x: Json) => Number(x.databaseId) === 4)?.draft,
    after: (p) => p.repository.releases.nodes.find((x: Json) => Number(x.databaseId) === 4)?.draft,
    expected: false,
  },
  {
    mutation: 'deleteRelease',
    repository: ['acme', 'template'],
    read: 'releases(first: 50) { nodes { databaseId } }',
    reread: 'repository { releases(first: 50) { nodes { databaseId } } }',
    before: (r) => r.releases.nodes.some((x: Json) => Number(x.databaseId) === 3),
    after: (p) => p.repository.releases.nodes.some((x: Json) => Number(x.databaseId) === 3),
    expected: false,
  },
  {
    mutation: 'markNotificationsRead',
    // the viewer's own lists, read on a payload's viewer; unfollowing someone not followed changes nothing
    prime: 'unfollowUser',
    primeInput: { login: 'carol' },
    repository: ['alice', 'hello'],
    under: 'viewer',
    read: 'unreadNotificationsCount',
    reread: 'viewer { unreadNotificationsCount }',
    before: (v) => v.unreadNotificationsCount,
    after: (p) => p.viewer.unreadNotificationsCount,
    expected: 0,
  },
  {
    mutation: 'markNotificationThreadRead',
    // the viewer's own lists, read on a payload's viewer; unfollowing someone not followed changes nothing
    prime: 'unfollowUser',
    primeInput: { login: 'carol' },
    repository: ['alice', 'hello'],
    under: 'viewer',
    read: 'notifications(all: true, first: 50) { nodes { databaseId pinned } }',
    reread: 'viewer { notifications(all: true, first: 50) { nodes { databaseId pinned } } }',
    before: (v) => v.notifications.nodes.find((x: Json) => Number(x.databaseId) === 2)?.pinned,
    after: (p) => p.viewer.notifications.nodes.find((x: Json) => Number(x.databaseId) === 2)?.pinned,
    expected: false,
  },
  {
    mutation: 'mergePullRequest',
    repository: ['alice', 'hello'],
    read: pullRead(4, 'merged'),
    reread: 'repository { pullRequest(number: 4) { merged } }',
    before: (r) => r.pullRequest.merged,
    after: (p) => p.repository.pullRequest.merged,
    expected: true,
  },
];

describe('a mutation and a read of what it changed, in one document', () => {
  for (const row of rows) {
    it(`${row.mutation} is followed by a fresh read of what it changed`, async () => {
      const { before, after } = await writeBetweenReads(row);
      if (row.expected === 'one more than before' || row.expected === 'one fewer than before') {
        expect(after).toBe(before);
      } else {
        expect(before).not.toEqual(row.expected);
        expect(after).toEqual(row.expected);
      }
    });
  }
});

describe('the loader registry', () => {
  it('holds every loadable object type of the schema, each registered where it is defined', () => {
    const loadable = Object.values(schema.getTypeMap())
      .filter((type) => typeof type.extensions?.getDataloader === 'function' && 'getFields' in type)
      .filter((type) => !('getTypes' in type))
      .map((type) => type.name)
      .sort();
    expect(loadableTypeNames()).toEqual(loadable);
    expect(loadable).toHaveLength(33);
    expect(loadable).toEqual(
      expect.arrayContaining([
        'BranchProtection',
        'PushMirror',
        'Workflow',
        'ActionsVariable',
        'Release',
        'PullReview',
        'Hook',
        'WikiPage',
        'Team',
        'PublicKey',
        'GpgKey',
        'DeployKey',
      ]),
    );
  });
});
