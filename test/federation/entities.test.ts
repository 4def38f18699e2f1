// `_entities(representations:)` in subgraph mode: every representation is read through the loaders a
// query uses, so a router's batch of pull requests costs what `nodes(ids:)` of the same pull requests
// costs, an id goes through `node(id:)`, a natural key through its root field, and a private object is
// null with the error the query gets. Off (the default), the schema has no federation field at all.

import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../src/graphql/kit/global-id.js';
import { useHarness } from '../helpers/use-harness.js';

const ENTITIES = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) {
    __typename
    ... on Repository { fullName private }
    ... on User { login }
    ... on Organization { login }
    ... on Issue { number title }
    ... on PullRequest { number title }
  }
}`;

const pullRepresentation = (number: number) => ({
  __typename: 'PullRequest',
  base: { repository: { fullName: 'alice/many-prs' } },
  number,
});
const pullId = (number: number) => encodeGlobalID('PullRequest', `alice/many-prs#${number}`);
const NUMBERS = Array.from({ length: 50 }, (_, i) => i + 1);

describe('entity fetches', () => {
  const harness = useHarness({ gateway: { federation: true, reportCost: true } });

  it('reads 50 pull requests of one repository with the forge calls nodes(ids:) makes for them, one each', async () => {
    const { query, sandbox, resetCalls } = harness();
    const entities = await query(ENTITIES, { representations: NUMBERS.map(pullRepresentation) });
    const entityCalls = sandbox.calls.map((call) => call.path).sort();
    resetCalls();
    const nodes = await query(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on PullRequest { number title } } }`,
      {
        ids: NUMBERS.map(pullId),
      },
    );
    const nodeCalls = sandbox.calls.map((call) => call.path).sort();
    expect(entities.errors).toBeUndefined();
    expect(
      (entities.data?._entities as { number: number }[] | undefined)?.map((pull) => pull.number),
    ).toEqual(NUMBERS);
    expect(entityCalls).toEqual(nodeCalls);
    expect(entityCalls).toEqual(NUMBERS.map((n) => `/repos/alice/many-prs/pulls/${n}`).sort());
    expect((entities as { extensions?: unknown }).extensions).toEqual({
      cost: { estimated: 50, actual: 50 },
    });
    expect((nodes as { extensions?: unknown }).extensions).toEqual({ cost: { estimated: 50, actual: 50 } });
  });

  it('reads a pull request named twice, by key and by id, once', async () => {
    const { query, routes } = harness();
    const answer = await query(ENTITIES, {
      representations: [
        pullRepresentation(7),
        { __typename: 'PullRequest', id: pullId(7) },
        pullRepresentation(7),
        pullRepresentation(8),
      ],
    });
    expect(answer.data?._entities).toEqual([
      { __typename: 'PullRequest', number: 7, title: 'Change number 7' },
      { __typename: 'PullRequest', number: 7, title: 'Change number 7' },
      { __typename: 'PullRequest', number: 7, title: 'Change number 7' },
      { __typename: 'PullRequest', number: 8, title: 'Change number 8' },
    ]);
    expect(routes()).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{index}',
      'GET /repos/{owner}/{repo}/pulls/{index}',
    ]);
  });

  it('reads a representation by id exactly as node(id:) reads that id', async () => {
    const { query, sandbox, resetCalls } = harness();
    const ids = [
      encodeGlobalID('Repository', 'acme/template'),
      encodeGlobalID('User', 'bob'),
      encodeGlobalID('Issue', 'alice/hello#1'),
    ];
    const typenames = ['Repository', 'User', 'Issue'];
    const entities = await query(ENTITIES, {
      representations: ids.map((id, i) => ({ __typename: typenames[i], id })),
    });
    const entityCalls = sandbox.calls.map((call) => call.path);
    resetCalls();
    const nodes = await query(
      `query ($ids: [ID!]!) {
      nodes(ids: $ids) {
        __typename
        ... on Repository { fullName private }
        ... on User { login }
        ... on Issue { number title }
      }
    }`,
      { ids },
    );
    expect(entities.data?._entities).toEqual(nodes.data?.nodes);
    expect(entities.data?._entities).toEqual([
      { __typename: 'Repository', fullName: 'acme/template', private: false },
      { __typename: 'User', login: 'bob' },
      { __typename: 'Issue', number: 1, title: 'Greeting ignores the name' },
    ]);
    expect(entityCalls.sort()).toEqual(sandbox.calls.map((call) => call.path).sort());
  });

  it('reads each natural key: a repository by full name or owner and name, an account by login, an issue by repository and number', async () => {
    const { query, routes } = harness();
    const answer = await query(ENTITIES, {
      representations: [
        { __typename: 'Repository', fullName: 'acme/template' },
        { __typename: 'Repository', owner: { login: 'acme' }, name: 'legacy' },
        { __typename: 'User', login: 'carol' },
        { __typename: 'Organization', login: 'acme' },
        { __typename: 'Issue', repository: { fullName: 'alice/hello' }, number: 2 },
      ],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?._entities).toEqual([
      { __typename: 'Repository', fullName: 'acme/template', private: false },
      { __typename: 'Repository', fullName: 'acme/legacy', private: false },
      { __typename: 'User', login: 'carol' },
      { __typename: 'Organization', login: 'acme' },
      { __typename: 'Issue', number: 2, title: expect.any(String) },
    ]);
    expect(routes().sort()).toEqual([
      'GET /orgs/{org}',
      'GET /repos/{owner}/{repo}',
      'GET /repos/{owner}/{repo}',
      'GET /repos/{owner}/{repo}/issues/{index}',
      'GET /users/{username}',
    ]);
  });

  it('reads a repository’s lists without reading the repository when they prove it exists, as repository(owner:, name:) does', async () => {
    const { query, routes } = harness();
    const answer = await query(
      `query ($representations: [_Any!]!) {
        _entities(representations: $representations) {
          __typename
          ... on Repository { id fullName name owner { login } pullRequests(first: 2, state: OPEN) { nodes { number } } }
        }
      }`,
      { representations: [{ __typename: 'Repository', fullName: 'alice/hello' }] },
    );
    expect(answer.data?._entities).toEqual([
      {
        __typename: 'Repository',
        id: encodeGlobalID('Repository', 'alice/hello'),
        fullName: 'alice/hello',
        name: 'hello',
        owner: { login: 'alice' },
        pullRequests: { nodes: [{ number: 4 }, { number: 3 }] },
      },
    ]);
    expect(routes()).toEqual(['GET /repos/{owner}/{repo}/pulls']);
  });

  it('answers a private repository null with the error repository(owner:, name:) gives, and reads it for its owner', async () => {
    const { query } = harness();
    const representations = [{ __typename: 'Repository', fullName: 'alice/secret' }];
    const anonymous = await query(ENTITIES, { representations });
    const asQuery = await query('{ repository(owner: "alice", name: "secret") { fullName } }');
    expect(anonymous.data?._entities).toEqual([null]);
    expect(anonymous.errors).toHaveLength(1);
    expect(asQuery.errors).toHaveLength(1);
    const withoutPlace = (error: Record<string, unknown> = {}) => {
      const { path, locations: _locations, ...rest } = error;
      return { path, rest };
    };
    const { path: entityPath, rest: entityError } = withoutPlace(anonymous.errors?.[0]);
    const { path: queryPath, rest: queryError } = withoutPlace(asQuery.errors?.[0]);
    expect(entityPath).toEqual(['_entities', 0]);
    expect(queryPath).toEqual(['repository']);
    expect(entityError).toEqual(queryError);
    expect(entityError).toMatchObject({
      message: "Could not resolve to a Repository with the name 'alice/secret'.",
      extensions: { code: 'NOT_FOUND' },
    });
    const owner = await query(ENTITIES, { representations }, { as: 'alice' });
    expect(owner.data?._entities).toEqual([
      { __typename: 'Repository', fullName: 'alice/secret', private: true },
    ]);
  });

  it('fails a representation that names no entity, carries no key, or an id of another type alone, with BAD_USER_INPUT', async () => {
    const { query, routes } = harness();
    const answer = await query(ENTITIES, {
      representations: [
        { __typename: 'Nothing', id: 'x' },
        { __typename: 'Repository', name: 'hello' },
        { __typename: 'Issue', id: pullId(3) },
        { __typename: 'User', login: 'bob' },
      ],
    });
    expect(answer.data?._entities).toEqual([null, null, null, { __typename: 'User', login: 'bob' }]);
    expect(answer.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['_entities', 0], 'BAD_USER_INPUT'],
      [['_entities', 1], 'BAD_USER_INPUT'],
      [['_entities', 2], 'BAD_USER_INPUT'],
    ]);
    expect(answer.errors?.[1]?.message).toBe(
      'a Repository representation must carry one of its keys: { id }, { fullName }, { owner { login } name }',
    );
    expect(routes()).toEqual(['GET /users/{username}']);
  });
});

describe('the standalone schema (federation off, the default)', () => {
  const harness = useHarness();

  it('has neither _service nor _entities', async () => {
    const answer = await harness().query('{ _service { sdl } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const entities = await harness().query('{ _entities(representations: []) { __typename } }');
    expect(entities.errors?.[0]?.message).toBe('Cannot query field "_entities" on type "Query".');
  });
});
