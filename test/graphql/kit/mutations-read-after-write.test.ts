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

const MORE = 'one more than before';
const FEWER = 'one fewer than before';
type Value = (object: Json) => unknown;

interface Row {
  /** the mutation field; its input is the example of the same name unless `input` is given */
  mutation: string;
  /** the selection read before the write, under the Repository (or the viewer, `under`) */
  read: string;
  /** the value compared, taken from what `read` selected and from what the payload re-reads */
  value: Value;
  /** what the re-read must show (the read before the write must not), or one more or fewer than before */
  expected: unknown;
  options?: {
    input?: Json;
    /** the repository read before the write (by a starRepository, or `prime`, in the same document) */
    repository?: [owner: string, name: string];
    prime?: 'starRepository' | 'watchRepository' | 'unfollowUser';
    primeInput?: Json;
    under?: 'repository' | 'viewer';
    /** the payload's selection that reads the object again (`under { read }` unless given), and its value */
    reread?: string;
    after?: Value;
  };
}

const typeName = (mutation: string) => `${mutation.charAt(0).toUpperCase()}${mutation.slice(1)}`;

async function writeBetweenReads({ mutation, read, value, options = {} }: Row) {
  const name = typeName(mutation);
  const prime = options.prime ?? 'starRepository';
  const [owner, repo] = options.repository ?? ['alice', 'hello'];
  const under = options.under ?? 'repository';
  const reread = options.reread ?? `${under} { ${read} }`;
  const after = options.after ?? (options.reread ? value : (payload: Json) => value(payload[under]));
  const document = `mutation($prime: ${typeName(prime)}Input!, $input: ${name}Input!) {
    before: ${prime}(input: $prime) {
      ... on ${typeName(prime)}Payload { ${under} { ${read} } }
    }
    write: ${mutation}(input: $input) { __typename ... on ${name}Payload { ${reread} } ... on Error { message } }
  }`;
  const input = options.input ?? examples[name]?.input;
  const primeInput = options.primeInput ?? { owner, repo };
  const response = await harness.query<Json>(document, { prime: primeInput, input }, { as: 'alice' });
  expect(response.errors).toBeUndefined();
  expect(response.data?.write?.__typename).toBe(`${name}Payload`);
  return { before: value(response.data?.before?.[under]), after: after(response.data?.write) };
}

const issueRead = (number: number, fields: string) => `issue(number: ${number}) { ${fields} }`;
const pullRead = (number: number, fields: string) => `pullRequest(number: ${number}) { ${fields} }`;
const STATUS_SHA = 'd558778e770043fc36242e0ecc8c44ed9d6f8339';
const REACTIONS = 'reactions(first: 50) { nodes { content user { login } } }';
const rocketOfAlice = (reactions: Json[]) =>
  reactions.some((reaction) => reaction.content === 'rocket' && reaction.user?.login === 'alice');
const titles = (connection: { nodes: { title: string }[] }) => connection.nodes.map((node) => node.title);
const names = (list: { name?: string; login?: string }[] | null | undefined) =>
  (list ?? []).map((item) => item.name ?? item.login).sort();
const withId = (nodes: Json[], id: number) => nodes.find((node) => Number(node.databaseId) === id);

const OWNED_REPOSITORIES = 'owner { repositories { totalCount } }';
const ownedRepositories: Value = (r) => r.owner.repositories.totalCount;
const FILE = 'file(path: "docs/notes.md") { path }';
const filePath: Value = (r) => r.file?.path ?? null;
const issueState: Value = (r) => r.issue.state;
const hasHelpWanted: Value = (r) => names(r.issue.labels).includes('help wanted');
const FOLLOWING = 'owner { viewerIsFollowing }';
const following = { reread: 'user { viewerIsFollowing }', after: (p: Json) => p.user.viewerIsFollowing };
const BRANCHES = 'branches(first: 50) { nodes { name } }';
const hasBranch: Value = (r) => names(r.branches.nodes).includes('try-shouting');
const HOOKS = 'hooks(first: 50) { nodes { databaseId } }';
const hookCount: Value = (r) => r.hooks.nodes.length;
const commentCount: Value = (r) => Number(r.issue.commentCount);
const reactions = {
  reread: `subject { ... on Issue { ${REACTIONS} } }`,
  after: (p: Json) => rocketOfAlice(p.subject.reactions.nodes),
};
const rocket: Value = (r) => rocketOfAlice(r.issue.reactions.nodes);
const onBobsEmpty = { repository: ['bob', 'empty'] as [string, string] };
const starredOnBobsEmpty = {
  ...onBobsEmpty,
  prime: 'watchRepository' as const,
  input: { owner: 'bob', repo: 'empty' },
};
const onAcmeTemplate = { repository: ['acme', 'template'] as [string, string] };
// the viewer's own lists, read on a payload's viewer; unfollowing someone not followed changes nothing
const onTheViewer = {
  prime: 'unfollowUser' as const,
  primeInput: { login: 'carol' },
  under: 'viewer' as const,
};

const row = (
  mutation: string,
  read: string,
  value: Value,
  expected: unknown,
  options?: Row['options'],
): Row => ({
  mutation,
  read,
  value,
  expected,
  options,
});

const rows: Row[] = [
  row('generateRepository', OWNED_REPOSITORIES, ownedRepositories, MORE),
  row('transferRepository', 'owner { login }', (r) => r.owner.login, 'acme', {
    repository: ['alice', 'from-template'],
  }),
  row('changeFiles', FILE, filePath, 'docs/notes.md'),
  row('deleteFile', FILE, filePath, null),
  row(
    'addIssueDependency',
    issueRead(1, 'dependencies { nodes { number } }'),
    (r) => r.issue.dependencies.nodes.some((x: Json) => x.number === 2),
    true,
  ),
  row('removeIssueAssignees', issueRead(1, 'assignees { login }'), (r) => names(r.issue.assignees), [
    'alice',
  ]),
  row(
    'createPullReview',
    pullRead(2, 'reviews { totalCount }'),
    (r) => r.pullRequest.reviews.totalCount,
    MORE,
    {
      repository: ['alice', 'many-prs'],
      reread: 'pullRequest { reviews { totalCount } }',
    },
  ),
  row('createRelease', 'release(tagName: "v1.1") { name }', (r) => r.release?.name ?? null, 'v1.1'),
  row('createIssue', 'openIssuesCount', (r) => Number(r.openIssuesCount), MORE),
  row('updateIssue', issueRead(2, 'title'), (r) => r.issue.title, 'Add a farewell message and a wave'),
  row('closeIssue', issueRead(6, 'state'), issueState, 'CLOSED'),
  row('reopenIssue', issueRead(8, 'state'), issueState, 'OPEN'),
  row(
    'addLabelsToIssue',
    issueRead(2, 'labels { name }'),
    (r) => names(r.issue.labels),
    ['feature', 'help wanted'],
    {
      reread: 'issue { labels { name } }',
    },
  ),
  row('removeLabelFromIssue', issueRead(7, 'labels { name }'), hasHelpWanted, false, {
    reread: 'issue { labels { name } }',
  }),
  row('createLabel', 'labels { totalCount }', (r) => r.labels.totalCount, MORE),
  row(
    'createMilestone',
    'milestones(first: 50) { nodes { title } }',
    (r) => titles(r.milestones).includes('v2.0'),
    true,
  ),
  row(
    'updateMilestone',
    'milestone(databaseId: 2) { description }',
    (r) => r.milestone.description,
    'Greetings in more languages, and farewells',
  ),
  row('createRepository', OWNED_REPOSITORIES, ownedRepositories, MORE, { reread: OWNED_REPOSITORIES }),
  row('updateRepository', 'website', (r) => r.website, 'https://alice.example.com/notes', {
    repository: ['alice', 'notes'],
    reread: 'repository { owner { repositories(first: 50) { nodes { name website } } } }',
    after: (p) =>
      p.repository.owner.repositories.nodes.find((r: Json) => r.name === 'notes')?.website ?? null,
  }),
  row('deleteRepository', OWNED_REPOSITORIES, ownedRepositories, FEWER, {
    repository: ['alice', 'notes'],
    reread: OWNED_REPOSITORIES,
  }),
  row('watchRepository', 'viewerSubscription', (r) => r.viewerSubscription, 'SUBSCRIBED', onBobsEmpty),
  row('unwatchRepository', 'viewerSubscription', (r) => r.viewerSubscription, 'UNSUBSCRIBED', onBobsEmpty),
  row('unstarRepository', 'viewerHasStarred', (r) => r.viewerHasStarred, false, starredOnBobsEmpty),
  row('starRepository', 'viewerHasStarred', (r) => r.viewerHasStarred, true, starredOnBobsEmpty),
  row('updateRepositoryTopics', 'topics', (r) => [...r.topics].sort(), ['demo', 'greeting', 'typescript']),
  row('followUser', FOLLOWING, (r) => r.owner.viewerIsFollowing, true, { ...onBobsEmpty, ...following }),
  row('unfollowUser', FOLLOWING, (r) => r.owner.viewerIsFollowing, false, { ...onBobsEmpty, ...following }),
  row('createBranch', BRANCHES, hasBranch, true),
  row('deleteBranch', BRANCHES, hasBranch, false),
  row(
    'createTag',
    'tags(first: 50) { nodes { name } }',
    (r) => names(r.tags.nodes).includes('v1.1-rc2'),
    true,
  ),
  row('forkRepository', 'forksCount', (r) => Number(r.forksCount), MORE, {
    reread: 'parent { forksCount }',
    after: (p) => Number(p.parent.forksCount),
  }),
  row('createPullRequest', 'openPrCounter', (r) => Number(r.openPrCounter), MORE),
  row(
    'updatePullRequest',
    pullRead(3, 'title'),
    (r) => r.pullRequest.title,
    'Add a farewell function and a wave',
    {
      input: { ...examples.UpdatePullRequest?.input, title: 'Add a farewell function and a wave' },
    },
  ),
  row(
    'requestReviewers',
    pullRead(3, 'requestedReviewers { login }'),
    (r) => names(r.pullRequest.requestedReviewers).includes('carol'),
    true,
    { reread: 'pullRequest { requestedReviewers { login } }' },
  ),
  row(
    'submitPullReview',
    pullRead(5, 'reviews { nodes { databaseId state } }'),
    (r) => withId(r.pullRequest.reviews.nodes, 6)?.state,
    'COMMENT',
    { reread: 'pullRequest { reviews { nodes { databaseId state } } }' },
  ),
  row(
    'dismissPullReview',
    pullRead(3, 'reviews { nodes { databaseId dismissed } }'),
    (r) => withId(r.pullRequest.reviews.nodes, 3)?.dismissed,
    true,
    { reread: 'pullRequest { reviews { nodes { databaseId dismissed } } }' },
  ),
  row('createOrganizationRepository', OWNED_REPOSITORIES, ownedRepositories, MORE, onAcmeTemplate),
  row('addComment', issueRead(2, 'commentCount'), commentCount, MORE, { reread: 'issue { commentCount }' }),
  row(
    'updateComment',
    issueRead(1, 'comments(first: 50) { nodes { databaseId body } }'),
    (r) => withId(r.issue.comments.nodes, 6)?.body,
    'Confirmed: `greet()` ignores its argument.',
    { reread: 'issue { comments(first: 50) { nodes { databaseId body } } }' },
  ),
  row('deleteComment', issueRead(1, 'commentCount'), commentCount, FEWER, {
    reread: 'issue { commentCount }',
  }),
  row(
    'addTrackedTime',
    issueRead(1, 'trackedTimes(first: 50) { nodes { databaseId } }'),
    (r) => r.issue.trackedTimes.nodes.length,
    MORE,
    { reread: 'issue { trackedTimes(first: 50) { nodes { databaseId } } }' },
  ),
  row('addReaction', issueRead(1, REACTIONS), rocket, true, reactions),
  row('removeReaction', issueRead(1, REACTIONS), rocket, false, reactions),
  row('createRepositoryHook', HOOKS, hookCount, MORE),
  row('deleteRepositoryHook', HOOKS, hookCount, FEWER),
  row('enableLiveUpdates', HOOKS, hookCount, MORE),
  row('disableLiveUpdates', HOOKS, hookCount, FEWER),
  row(
    'createCommitStatus',
    `commit(sha: "${STATUS_SHA}") { statuses(first: 50) { nodes { context } } }`,
    (r) => r.commit.statuses.nodes.length,
    MORE,
  ),
  row(
    'updateRelease',
    'releases(first: 50) { nodes { databaseId draft } }',
    (r) => withId(r.releases.nodes, 4)?.draft,
    false,
    onAcmeTemplate,
  ),
  row(
    'deleteRelease',
    'releases(first: 50) { nodes { databaseId } }',
    (r) => withId(r.releases.nodes, 3) !== undefined,
    false,
    onAcmeTemplate,
  ),
  row('markNotificationsRead', 'unreadNotificationsCount', (v) => v.unreadNotificationsCount, 0, onTheViewer),
  row(
    'markNotificationThreadRead',
    'notifications(all: true, first: 50) { nodes { databaseId pinned } }',
    (v) => withId(v.notifications.nodes, 2)?.pinned,
    false,
    onTheViewer,
  ),
  row('mergePullRequest', pullRead(4, 'merged'), (r) => r.pullRequest.merged, true),
];

describe('a mutation and a read of what it changed, in one document', () => {
  for (const row of rows) {
    it(`${row.mutation} is followed by a fresh read of what it changed`, async () => {
      const { before, after } = await writeBetweenReads(row);
      if (row.expected === MORE || row.expected === FEWER) {
        expect(after).toBe(Number(before) + (row.expected === MORE ? 1 : -1));
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
