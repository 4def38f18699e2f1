// What the forge refuses and the gateway passes on, each with the one forge call behind it: drafts
// hidden from readers, a private organization hidden from outsiders, a pull request opened by a
// non-collaborator, the writes of a user the owner blocked, and a tracked time deleted through another
// issue's path. Each mutation answers its typed error, each query field its coded error.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../src/graphql/kit/global-id.js';
import type { DemoUser } from '../helpers/harness.js';
import type { Json } from '../helpers/mutations.js';
import { useFileHarness } from '../helpers/use-harness.js';

const harness = useFileHarness();

/** A call to the sandbox as `user`, outside the gateway (no call log entry is asserted on it) */
async function atForge(method: string, path: string, user: DemoUser, body?: unknown): Promise<number> {
  const res = await fetch(`${harness.sandbox.url}${path}`, {
    method,
    headers: { Authorization: `token ${user}-token`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.text();
  harness.resetCalls();
  return res.status;
}

/** `mutation { <field>(input: $input) { __typename ... on Error { message } } }` as `as` */
async function mutate(field: string, inputType: string, input: Json, as: DemoUser) {
  const document = `mutation ($input: ${inputType}!) { ${field}(input: $input) {
    __typename ... on Error { message upstreamStatus } } }`;
  const { data, errors } = await harness.query<Json>(document, { input }, { as });
  expect(errors).toBeUndefined();
  return data?.[field] as { __typename: string; message: string; upstreamStatus: number | null };
}

describe('a draft release', () => {
  const RELEASE = `query { repository(owner: "acme", name: "template") { release(tagName: "v0.10") { tagName draft } } }`;

  it('is null by its tag for a reader who may not write, after the one call the forge answers 404', async () => {
    const { data, errors } = await harness.query<Json>(RELEASE, {}, { as: 'carol' });
    expect(errors).toBeUndefined();
    expect(data?.repository.release).toBeNull();
    expect(harness.routes()).toContain('GET /repos/{owner}/{repo}/releases/tags/{tag}');
  });

  it('is a writer’s, and never handed to an anonymous reader after the writer read it', async () => {
    const writer = await harness.query<Json>(RELEASE, {}, { as: 'bob' });
    expect(writer.data?.repository.release).toEqual({ tagName: 'v0.10', draft: true });
    harness.resetCalls();
    const anonymous = await harness.query<Json>(RELEASE);
    expect(anonymous.data?.repository.release).toBeNull();
    expect(harness.routes()).toContain('GET /repos/{owner}/{repo}/releases/tags/{tag}');
  });

  it('answers NOT_FOUND to a reader refetching it by its id', async () => {
    const id = encodeGlobalID('Release', 'acme/template#4');
    const { data, errors } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id },
      { as: 'carol' },
    );
    expect(data?.node).toBeNull();
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(harness.routes()).toEqual(['GET /repos/{owner}/{repo}/releases/{id}']);
  });
});

describe('a private organization', () => {
  beforeAll(async () => {
    expect(await atForge('POST', '/orgs', 'alice', { username: 'hidden', visibility: 'private' })).toBe(201);
  });
  const ORG = 'query { organization(login: "hidden") { login members { nodes { login } } } }';

  it('answers NOT_FOUND to a signed-in caller outside it, its members hidden by the forge too', async () => {
    const { data, errors } = await harness.query<Json>(ORG, {}, { as: 'carol' });
    expect(data?.organization).toBeNull();
    expect(errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['organization', 'NOT_FOUND'],
    ]);
    // the members are asked for beside the organization, and the forge hides them too
    expect(harness.routes().sort()).toEqual(['GET /orgs/{org}', 'GET /orgs/{org}/members']);
    expect(harness.sandbox.calls.map((c) => c.status)).toEqual([404, 404]);
  });

  it('shows its members to a member', async () => {
    const { data, errors } = await harness.query<Json>(ORG, {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    expect(data?.organization).toEqual({ login: 'hidden', members: { nodes: [{ login: 'alice' }] } });
    expect(harness.routes()).toContain('GET /orgs/{org}/members');
  });
});

describe('a pull request by a non-collaborator', () => {
  it('is a ForbiddenError from a branch of the base repository, which they cannot write', async () => {
    const result = await mutate(
      'createPullRequest',
      'CreatePullRequestInput',
      { owner: 'alice', repo: 'hello', head: 'develop', base: 'main', title: 'from a branch of alice' },
      'carol',
    );
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/pulls']);
  });
});

describe('a user the owner blocked', () => {
  beforeAll(async () => {
    expect(await atForge('PUT', '/user/blocks/carol', 'alice')).toBe(204);
  });
  afterAll(async () => {
    await atForge('DELETE', '/user/blocks/carol', 'alice');
  });
  const hello = { owner: 'alice', repo: 'hello' };

  it.each([
    ['createIssue', 'CreateIssueInput', { ...hello, title: 'hi' }, 'POST /repos/{owner}/{repo}/issues'],
    [
      'addComment',
      'AddCommentInput',
      { ...hello, number: 2, body: 'hi' },
      'POST /repos/{owner}/{repo}/issues/{index}/comments',
    ],
    [
      'addReaction',
      'AddReactionInput',
      { subjectId: encodeGlobalID('Issue', 'alice/hello#2'), content: 'rocket' },
      'POST /repos/{owner}/{repo}/issues/{index}/reactions',
    ],
    ['starRepository', 'StarRepositoryInput', hello, 'PUT /user/starred/{owner}/{repo}'],
    ['watchRepository', 'WatchRepositoryInput', hello, 'PUT /repos/{owner}/{repo}/subscription'],
    ['forkRepository', 'ForkRepositoryInput', hello, 'POST /repos/{owner}/{repo}/forks'],
  ])('%s answers ForbiddenError after the one forge call', async (field, inputType, input, route) => {
    const result = await mutate(field, inputType, input as Json, 'carol');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    expect(result.message).toMatch(/blocked/i);
    expect(harness.routes()).toEqual([route]);
  });

  it('cannot be made a collaborator: addCollaborator answers ForbiddenError', async () => {
    const result = await mutate(
      'addCollaborator',
      'AddCollaboratorInput',
      { ...hello, login: 'carol' },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    expect(harness.routes()).toEqual(['PUT /repos/{owner}/{repo}/collaborators/{collaborator}']);
  });
});

describe('a tracked time deleted through another issue’s path', () => {
  it('is a NotFoundError, and the time stays on its issue', async () => {
    const { store } = harness.sandbox;
    const time = store.trackedTimes.find(
      (t) => !t.deleted && store.issue(t.issueId).index === 1 && t.userId === 2,
    );
    if (!time) throw new Error('no time of alice on alice/hello#1 in the seed');
    const result = await mutate(
      'deleteTrackedTime',
      'DeleteTrackedTimeInput',
      { owner: 'alice', repo: 'hello', number: 2, databaseId: time.id },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}/times/{id}']);
    expect(time.deleted).toBe(false);
  });
});
