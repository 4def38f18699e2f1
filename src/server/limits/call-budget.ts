// The cost limit in forge calls (call-cost.ts): a document whose estimate passes the budget is
// refused before any call, with QUERY_TOO_COSTLY; every answer says what it was estimated to cost
// and what it cost, `extensions.cost { estimated actual }`, actual being the forge calls the request
// made itself (a read that joined another request's identical call in flight made none). An
// incremental answer (@defer, @stream) reports the calls made so far in each of its payloads.
// `REPORT_COST=false` leaves answers as graphql-js gives them (the limit still holds).

import { GraphQLError, getOperationAST } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { type CallCostOptions, estimateCalls } from './call-cost.js';

interface CountsCalls {
  upstreamCalls?: readonly unknown[];
}

export interface CallCost {
  estimated: number;
  actual: number;
}

export function useCallBudget(
  maxCalls: number,
  code: string,
  options: CallCostOptions & { report: boolean },
): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const estimated = estimateCalls(args.schema, args.document, operation, variables, options);
      if (estimated > maxCalls) {
        const message = `Query cost limit of ${maxCalls} forge calls exceeded, estimated ${estimated}.`;
        setResultAndStopExecution({
          errors: [new GraphQLError(message, { extensions: { code, http: { status: 400, spec: true } } })],
          ...(options.report ? { extensions: { cost: { estimated, actual: 0 } } } : {}),
        });
        return;
      }
      if (!options.report) return;
      const context = args.contextValue as CountsCalls;
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result }) => {
            const cost: CallCost = { estimated, actual: context.upstreamCalls?.length ?? 0 };
            // In place: the result carries the size limit's own writer (response-size.ts), which a
            // copy would lose; a result shared by identical requests reports the calls of the one
            // that executed it.
            result.extensions = { ...result.extensions, cost };
          });
        },
      };
    },
  };
}
