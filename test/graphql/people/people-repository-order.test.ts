// repositories(orderBy:) on a user, an organization and the viewer: one GET /repos/search with the
// owner's id instead of the owner's own route, which takes no order.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { names } from './people-nodes.js';

const harness = useFileHarness();

const calls = () => countRoutes(harness.routes());

const USER = `query ($order: RepositoryOrder, $first: Int, $after: String) { user(login: "alice") {
  repositories(orderBy: $order, first: $first, after: $after) { totalCount pageInfo { endCursor hasNextPage } nodes { fullName } } } }`;

describe('User.repositories(orderBy:)', () => {
  it('orders alice’s repositories by stars, most first, from one search call with her id', async () => {
    const { data, errors } = await harness.query<Json>(USER, {
      order: { field: 'STARGAZERS', direction: 'DESC' },
    });
    expect(errors).toBeUndefined();
    expect(names(data?.user.repositories)).toEqual(['alice/hello', 'alice/many-prs']);
    expect(data?.user.repositories.totalCount).toBe(2);
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /repos/search': 1 });
  });

  it('orders them by name, backwards, and shows alice her private one, page by page', async () => {
    const order = { field: 'NAME', direction: 'DESC' };
    const first = await harness.query<Json>(USER, { order, first: 2 }, { as: 'alice' });
    expect(names(first.data?.user.repositories)).toEqual(['alice/secret', 'alice/many-prs']);
    expect(first.data?.user.repositories.totalCount).toBe(3);
    const next = await harness.query<Json>(
      USER,
      { order, first: 2, after: first.data?.user.repositories.pageInfo.endCursor },
      { as: 'alice' },
    );
    expect(names(next.data?.user.repositories)).toEqual(['alice/hello']);
    expect(calls()['GET /repos/search']).toBe(2);
  });

  it('keeps the owner’s own route, and its lookahead, without orderBy', async () => {
    const { data } = await harness.query<Json>(USER, {});
    expect(names(data?.user.repositories)).toEqual(['alice/hello', 'alice/many-prs']);
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /users/{username}/repos': 1 });
  });

  it('refuses an unknown order field before any call', async () => {
    const { errors } = await harness.query<Json>(USER, { order: { field: 'FORKS', direction: 'ASC' } });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(harness.routes()).toEqual([]);
  });
});

describe('Organization.repositories(orderBy:) and the viewer’s', () => {
  it('orders acme’s repositories by creation, newest first', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ organization(login: "acme") { repositories(orderBy: { field: CREATED_AT, direction: DESC }) { nodes { fullName } } } }',
    );
    expect(errors).toBeUndefined();
    expect(names(data?.organization.repositories)).toEqual(['acme/legacy', 'acme/template']);
    expect(calls()).toEqual({ 'GET /orgs/{org}': 1, 'GET /repos/search': 1 });
  });

  it('orders bob’s own and collaborative repositories for bob by last change', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ viewer { repositories(orderBy: { field: UPDATED_AT, direction: DESC }) { totalCount nodes { fullName } } } }',
      {},
      { as: 'bob' },
    );
    expect(errors).toBeUndefined();
    expect(data?.viewer.repositories.totalCount).toBe(6);
    expect(names(data?.viewer.repositories)).toEqual([
      'bob/hello-fork',
      'bob/dotfiles',
      'alice/hello',
      'bob/journal',
      'bob/empty',
      'acme/template',
    ]);
    expect(calls()).toEqual({ 'GET /user': 1, 'GET /repos/search': 1 });
  });
});
