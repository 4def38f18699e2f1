// Errors as GitHub writes them: `type` at the top level of each error (schema/errors.ts names it
// from the error's code), beside `message`, `locations` and `path`. Yoga rewrites GraphQLErrors as it
// writes them (dropping anything but their standard fields), so a typed error is handed over as the
// plain object it is written as. Errors that set an HTTP status (limits, invalid documents) stay as
// they are, so that their status still applies.

import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { githubTypeOf, withGithubType } from './schema/errors.js';

function asGithubError(error: GraphQLError): GraphQLError | Record<string, unknown> {
  if (typeof error.toJSON !== 'function' || error.extensions?.http) return error;
  if (!githubTypeOf(error.extensions?.code)) return error;
  return withGithubType(error.toJSON() as unknown as Record<string, unknown>);
}

export function useGithubErrors(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const one of Array.isArray(result) ? result : [result]) {
        const written = one as { errors?: readonly GraphQLError[] };
        if (written.errors?.length) written.errors = written.errors.map(asGithubError) as GraphQLError[];
      }
    },
  };
}
