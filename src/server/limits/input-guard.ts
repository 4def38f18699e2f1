// Checks of a request's input values that run before execution, so that nothing past them sees a
// hostile value: variables nested deeper than a limit (JSON.parse reads any depth, but every
// recursive walk after it, the shared-execution key included, would overflow the stack), and a
// NUL in any string, literal or variable. A NUL is never part of a forge name or text (Gitea's
// names refuse every control character; PostgreSQL refuses NUL in text), and a NUL that reached a
// loader key would cut it (loaders.ts), so it is refused at this one place for every field.

import { type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitCode } from './limit-table.js';

export const INPUT_CODES = { nul: 'BAD_USER_INPUT', variablesDepth: limitCode('maxVariableDepth') } as const;

function refusal(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * The first problem of the variables, walked without recursion: deeper than `maxDepth` (a
 * variable's own value is level 1), or a NUL in a string or a key.
 */
export function variablesProblem(variables: unknown, maxDepth: number): GraphQLError | null {
  if (variables === null || typeof variables !== 'object') return null;
  const pending: [unknown, number][] = [];
  for (const value of Object.values(variables)) pending.push([value, 1]);
  for (const key of Object.keys(variables)) {
    if (key.includes('\u0000')) return nulRefusal();
  }
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return nulRefusal();
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) {
      return refusal(`the variables nest deeper than ${maxDepth} levels`, INPUT_CODES.variablesDepth);
    }
    if (Array.isArray(value)) {
      for (const item of value) pending.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return nulRefusal();
      pending.push([item, depth + 1]);
    }
  }
  return null;
}

function nulRefusal(): GraphQLError {
  return refusal('a string argument holds a NUL character, which no name or text may hold', INPUT_CODES.nul);
}

/** Whether a string literal anywhere in the document holds a NUL; one answer per parsed document. */
const literalNul = new WeakMap<DocumentNode, boolean>();

function documentHoldsNul(document: DocumentNode): boolean {
  let known = literalNul.get(document);
  if (known === undefined) {
    known = false;
    visit(document, {
      [Kind.STRING](node) {
        if (node.value.includes('\u0000')) known = true;
      },
    });
    literalNul.set(document, known);
  }
  return known;
}

/** Variables already walked when their request was parsed: execution does not walk them again. */
const checkedVariables = new WeakSet<object>();

function problemOf(args: { document: DocumentNode; variableValues?: unknown }, maxVariableDepth: number) {
  const variables = args.variableValues;
  const walked = typeof variables === 'object' && variables !== null && checkedVariables.has(variables);
  return (
    (walked ? null : variablesProblem(variables, maxVariableDepth)) ??
    (documentHoldsNul(args.document) ? nulRefusal() : null)
  );
}

/**
 * Refuses, with no forge call, a request whose input values fail the checks above. Over HTTP the
 * variables are checked as soon as the body is parsed, before any other plugin reads them (the
 * response cache's key, persisted operations, logging), since every one of those may walk them
 * recursively; a GraphQL-over-WebSocket operation is checked before it executes.
 */
export function inputGuard(maxVariableDepth: number): Plugin {
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          const batch = Array.isArray(requestParserResult) ? requestParserResult : [requestParserResult];
          for (const params of batch as unknown[]) {
            // anything that is no object is refused as no GraphQL request further on, by Yoga
            const variables = (params as { variables?: unknown } | null)?.variables;
            const problem = variablesProblem(variables, maxVariableDepth);
            if (problem) throw problem;
            if (typeof variables === 'object' && variables !== null) checkedVariables.add(variables);
          }
        },
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problem = problemOf(args, maxVariableDepth);
      if (problem) setResultAndStopExecution({ errors: [problem] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problem = problemOf(args, maxVariableDepth);
      if (problem) setResultAndStopExecution({ errors: [problem] });
    },
  };
}
