// The limits and protections of queries hold for a router's entity fetches, each compared with the
// query that reads the same objects: the cost limit (one forge call per representation, as per id of
// `nodes(ids:)`), the request's call budget, the per-caller rate limit, persisted-only mode and the
// masking of unexpected failures.

import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../src/graphql/kit/global-id.js';
import { useHarness } from '../helpers/use-harness.js';

const PULLS = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on PullRequest { number } }
}`;
const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on PullRequest { number } } }';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const representations = (count: number) =>
  numbers(count).map((number) => ({
    __typename: 'PullRequest',
    base: { repository: { fullName: 'alice/many-prs' } },
    number,
  }));
const ids = (count: number) =>
  numbers(count).map((n) => encodeGlobalID('PullRequest', `alice/many-prs#${n}`));
const codes = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (answer.errors ?? []).map((error) => error.extensions?.code);

describe('the cost limit and the call budget', () => {
  const harness = useHarness({
    gateway: { federation: true, limits: { maxCost: 10 }, upstreamCallBudget: 4 },
  });

  it('refuses 11 representations against a cost limit of 10 with QUERY_TOO_COSTLY before any call, as nodes(ids:) of 11', async () => {
    const { query, routes } = harness();
    const entities = await query(PULLS, { representations: representations(11) });
    const nodes = await query(NODES, { ids: ids(11) });
    expect(entities).toEqual(nodes);
    expect(codes(entities)).toEqual(['QUERY_TOO_COSTLY']);
    expect(entities.errors?.[0]?.message).toBe('Query cost limit of 10 forge calls exceeded, estimated 11.');
    expect(routes()).toEqual([]);
  });

  it('fails the representations past a budget of 4 calls with UPSTREAM_CALL_BUDGET_EXCEEDED, each in its place', async () => {
    const { query, routes } = harness();
    const entities = await query(PULLS, { representations: representations(6) });
    expect(entities.data?._entities).toEqual([
      { number: 1 },
      { number: 2 },
      { number: 3 },
      { number: 4 },
      null,
      null,
    ]);
    expect(entities.errors?.map((error) => [error.path, error.extensions?.code, error.message])).toEqual(
      [4, 5].map((index) => [
        ['_entities', index],
        'UPSTREAM_CALL_BUDGET_EXCEEDED',
        "this representation is past the request's budget of 4 forge calls (one per representation)",
      ]),
    );
    expect(routes()).toHaveLength(4);
  });

  it('counts repeated representations toward the budget although the loader reads each pull request once', async () => {
    const { query, routes } = harness();
    const same = Array.from({ length: 6 }, () => representations(1)[0]);
    const entities = await query(PULLS, { representations: same });
    expect(codes(entities)).toEqual(['UPSTREAM_CALL_BUDGET_EXCEEDED', 'UPSTREAM_CALL_BUDGET_EXCEEDED']);
    expect(routes()).toEqual(['GET /repos/{owner}/{repo}/pulls/{index}']);
  });
});

describe('the per-caller rate limit', () => {
  const harness = useHarness({ gateway: { federation: true, rateLimit: { limit: 3, windowMs: 60_000 } } });

  it('refuses a caller’s entity reads past its window with RATE_LIMITED, as it refuses the same reads by id', async () => {
    const { query } = harness();
    const entities = await query(PULLS, { representations: representations(5) }, { as: 'alice' });
    const nodes = await query(NODES, { ids: ids(5) }, { as: 'bob' });
    expect(codes(entities)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    expect(codes(nodes)).toEqual(codes(entities));
    const read = (answer: typeof entities) =>
      (answer.data?._entities ?? answer.data?.nodes) as unknown[] | undefined;
    expect(read(entities)?.filter((pull) => pull !== null)).toHaveLength(3);
    expect(read(nodes)?.filter((pull) => pull !== null)).toHaveLength(3);
  });
});

describe('persisted-only mode', () => {
  const harness = useHarness({ gateway: { federation: true, persistedOnly: true } });

  it('refuses a router’s entity fetch, which no manifest lists, as any other unlisted document', async () => {
    const { query, routes } = harness();
    const entities = await query(PULLS, { representations: representations(1) });
    const unlisted = await query(NODES, { ids: ids(1) });
    expect(entities).toEqual(unlisted);
    expect(entities.status).toBe(400);
    expect(codes(entities)).toEqual(['PERSISTED_OPERATION_ONLY']);
    expect(routes()).toEqual([]);
  });
});

describe('error masking', () => {
  const harness = useHarness({ gateway: { federation: true } });

  it('masks an unexpected failure in an entity fetch as INTERNAL_SERVER_ERROR, as in the query', async () => {
    const { query, sandbox } = harness();
    // a user whose login is no string: making its id fails in a way nobody planned for
    sandbox.faults.injectStatus('GET /users/{username}', 200, { body: { id: 9, login: { nested: true } } });
    const entities = await query(
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { id } } }',
      { r: [{ __typename: 'User', login: 'bob' }] },
    );
    const asQuery = await query('{ user(login: "bob") { id } }');
    const masked = { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(entities.errors).toEqual([
      { ...masked, locations: expect.any(Array), path: ['_entities', 0, 'id'] },
    ]);
    expect(asQuery.errors).toEqual([{ ...masked, locations: expect.any(Array), path: ['user', 'id'] }]);
  });
});

describe('introspection off', () => {
  const harness = useHarness({ gateway: { federation: true, introspection: false } });

  it('still answers _service { sdl }, a field a router composes from, while it refuses __schema', async () => {
    const { query } = harness();
    const service = await query('{ _service { sdl } }');
    expect((service.data?._service as { sdl: string } | undefined)?.sdl).toContain('@key(fields: "id")');
    const schema = await query('{ __schema { queryType { name } } }');
    expect(schema.data).toBeUndefined();
    expect(schema.errors?.[0]?.message).toMatch(/introspection/i);
  });
});
