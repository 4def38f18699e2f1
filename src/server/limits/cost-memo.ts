// An operation's estimate, made once per document and variables rather than on every request:
// walking the document took 1.5 % of the gateway's CPU on the repository overview under load.
// Yoga's parser cache hands the same DocumentNode to every request with the same text (as
// shared-execution.ts relies on), so the memo is keyed on it and goes when the parser cache lets the
// document go. The estimate depends on nothing else: the schema and the page sizes are the gateway's.
// Only queries are kept, whose variables are small; a mutation may carry a file's content.

import type { DocumentNode, OperationDefinitionNode } from 'graphql';

/** Distinct variable sets kept per document: a document asked with ever new variables is estimated anew. */
const MAX_KEYS_PER_DOCUMENT = 64;

export type Estimate = (operation: OperationDefinitionNode, variables: Record<string, unknown>) => number;

export function memoizedEstimates(): (
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  estimate: Estimate,
) => number {
  const byDocument = new WeakMap<DocumentNode, Map<string, number>>();
  return (document, operation, variables, estimate) => {
    if (operation.operation !== 'query') return estimate(operation, variables);
    // The operation's name tells the operations of one document apart; a newline is in no name.
    const key = operation.variableDefinitions?.length
      ? `${operation.name?.value ?? ''}\n${JSON.stringify(variables)}`
      : (operation.name?.value ?? '');
    let known = byDocument.get(document);
    const kept = known?.get(key);
    if (kept !== undefined) return kept;
    const estimated = estimate(operation, variables);
    if (!known) {
      known = new Map();
      byDocument.set(document, known);
    }
    if (known.size < MAX_KEYS_PER_DOCUMENT) known.set(key, estimated);
    return estimated;
  };
}
