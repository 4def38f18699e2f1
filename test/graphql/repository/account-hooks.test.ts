// Account webhooks over HTTP against the sandbox: an organization's, created, listed, refetched by id,
// changed and deleted by its owner, and the caller's own, listed, changed and deleted; refusals for a
// member who does not own the organization and for another user's list, each with its exact forge calls.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);
const CONFIG = [
  { key: 'url', value: 'https://ci.example.com/hook' },
  { key: 'content_type', value: 'json' },
];

describe('account hooks', () => {
  it('creates, lists, refetches, changes and deletes an organization’s hook, one call each', async () => {
    const created = await write(
      'createOrganizationHook',
      { organization: 'acme', config: CONFIG, events: ['push'] },
      'alice',
      '... on CreateOrganizationHookPayload { hook { id url active } }',
    );
    expect(created).toEqual({
      __typename: 'CreateOrganizationHookPayload',
      hook: { id: expect.any(String), url: 'https://ci.example.com/hook', active: true },
    });
    expect(calls()).toEqual({ 'POST /orgs/{org}/hooks': 1 });
    harness().resetCalls();

    const id = created.hook.id;
    const read = await query(
      `{ organization(login: "acme") { hooks(first: 5) { totalCount nodes { id url } } }
         node(id: "${id}") { ... on Hook { url contentType } } }`,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({
      organization: { hooks: { totalCount: 1, nodes: [{ id, url: 'https://ci.example.com/hook' }] } },
      node: { url: 'https://ci.example.com/hook', contentType: 'json' },
    });
    expect(calls()).toEqual({
      'GET /orgs/{org}': 1,
      'GET /orgs/{org}/hooks': 1,
      'GET /orgs/{org}/hooks/{id}': 1,
    });
    harness().resetCalls();

    const changed = await write(
      'updateAccountHook',
      { id, active: false },
      'alice',
      '... on UpdateAccountHookPayload { hook { id active } }',
    );
    expect(changed).toEqual({ __typename: 'UpdateAccountHookPayload', hook: { id, active: false } });
    const deleted = await write('deleteAccountHook', { id });
    expect(deleted).toEqual({ __typename: 'DeleteAccountHookPayload' });
    expect(calls()).toEqual({ 'PATCH /orgs/{org}/hooks/{id}': 1, 'DELETE /orgs/{org}/hooks/{id}': 1 });
  });

  it('lists, changes and deletes the caller’s own hook', async () => {
    const created = await write(
      'createUserHook',
      { config: CONFIG },
      'bob',
      '... on CreateUserHookPayload { hook { id } }',
    );
    const id = created.hook.id;
    harness().resetCalls();
    const mine = await query('{ viewer { hooks(first: 5) { totalCount nodes { id url } } } }', 'bob');
    expect(mine.data?.viewer).toEqual({
      hooks: { totalCount: 1, nodes: [{ id, url: 'https://ci.example.com/hook' }] },
    });
    expect(calls()).toEqual({ 'GET /user': 1, 'GET /user/hooks': 1 });
    harness().resetCalls();
    const branchFilter = await write(
      'updateAccountHook',
      { id, branchFilter: 'main' },
      'bob',
      '... on UpdateAccountHookPayload { hook { branchFilter } }',
    );
    expect(branchFilter).toEqual({ __typename: 'UpdateAccountHookPayload', hook: { branchFilter: 'main' } });
    expect((await write('deleteAccountHook', { id }, 'bob')).__typename).toBe('DeleteAccountHookPayload');
    expect((await write('deleteAccountHook', { id }, 'bob')).__typename).toBe('NotFoundError');
    expect(calls()).toEqual({ 'PATCH /user/hooks/{id}': 1, 'DELETE /user/hooks/{id}': 2 });
  });

  it('refuses a member who does not own the organization after one call, another user’s list without one', async () => {
    const refused = await write('createOrganizationHook', { organization: 'acme', config: CONFIG }, 'bob');
    expect(refused.__typename).toBe('ForbiddenError');
    const list = await query('{ organization(login: "acme") { hooks(first: 1) { totalCount } } }', 'bob');
    expect(list.errors?.map((e: Json) => e.extensions.code)).toEqual(['FORBIDDEN']);
    const other = await query('{ user(login: "alice") { hooks(first: 1) { totalCount } } }', 'bob');
    expect(other.errors?.map((e: Json) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect(calls()).toEqual({
      'POST /orgs/{org}/hooks': 1,
      'GET /orgs/{org}': 1,
      'GET /orgs/{org}/hooks': 1,
      'GET /users/{username}': 1,
    });
  });
});
