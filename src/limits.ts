// Limits a request must pass before any upstream call: body size (Yoga, while reading the body),
// tokens (while parsing), depth, aliases, directives and cost (while validating). Each refusal has
// its own `extensions.code`, so a client can tell which limit it hit. The upstream call budget of
// the forge session (UPSTREAM_CALL_BUDGET_EXCEEDED) bounds what a valid document can still fan out
// to, e.g. `nodes(ids:)` with hundreds of ids, or a page size given through a variable.

import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface QueryLimits {
  /** nesting of selections; the example operations reach 6 */
  maxDepth: number;
  /** aliased fields in one operation (fragments included); the examples use 1 */
  maxAliases: number;
  /** lexical tokens of the document; the largest example has under 100 */
  maxTokens: number;
  /** graphql-armor's cost: 1 per scalar, 2 per object, ×1.5 per level, × a literal `first`/`last` */
  maxCost: number;
  /** directives in one operation */
  maxDirectives: number;
  /** request body in bytes; larger bodies get HTTP 413 */
  maxBodyBytes: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: 15,
  maxAliases: 50,
  // above the ~6,000 tokens of 1,000 aliases, so that such a document is refused for its aliases
  maxTokens: 10_000,
  // a 100-item page of the largest example costs ~10,000; two nested 100-item pages cost far more
  maxCost: 50_000,
  maxDirectives: 50,
  maxBodyBytes: 100_000,
};

export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  tokens: 'QUERY_TOO_LARGE',
  cost: 'QUERY_TOO_COSTLY',
  directives: 'TOO_MANY_DIRECTIVES',
  body: 'BODY_TOO_LARGE',
} as const;

/** The code Yoga gives its own body-size refusal; renamed to ours in `publicLimitError`. */
const YOGA_BODY_CODE = 'REQUEST_ENTITY_TOO_LARGE';

function limitError(armorError: GraphQLError, code: string): GraphQLError {
  // graphql-armor words every refusal as a syntax error; the code says what it really is.
  const message = armorError.message.replace(/^Syntax Error: /, '');
  // As Yoga answers its own validation errors: 400 to graphql-response+json clients, 200 to JSON ones.
  return new GraphQLError(message, { extensions: { code, http: { status: 400, spec: true } } });
}

/** graphql-armor callbacks that report a refusal as a validation error with our code. */
function reportAs(code: string) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        if (context) context.reportError(limitError(error, code));
        else throw limitError(error, code);
      },
    ],
  };
}

/**
 * A body refused half-way leaves the rest of it unread on the connection, which the server then
 * drops; `connection: close` tells the client not to send its next request on that connection.
 */
const closeAfterRefusedBody: Plugin = {
  onResponse({ response }) {
    if (response.status === 413) response.headers.set('connection', 'close');
  },
};

export function limitPlugins(limits: QueryLimits): Plugin[] {
  return [
    closeAfterRefusedBody,
    maxTokensPlugin({ n: limits.maxTokens, ...reportAs(LIMIT_CODES.tokens) }),
    maxDepthPlugin({ n: limits.maxDepth, ...reportAs(LIMIT_CODES.depth) }),
    maxAliasesPlugin({ n: limits.maxAliases, ...reportAs(LIMIT_CODES.aliases) }),
    maxDirectivesPlugin({ n: limits.maxDirectives, ...reportAs(LIMIT_CODES.directives) }),
    costLimitPlugin({ maxCost: limits.maxCost, ...reportAs(LIMIT_CODES.cost) }),
  ] as Plugin[];
}

/** Gives Yoga's body-size refusal our code and a message that names the limit; passes the rest. */
export function publicLimitError(error: Error, limits: QueryLimits): Error {
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return error;
  const graphqlError = error as GraphQLError;
  if (graphqlError.extensions?.code !== YOGA_BODY_CODE) return error;
  return new GraphQLError(`the request body exceeds the limit of ${limits.maxBodyBytes} bytes`, {
    extensions: { code: LIMIT_CODES.body, http: { status: 413 } },
  });
}
