// Errors as GitHub writes them: `type` at the top level of each error (schema/errors.ts names it
// from the error's code), beside `message`, `locations` and `path`.

import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { withGithubType } from './schema/errors.js';

function typed(error: GraphQLError): void {
  const toJSON = error.toJSON.bind(error);
  Object.defineProperty(error, 'toJSON', {
    value: () => withGithubType(toJSON() as never),
    configurable: true,
  });
}

export function useGithubErrors(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const one of Array.isArray(result) ? result : [result]) {
        const errors = (one as { errors?: readonly GraphQLError[] }).errors;
        for (const error of errors ?? []) if (typeof error.toJSON === 'function') typed(error);
      }
    },
  };
}
