// A federated supergraph around the gateway's subgraph: a second subgraph of the test's own (services
// that name a repository and pull requests by their keys, served by Apollo's subgraph library over
// real HTTP), The Guild's composition, and Hive Gateway serving the supergraph over real HTTP with
// each caller's Authorization forwarded to the subgraphs.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { type CompositionResult, composeServices } from '@theguild/federation-composition';
import { parse } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { GraphQLResponse } from './harness.js';

/** The second subgraph: each service names its repository and the pull requests it ships by their keys. */
export const SERVICES_SDL = `
extend schema @link(url: "https://specs.apollo.dev/federation/v2.6", import: ["@key"])

type Service @key(fields: "name") {
  name: String!
  repository: Repository
  pullRequests: [PullRequest!]!
}

type Repository @key(fields: "fullName", resolvable: false) {
  fullName: String!
}

type PullRequestBranch {
  repository: Repository
}

type PullRequest @key(fields: "base { repository { fullName } } number", resolvable: false) {
  base: PullRequestBranch
  number: Int!
}

type Query {
  service(name: String!): Service
}
`;

interface ServiceRow {
  repository: string;
  pulls: { repository: string; number: number }[];
}

/** `greeter` ships three pull requests of alice/many-prs; `vault` is alice's private repository. */
export const SERVICES: Record<string, ServiceRow> = {
  greeter: {
    repository: 'alice/hello',
    pulls: [1, 2, 3].map((number) => ({ repository: 'alice/many-prs', number })),
  },
  vault: { repository: 'alice/secret', pulls: [] },
};

export interface Served {
  url: string;
  close(): Promise<void>;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Served> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function startServicesSubgraph(): Promise<Served> {
  const schema = buildSubgraphSchema({
    typeDefs: parse(SERVICES_SDL),
    resolvers: {
      Query: { service: (_root: unknown, { name }: { name: string }) => (SERVICES[name] ? { name } : null) },
      Service: {
        repository: ({ name }: { name: string }) => ({ fullName: SERVICES[name]?.repository }),
        pullRequests: ({ name }: { name: string }) =>
          (SERVICES[name]?.pulls ?? []).map((pull) => ({
            base: { repository: { fullName: pull.repository } },
            number: pull.number,
          })),
      },
    },
  });
  return listen(createYoga({ schema, logging: false }));
}

/** The SDL a subgraph gives routers, read as a router reads it: `_service { sdl }` over HTTP. */
export async function subgraphSdl(url: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ _service { sdl } }' }),
  });
  const body = (await response.json()) as { data?: { _service?: { sdl?: string } } };
  const sdl = body.data?._service?.sdl;
  if (typeof sdl !== 'string') throw new Error(`no _service.sdl at ${url}: ${JSON.stringify(body)}`);
  return sdl;
}

export function composeSupergraph(forge: { url: string; sdl: string }, services: Served): CompositionResult {
  return composeServices([
    { name: 'forge', url: forge.url, typeDefs: parse(forge.sdl) },
    { name: 'services', url: services.url, typeDefs: parse(SERVICES_SDL) },
  ]);
}

export interface SubgraphFetch {
  url: string;
  /** the request body: `{ query, variables }` as JSON */
  body: string;
}

export interface Router extends Served {
  /** the router's requests to the subgraphs so far (clear it with `fetches.length = 0`) */
  fetches: SubgraphFetch[];
  /** POSTs a document to the router, with `authorization` when given. */
  query<T = Record<string, unknown>>(
    document: string,
    variables?: Record<string, unknown>,
    authorization?: string,
  ): Promise<GraphQLResponse<T>>;
}

/** Hive Gateway serving `supergraph`, forwarding each caller's Authorization to every subgraph. */
export async function startRouter(supergraph: string): Promise<Router> {
  const fetches: SubgraphFetch[] = [];
  const gateway = createGatewayRuntime({
    supergraph,
    logging: false,
    // what the router asked each subgraph, so a test can show the `_entities` fetch it planned
    plugins: () => [
      { onFetch: ({ url, options }) => void fetches.push({ url, body: String(options.body) }) },
    ],
    propagateHeaders: {
      fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get('authorization') }),
    },
  });
  const served = await listen(gateway);
  return {
    ...served,
    fetches,
    async query(document, variables, authorization) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (authorization) headers.authorization = authorization;
      const response = await fetch(served.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: document, variables }),
      });
      return { ...((await response.json()) as GraphQLResponse<never>), status: response.status };
    },
    close: async () => {
      await served.close();
      await gateway.dispose();
    },
  };
}
