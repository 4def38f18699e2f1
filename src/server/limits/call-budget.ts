// The cost limit in forge calls (call-cost.ts): a document whose estimate passes the budget is
// refused before any call, with QUERY_TOO_COSTLY; every answer says what it was estimated to cost
// and what it cost, `extensions.cost { estimated actual }`, actual being the forge calls the request
// made itself (a read that joined another request's identical call in flight made none). An
// incremental answer (@defer, @stream) reports the calls made so far in each of its payloads.
// `REPORT_COST=false` leaves answers as graphql-js gives them (the limit still holds). Either way the
// cost goes into the request's trace, for its span (observability/otel.ts).

import { GraphQLError, getOperationAST } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { ForgeCallLog } from '../../observability/forge-call-log.js';
import { type QueryCost, traceOf } from '../../observability/request-trace.js';
import { type CallCostOptions, estimateCalls } from './call-cost.js';
import { memoizedEstimates } from './cost-memo.js';

interface CountsCalls {
  request?: Request;
  /** the context's forge call log (graphql/kit/context.ts) */
  forgeCalls?: Pick<ForgeCallLog, 'calls'>;
}

/** Keeps the request's cost in its trace when the context has a request (it always has over HTTP). */
function recordCost(context: CountsCalls, cost: QueryCost): QueryCost {
  if (context.request) traceOf(context.request).cost = cost;
  return cost;
}

export function useCallBudget(
  maxCalls: number,
  code: string,
  options: CallCostOptions & { report: boolean },
): Plugin {
  const estimateOnce = memoizedEstimates();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document } = args;
      const operation = getOperationAST(document, args.operationName);
      if (!operation) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const estimated = estimateOnce(document, operation, variables, (one, values) =>
        estimateCalls(schema, document, one, values, options),
      );
      const context = args.contextValue as CountsCalls;
      if (estimated > maxCalls) {
        const message = `Query cost limit of ${maxCalls} forge calls exceeded, estimated ${estimated}.`;
        const cost = recordCost(context, { estimated, actual: 0 });
        setResultAndStopExecution({
          errors: [new GraphQLError(message, { extensions: { code, http: { status: 400, spec: true } } })],
          ...(options.report ? { extensions: { cost } } : {}),
        });
        return;
      }
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result }) => {
            const cost = recordCost(context, { estimated, actual: context.forgeCalls?.calls.length ?? 0 });
            // In place: the result carries the size limit's own writer (response-size.ts), which a
            // copy would lose; a result shared by identical requests reports the calls of the one
            // that executed it.
            if (options.report) result.extensions = { ...result.extensions, cost };
          });
        },
      };
    },
  };
}
