// In-flight sharing of identical queries across requests. When a query arrives whose document,
// operation name, variables and Authorization header equal those of one being executed, it takes
// that execution's result instead of executing again: sixteen tabs of one dashboard, or a
// server-rendered frontend with one service token, then cost one execution (and its forge calls)
// per distinct query at a time, and the JSON answer is written once for all of them
// (response-size.ts gives a result the `stringify` that Yoga calls for each of them).
//
// Like the shared forge reads (forge/in-flight.ts) it is not a cache: an entry lives only while its
// execution runs and is removed the moment it settles, so a query that arrives after an answer is
// executed anew. Only queries are shared (a mutation or subscription never is), and the key holds
// the caller's credentials as sent (`context.caller`), so two callers never share. The credentials
// are all an execution depends on besides the document and its variables (context.ts): the forge
// session is built from them alone. Each request still passes its own parsing, validation and limits, keeps its
// own request id, log line and metrics, and has errors masked by its own plugins.
//
// A query with @defer or @stream is never shared: its result is a stream of payloads that only one
// reader can take, and it is no slower for being executed on its own.

import { type DocumentNode, type ExecutionArgs, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../graphql/kit/context.js';
import { traceOf } from '../observability/request-trace.js';
import { isIncremental } from './incremental.js';

interface Execution {
  result: Promise<unknown>;
  /** the request id of the request that executes it, written in the log lines of those that join */
  leader: string;
}

/**
 * Operation name, credentials and variables; a newline occurs in none of the first two. The
 * variables were checked for depth before execution (input-guard.ts), so writing them cannot
 * overflow the stack.
 */
function keyOf(args: ExecutionArgs, authorization: string | undefined): string {
  return `${args.operationName ?? ''}\n${authorization ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
}

export function useSharedExecution(): Plugin {
  // By document: Yoga's parser cache hands the same DocumentNode to every request with the same text.
  const running = new WeakMap<DocumentNode, Map<string, Execution>>();
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      if (isIncremental(args.document)) return;
      setExecuteFn((executionArgs) => {
        const { request, caller } = executionArgs.contextValue as Pick<Context, 'caller'> & {
          request: Request;
        };
        const trace = traceOf(request);
        const key = keyOf(executionArgs, caller.authorization);
        let byKey = running.get(executionArgs.document);
        if (!byKey) {
          byKey = new Map();
          running.set(executionArgs.document, byKey);
        }
        const joined = byKey.get(key);
        if (joined) {
          trace.sharedExecution = joined.leader;
          return joined.result as never;
        }
        const entries = byKey;
        const execution: Execution = { leader: trace.requestId, result: Promise.resolve() };
        entries.set(key, execution);
        execution.result = (async () => {
          try {
            // Written once for every request that shares it (response-size.ts).
            return await executeFn(executionArgs);
          } finally {
            // Removed as it settles, before any request hears of the result.
            if (entries.get(key) === execution) entries.delete(key);
          }
        })();
        return execution.result as never;
      });
    },
  };
}
