// Yoga's maskError, completed: every error leaves with a code, and an error masked as INTERNAL_SERVER_ERROR is logged in full here, since the caller only
// sees a generic message.

import { GraphQLError } from 'graphql';
import type { Logger } from './logging.js';

type MaskError = (error: unknown, message: string) => Error;

/**
 * Clients branch on codes, so every error gets one. Those without a code and without a path are
 * the caller's: a variable that is missing or not of its type. One with a path arose while
 * executing, where everything expected has a code already.
 */
function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code },
  });
}

export function maskAndLog(maskError: MaskError, logger: Logger): MaskError {
  return (error, message) => {
    const masked = maskError(error, message);
    if (!(masked instanceof Error) || masked.name !== 'GraphQLError') return masked;
    const graphqlError = masked as GraphQLError;
    const given = graphqlError.extensions?.code;
    const code = given ?? (graphqlError.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT');
    if (code === 'INTERNAL_SERVER_ERROR') {
      const original = (error as GraphQLError)?.originalError ?? error;
      logger.error({ err: original }, 'unexpected error, masked in the response');
    }
    return given === undefined ? withCode(graphqlError, String(code)) : masked;
  };
}
