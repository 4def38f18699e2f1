// The gateway as a subgraph of a real supergraph: `_service { sdl }` read over HTTP from the bundle
// started as `npm start --federation` starts it, composed by The Guild's composition library with a
// second subgraph that names repositories and pull requests by their keys, and served by Hive Gateway
// over HTTP. Queries that cross both subgraphs cost the forge calls the sandbox's log shows, no more.

import { type CompositionSuccess, validateSubgraph } from '@theguild/federation-composition';
import { Kind, parse, print, type StringValueNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  composeSupergraph,
  type Router,
  type Served,
  startRouter,
  startServicesSubgraph,
  subgraphSdl,
} from '../helpers/federation.js';
import { type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';

let forge: ShippedHarness;
let services: Served;
let sdl: string;
let composed: ReturnType<typeof composeSupergraph>;
let router: Router;

beforeAll(async () => {
  [forge, services] = await Promise.all([
    startShippedHarness({ env: { FEDERATION: 'true' } }),
    startServicesSubgraph(),
  ]);
  sdl = await subgraphSdl(forge.url);
  composed = composeSupergraph({ url: forge.url, sdl }, services);
  if (composed.errors) throw new Error(composed.errors.map((error) => error.message).join('\n'));
  router = await startRouter(composed.supergraphSdl);
}, 60_000);

afterAll(async () => {
  await router?.close();
  await services?.close();
  await forge?.close();
});

/** The `@join__type` keys the supergraph gives each type for the forge's subgraph. */
function forgeKeys(supergraph: string): Record<string, string[]> {
  const keys: Record<string, string[]> = {};
  for (const definition of parse(supergraph).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    for (const directive of definition.directives ?? []) {
      const graph = directive.arguments?.find((argument) => argument.name.value === 'graph');
      const key = directive.arguments?.find((argument) => argument.name.value === 'key');
      if (directive.name.value !== 'join__type' || !key || print(graph?.value ?? parse('{a}')) !== 'FORGE')
        continue;
      keys[definition.name.value] ??= [];
      keys[definition.name.value]?.push((key.value as StringValueNode).value);
    }
  }
  return keys;
}

const forgeCalls = () => forge.sandbox.calls.map((call) => `${call.method} ${call.path}`);
const entityFetches = () => router.fetches.filter((fetch) => fetch.body.includes('_entities'));

describe('composition', () => {
  it('composes the SDL read from the running gateway with a second subgraph, without an error', () => {
    expect(sdl).toMatch(
      /^extend schema\s+@link\(url: "https:\/\/specs\.apollo\.dev\/federation\/v2\.6", import: \["@key"\]\)/,
    );
    expect(validateSubgraph({ name: 'forge', typeDefs: parse(sdl) })).toEqual([]);
    expect(composed.errors).toBeUndefined();
    expect((composed as CompositionSuccess).publicSdl).toContain('type Service');
  });

  it('keeps every key of the forge’s types in the supergraph: id on every Node type, natural keys beside it', () => {
    const keys = forgeKeys((composed as CompositionSuccess).supergraphSdl);
    const nodeTypes = parse(sdl)
      .definitions.filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
      .filter((definition) => definition.interfaces?.some((name) => name.name.value === 'Node'))
      .map((definition) => definition.name.value);
    expect(nodeTypes.length).toBeGreaterThan(30);
    expect(Object.keys(keys).sort()).toEqual([...nodeTypes].sort());
    for (const type of nodeTypes) expect(keys[type]?.[0], type).toBe('id');
    expect(keys).toMatchObject({
      Repository: ['id', 'fullName', 'owner { login } name'],
      User: ['id', 'login'],
      Organization: ['id', 'login'],
      Issue: ['id', 'repository { fullName } number'],
      PullRequest: ['id', 'base { repository { fullName } } number'],
    });
  });
});

describe('queries across both subgraphs, through Hive Gateway', () => {
  it('answers a service’s repository with its open pull requests for one forge call, the list', async () => {
    forge.resetCalls();
    router.fetches.length = 0;
    const answer = await router.query(`{
      service(name: "greeter") {
        name
        repository {
          fullName
          pullRequests(first: 10, state: OPEN) { totalCount nodes { number title author { login } } }
        }
      }
    }`);
    expect(answer).toEqual({
      status: 200,
      data: {
        service: {
          name: 'greeter',
          repository: {
            fullName: 'alice/hello',
            pullRequests: {
              totalCount: 2,
              nodes: [
                { number: 4, title: 'Document the greeting', author: { login: 'bob' } },
                { number: 3, title: 'Add a farewell function', author: { login: 'alice' } },
              ],
            },
          },
        },
      },
    });
    expect(entityFetches()).toHaveLength(1);
    expect(JSON.parse(entityFetches()[0]?.body ?? '{}').variables).toEqual({
      representations: [{ __typename: 'Repository', fullName: 'alice/hello' }],
    });
    expect(forgeCalls()).toEqual(['GET /repos/alice/hello/pulls']);
    expect(forge.sandbox.calls[0]?.query).toMatchObject({ state: 'open' });
  });

  it('resolves the pull requests the other subgraph names by key with one read each and no repository read', async () => {
    forge.resetCalls();
    router.fetches.length = 0;
    const answer = await router.query(
      '{ service(name: "greeter") { pullRequests { number title state author { login } } } }',
    );
    expect(answer.data).toEqual({
      service: {
        pullRequests: [
          { number: 1, title: 'Change number 1', state: 'OPEN', author: { login: 'alice' } },
          { number: 2, title: 'Change number 2', state: 'OPEN', author: { login: 'bob' } },
          { number: 3, title: 'Change number 3', state: 'CLOSED', author: { login: 'carol' } },
        ],
      },
    });
    expect(entityFetches()).toHaveLength(1);
    expect(forgeCalls().sort()).toEqual([
      'GET /repos/alice/many-prs/pulls/1',
      'GET /repos/alice/many-prs/pulls/2',
      'GET /repos/alice/many-prs/pulls/3',
    ]);
  });

  it('forwards each caller’s Authorization: a private repository is null with NOT_FOUND anonymously and read for its owner', async () => {
    const document = '{ service(name: "vault") { name repository { fullName description } } }';
    forge.resetCalls();
    const anonymous = await router.query(document);
    expect(anonymous.data).toEqual({ service: { name: 'vault', repository: null } });
    expect(anonymous.errors).toEqual([
      expect.objectContaining({
        message: "Could not resolve to a Repository with the name 'alice/secret'.",
        extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
      }),
    ]);
    expect(forge.sandbox.calls.map((call) => call.user)).toEqual([null]);
    forge.resetCalls();
    const owner = await router.query(document, undefined, 'token alice-token');
    expect(owner.data).toEqual({
      service: { name: 'vault', repository: { fullName: 'alice/secret', description: 'Private notes' } },
    });
    expect(forgeCalls()).toEqual(['GET /repos/alice/secret']);
    expect(forge.sandbox.calls.map((call) => call.user)).toEqual(['alice']);
  });
});
