// Persisted operations (operations/manifest.json) through Yoga's plugin. A listed operation runs by
// its id: Apollo's `extensions.persistedQuery.sha256Hash`, or `documentId` (GraphQL over HTTP,
// with or without the `sha256:` prefix) in the body or the query string. In persisted-only mode
// that is all that runs, plus a full document whose text hashes to a listed id; everything else is
// refused before parsing, so it never reaches the forge.

import {
  defaultExtractPersistedOperationId,
  usePersistedOperations,
} from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { ConfigError } from '../base/config-error.js';
import { type PersistedManifest, sha256 } from './manifest.js';

export interface PersistedOperationsOptions {
  /** the accepted operations; undefined when the deployment ships no manifest */
  manifest: PersistedManifest | undefined;
  /** refuse every document that is not in the manifest */
  persistedOnly: boolean;
}

function persistedOperationIdOf(params: GraphQLParams, request: Request): string | null {
  const apolloHash = defaultExtractPersistedOperationId(params, request, {});
  if (apolloHash) return apolloHash;
  const documentId =
    (params as GraphQLParams & { documentId?: unknown }).documentId ??
    new URL(request.url).searchParams.get('documentId');
  return typeof documentId === 'string' && documentId !== '' ? documentId.replace(/^sha256:/, '') : null;
}

export function persistedOperationsPlugins(options: PersistedOperationsOptions): Plugin[] {
  if (options.persistedOnly && !options.manifest?.operations.length) {
    throw new ConfigError(
      'PERSISTED_ONLY needs the operations of operations/manifest.json: run `npm run operations:manifest`',
    );
  }
  const bodies = new Map(options.manifest?.operations.map((operation) => [operation.id, operation.body]));
  // Requests whose full document is a listed one: Yoga's plugin asks about a request, not its text.
  const listedDocuments = new WeakSet<Request>();
  const markListedDocuments: Plugin = {
    onParams({ params, request }) {
      if (typeof params.query === 'string' && bodies.has(sha256(params.query))) listedDocuments.add(request);
    },
  };
  const persisted = usePersistedOperations({
    getPersistedOperation: (id) => bodies.get(id) ?? null,
    allowArbitraryOperations: options.persistedOnly ? (request) => listedDocuments.has(request) : true,
    extractPersistedOperationId: persistedOperationIdOf,
    customErrors: {
      notFound: ({ params, request }) => {
        const id = persistedOperationIdOf(params, request) ?? '';
        // Echo only what looks like an id: the message must not carry arbitrary caller text.
        const named = /^[0-9a-f]{64}$/i.test(id)
          ? `persisted operation ${id}`
          : 'that persisted operation id';
        return createGraphQLError(`${named} is not in this gateway's operations/manifest.json`, {
          extensions: { code: 'PERSISTED_OPERATION_NOT_FOUND', http: { status: 404 } },
        });
      },
      persistedQueryOnly: {
        message:
          'this gateway runs persisted operations only: send the id of an operation of its operations/manifest.json',
        extensions: { code: 'PERSISTED_OPERATION_ONLY', http: { status: 400 } },
      },
      keyNotFound: {
        message: 'send a GraphQL document as `query`, or a persisted operation id',
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      },
    },
  });
  return options.persistedOnly ? [markListedDocuments, persisted] : [persisted];
}
