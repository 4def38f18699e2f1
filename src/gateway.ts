// Builds the GraphQL server (schema, per-request context, error masking); the caller listens.

import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { type Context, createContextFactory, type GatewaySettings } from './context.js';
import { exampleTabs } from './examples.js';
import { ForgeClient } from './forge/client.js';
import { maskError } from './graphql/errors.js';
import { schema } from './graphql/schema.js';

export interface GatewayOptions {
  /** forge API base ending in /api/v1 */
  forgeUrl: string;
  maxPageSize?: number;
  defaultPageSize?: number;
  upstreamTimeoutMs?: number;
  upstreamCallBudget?: number;
  upstreamRetries?: number;
  graphiql?: boolean;
  /** the benchmark's baseline: every saving switched off (see GatewaySettings.naive) */
  naive?: boolean;
  /** JSON headers GraphiQL opens with (demo mode fills in a demo token) */
  graphiqlHeaders?: string;
}

export interface Gateway {
  yoga: YogaServerInstance<Record<string, never>, Context>;
  client: ForgeClient;
  close(): Promise<void>;
}

export const EXAMPLE_QUERY = `# Try it against the demo forge: alice's repository, its pull requests and a file.
query RepositoryOverview {
  repository(owner: "alice", name: "hello") {
    fullName
    description
    owner { login }
    pullRequests(first: 5) {
      totalCount
      nodes { number title state author { login } base { repository { fullName } } }
    }
    readme: file(path: "README.md") { path text }
  }
}
`;

export function createGateway(options: GatewayOptions): Gateway {
  const client = new ForgeClient({
    baseUrl: options.forgeUrl,
    timeoutMs: options.upstreamTimeoutMs,
    retries: options.upstreamRetries,
  });
  const settings: GatewaySettings = {
    maxPageSize: options.maxPageSize ?? 100,
    defaultPageSize: Math.min(options.defaultPageSize ?? 30, options.maxPageSize ?? 100),
    upstreamCallBudget: options.upstreamCallBudget ?? 200,
    naive: options.naive ?? false,
  };
  const yoga = createYoga<Record<string, never>, Context>({
    schema,
    context: createContextFactory(client, settings),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: false,
    maskedErrors: { maskError },
    graphiql:
      options.graphiql === false
        ? false
        : {
            title: 'Forge GraphQL gateway',
            defaultQuery: EXAMPLE_QUERY,
            defaultTabs: exampleTabs(EXAMPLE_QUERY, options.graphiqlHeaders),
            headers: options.graphiqlHeaders,
            isHeadersEditorEnabled: true,
            defaultEditorToolsVisibility: true,
          },
  });
  return { yoga, client, close: () => client.close() };
}
