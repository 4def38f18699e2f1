// Actions secrets, variables and runner tokens over HTTP against the sandbox, for the three owners one table
// serves: a repository, an organization and the caller. Each owner sets a secret and creates, renames and
// deletes a variable in one call each, and reads them back with one call per list; refusals come after one call.

import { describe, expect, it } from 'vitest';
import { REPO } from '../../helpers/forge-routes.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);

const SETTINGS = `actionsSettings {
  variables(first: 10) { totalCount nodes { name data } }
  variable(name: "region") { name data } missing: variable(name: "nope") { name }
  runnerRegistrationToken }`;

interface Owner {
  input: Json;
  /** the query that reads the owner's settings */
  read: string;
  /** the route prefix the owner's calls go to, and where its registration token is read */
  prefix: string;
  token: string;
  /** the root read that proves the owner exists, when the settings are read through it */
  root: Record<string, number>;
}

const OWNERS: Record<string, Owner> = {
  repository: {
    input: { owner: 'alice', repo: 'hello' },
    read: `{ repository(owner: "alice", name: "hello") { ${SETTINGS} secrets: actionsSettings { secrets(first: 5) { totalCount nodes { name } } } } }`,
    prefix: '/repos/{owner}/{repo}',
    token: 'GET /repos/{owner}/{repo}/runners/registration-token',
    root: { [REPO]: 1 },
  },
  organization: {
    input: { organization: 'acme' },
    read: `{ organization(login: "acme") { ${SETTINGS} secrets: actionsSettings { secrets(first: 5) { totalCount nodes { name } } } } }`,
    prefix: '/orgs/{org}',
    token: 'GET /orgs/{org}/actions/runners/registration-token',
    root: { 'GET /orgs/{org}': 1 },
  },
  viewer: {
    input: {},
    read: `{ viewer { ${SETTINGS} } }`,
    prefix: '/user',
    token: 'GET /user/actions/runners/registration-token',
    root: { 'GET /user': 1 },
  },
};

describe('Actions settings of a repository, an organization and the caller', () => {
  it.each(Object.entries(OWNERS))(
    '%s: writes in one call each, reads each list in one',
    async (kind, owner) => {
      const set = await write('setActionsSecret', { ...owner.input, name: 'deploy_token', data: 's3cret' });
      expect(set).toEqual({ __typename: 'SetActionsSecretPayload' });
      expect(calls()).toEqual({ [`PUT ${owner.prefix}/actions/secrets/{secretname}`]: 1 });
      harness().resetCalls();
      for (const name of ['region', 'stage']) {
        const created = await write('createActionsVariable', { ...owner.input, name, value: `${name}-1` });
        expect(created).toEqual({ __typename: 'CreateActionsVariablePayload' });
      }
      const renamed = await write('updateActionsVariable', {
        ...owner.input,
        name: 'stage',
        newName: 'tier',
        value: 'gold',
      });
      expect(renamed).toEqual({ __typename: 'UpdateActionsVariablePayload' });
      expect(calls()).toEqual({
        [`POST ${owner.prefix}/actions/variables/{variablename}`]: 2,
        [`PUT ${owner.prefix}/actions/variables/{variablename}`]: 1,
      });
      harness().resetCalls();

      const { data, errors } = await query(owner.read);
      expect(errors).toBeUndefined();
      const root = Object.values(data ?? {})[0] as Json;
      expect(root.actionsSettings).toEqual({
        variables: {
          totalCount: 2,
          nodes: [
            { name: 'REGION', data: 'region-1' },
            { name: 'TIER', data: 'gold' },
          ],
        },
        variable: { name: 'REGION', data: 'region-1' },
        missing: null,
        runnerRegistrationToken: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
      if (kind !== 'viewer') {
        expect(root.secrets).toEqual({ secrets: { totalCount: 1, nodes: [{ name: 'DEPLOY_TOKEN' }] } });
      }
      expect(calls()).toEqual({
        ...owner.root,
        ...(kind !== 'viewer' ? { [`GET ${owner.prefix}/actions/secrets`]: 1 } : {}),
        [`GET ${owner.prefix}/actions/variables`]: 1,
        [`GET ${owner.prefix}/actions/variables/{variablename}`]: 2,
        [owner.token]: 1,
      });
      harness().resetCalls();

      for (const [mutation, name] of [
        ['deleteActionsVariable', 'tier'],
        ['deleteActionsVariable', 'region'],
        ['deleteActionsSecret', 'deploy_token'],
      ]) {
        expect((await write(mutation as string, { ...owner.input, name })).__typename).toMatch(/Payload$/);
      }
      expect(calls()).toEqual({
        [`DELETE ${owner.prefix}/actions/variables/{variablename}`]: 2,
        [`DELETE ${owner.prefix}/actions/secrets/{secretname}`]: 1,
      });
    },
  );

  it.each<[string, string, Json, 'alice' | 'bob', string, string]>([
    [
      'a writer who does not own the repository',
      'setActionsSecret',
      { owner: 'alice', repo: 'hello', name: 'x', data: 'y' },
      'bob',
      'ForbiddenError',
      'PUT /repos/{owner}/{repo}/actions/secrets/{secretname}',
    ],
    [
      'a member who does not own the organization',
      'createActionsVariable',
      { organization: 'acme', name: 'x', value: 'y' },
      'bob',
      'ForbiddenError',
      'POST /orgs/{org}/actions/variables/{variablename}',
    ],
    [
      'a reserved name',
      'setActionsSecret',
      { name: 'GITEA_TOKEN', data: 'y' },
      'alice',
      'ValidationError',
      'PUT /user/actions/secrets/{secretname}',
    ],
    [
      'the name CI, which a workflow always sets',
      'createActionsVariable',
      { name: 'ci', value: 'y' },
      'alice',
      'ValidationError',
      'POST /user/actions/variables/{variablename}',
    ],
    [
      'a variable the owner lacks',
      'deleteActionsVariable',
      { name: 'nope' },
      'alice',
      'NotFoundError',
      'DELETE /user/actions/variables/{variablename}',
    ],
  ])('refuses %s after one call', async (_case, mutation, input, as, typename, route) => {
    expect((await write(mutation, input, as)).__typename).toBe(typename);
    expect(calls()).toEqual({ [route]: 1 });
  });

  it('answers ConflictError for a second variable of the same name, whatever its case', async () => {
    expect((await write('createActionsVariable', { name: 'mode', value: 'a' })).__typename).toBe(
      'CreateActionsVariablePayload',
    );
    expect((await write('createActionsVariable', { name: 'MODE', value: 'b' })).__typename).toBe(
      'ConflictError',
    );
    expect(calls()).toEqual({ 'POST /user/actions/variables/{variablename}': 2 });
  });

  it('refuses a repository and an organization at once, and another user’s settings, without a call of theirs', async () => {
    const both = await write('deleteActionsSecret', {
      owner: 'alice',
      repo: 'hello',
      organization: 'acme',
      name: 'x',
    });
    expect(both.__typename).toBe('ValidationError');
    const other = await query('{ user(login: "bob") { actionsSettings { runnerRegistrationToken } } }');
    expect(other.errors?.map((e: Json) => e.extensions.code)).toEqual(['FORBIDDEN']);
    const mine = await query('{ viewer { actionsSettings { secrets(first: 1) { totalCount } } } }');
    expect(mine.errors?.map((e: Json) => e.extensions.code)).toEqual(['NOT_SUPPORTED']);
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /user': 1 });
  });
});
