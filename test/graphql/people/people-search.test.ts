// searchRepositories and searchUsers: the forge's `{ok, data}` envelope as connections, the filters as
// typed arguments, paging and failures, with their exact forge calls.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { callsWithQuery } from '../../helpers/people-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { names } from './people-nodes.js';

const harness = useFileHarness();

describe('searchRepositories', () => {
  it('finds repositories by name in one call', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ searchRepositories(query: "hello") { totalCount nodes { fullName owner { login } } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.searchRepositories).toEqual({
      totalCount: 2,
      nodes: [
        { fullName: 'alice/hello', owner: { login: 'alice' } },
        { fullName: 'bob/hello-fork', owner: { login: 'bob' } },
      ],
    });
    expect(callsWithQuery(harness)).toEqual(['GET /repos/search ?limit=30&page=1&q=hello']);
  });

  it('shows private repositories only to those who may read them', async () => {
    const query = '{ searchRepositories(query: "secret") { totalCount nodes { fullName } } }';
    expect((await harness.query<Json>(query, {}, { as: 'alice' })).data?.searchRepositories.totalCount).toBe(
      1,
    );
    expect((await harness.query<Json>(query, {}, { as: 'carol' })).data?.searchRepositories.totalCount).toBe(
      0,
    );
  });

  it('passes the typed filters on as the forge names them', async () => {
    const { data } = await harness.query<Json>(
      `{ searchRepositories(ownerId: 5, exclusive: true, includePrivate: false, archived: false, template: true,
          mode: SOURCE, sort: CREATED, order: DESC, first: 5) { nodes { fullName template } } }`,
      {},
      { as: 'alice' },
    );
    expect(data?.searchRepositories.nodes).toEqual([{ fullName: 'acme/template', template: true }]);
    expect(callsWithQuery(harness)).toEqual([
      'GET /repos/search ?archived=false&exclusive=true&limit=5&mode=source&order=desc&page=1&private=false&sort=created&template=true&uid=5',
    ]);
  });

  it('sorts by name when only the order is given (the forge ignores an order without a sort)', async () => {
    const { data } = await harness.query<Json>(
      '{ searchRepositories(ownerId: 5, exclusive: true, order: DESC) { nodes { fullName } } }',
    );
    expect(names(data?.searchRepositories)).toEqual(['acme/template', 'acme/legacy']);
    expect(callsWithQuery(harness)).toEqual([
      'GET /repos/search ?exclusive=true&limit=30&order=desc&page=1&sort=alpha&uid=5',
    ]);
  });

  it('matches topics, and pages with the forge’s total', async () => {
    const first = await harness.query<Json>(
      '{ searchRepositories(query: "typescript", topicOnly: true, first: 1) { totalCount pageInfo { hasNextPage endCursor } nodes { fullName } } }',
    );
    const page = first.data?.searchRepositories;
    expect([page.totalCount, page.pageInfo.hasNextPage, names(page)]).toEqual([2, true, ['alice/hello']]);
    const second = await harness.query<Json>(
      'query ($after: String) { searchRepositories(query: "typescript", topicOnly: true, first: 1, after: $after) { pageInfo { hasNextPage } nodes { fullName } } }',
      { after: page.pageInfo.endCursor },
    );
    expect(names(second.data?.searchRepositories)).toEqual(['acme/template']);
    expect(callsWithQuery(harness)).toEqual([
      'GET /repos/search ?limit=1&page=1&q=typescript&topic=true',
      'GET /repos/search ?limit=1&page=2&q=typescript&topic=true',
    ]);
  });

  it('answers UPSTREAM_ERROR on the field when the forge sends no {ok, data} envelope', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/search', 200, {
      times: 1,
      body: { ok: false, error: 'boom' },
    });
    const { data, errors } = await harness.query<Json>(
      '{ searchRepositories { totalCount } viewer { login } }',
      {},
      {
        as: 'bob',
      },
    );
    expect(data).toEqual({ searchRepositories: null, viewer: { login: 'bob' } });
    expect(errors?.[0]).toMatchObject({
      path: ['searchRepositories'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('refuses a window over the maximum without a call', async () => {
    const { errors } = await harness.query<Json>('{ searchRepositories(first: 500) { totalCount } }');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(harness.routes()).toEqual([]);
  });
});

describe('searchUsers', () => {
  it('finds individuals by name in one call, never organizations', async () => {
    const { data } = await harness.query<Json>(
      '{ clark: searchUsers(query: "clark") { totalCount nodes { login fullName } } acme: searchUsers(query: "acme") { totalCount } }',
    );
    expect(data?.clark).toEqual({ totalCount: 1, nodes: [{ login: 'carol', fullName: 'Carol Clark' }] });
    expect(data?.acme).toEqual({ totalCount: 0 });
    expect(callsWithQuery(harness).sort()).toEqual([
      'GET /users/search ?limit=30&page=1&q=acme',
      'GET /users/search ?limit=30&page=1&q=clark',
    ]);
  });

  it('filters by id and pages', async () => {
    const { data } = await harness.query<Json>(
      '{ byId: searchUsers(uid: 3) { nodes { login } } paged: searchUsers(first: 2) { totalCount pageInfo { hasNextPage } nodes { login } } }',
    );
    expect(data?.byId.nodes).toEqual([{ login: 'bob' }]);
    expect(data?.paged).toEqual({
      totalCount: 4,
      pageInfo: { hasNextPage: true },
      nodes: [{ login: 'admin' }, { login: 'alice' }],
    });
  });

  it('answers UPSTREAM_UNAVAILABLE on the field when the forge keeps failing', async () => {
    harness.sandbox.faults.injectStatus('GET /users/search', 503, { times: 3 });
    const { data, errors } = await harness.query<Json>('{ searchUsers { totalCount } }');
    expect(data?.searchUsers).toBeNull();
    expect(errors?.[0]).toMatchObject({
      path: ['searchUsers'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});
