// The cost limit: graphql-armor's measure (1 per scalar field, 2 per object field, each level below
// weighing 1.5 times more, a field's cost times the `first`/`last` written in it), with one more
// multiplier: `nodes(ids:)` costs its selection once per id, counting 100 (the most it accepts,
// nodes-limit.ts) when the ids come in a variable. Without it, 50 aliases of 1,000 ids cost as
// little as 50 single reads. The measure is graphql-armor's own (its cost-limit plugin has no
// hook for another multiplier), so that every other document costs exactly what it did.

import {
  type ASTNode,
  type ASTVisitor,
  type FieldNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
import { MAX_NODE_IDS } from '../../graphql/nodes-limit.js';

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;

/** How many times a field's selection is asked for: a literal `first`/`last`, or the ids of `nodes`. */
function multiplierOf(field: FieldNode): number {
  for (const argument of field.arguments ?? []) {
    const name = argument.name.value;
    if ((name === 'first' || name === 'last') && argument.value.kind === Kind.INT) {
      return Math.max(Number.parseInt(argument.value.value, 10) || 1, 1);
    }
    if (name === 'first' || name === 'last') return 1;
  }
  if (field.name.value !== 'nodes') return 1;
  const ids = field.arguments?.find((argument) => argument.name.value === 'ids')?.value;
  if (ids?.kind === Kind.LIST) return Math.max(ids.values.length, 1);
  return ids?.kind === Kind.VARIABLE ? MAX_NODE_IDS : 1;
}

class QueryCost {
  /** each fragment's cost once computed; -1 while it is being computed */
  private readonly fragments = new Map<string, number>();

  constructor(private readonly context: ValidationContext) {}

  of(node: ASTNode): number {
    // `__schema` is limited to one per document instead (introspection-limit.ts).
    if (node.kind === Kind.FIELD && node.name.value === '__schema') return 0;
    if (node.kind === Kind.OPERATION_DEFINITION) {
      return node.selectionSet.selections.reduce((sum, child) => sum + this.of(child), 0);
    }
    let cost = SCALAR_COST;
    if ('selectionSet' in node && node.selectionSet) {
      cost = OBJECT_COST;
      for (const child of node.selectionSet.selections) cost += DEPTH_FACTOR * this.of(child);
      return node.kind === Kind.FIELD ? cost * multiplierOf(node) : cost;
    }
    if (node.kind !== Kind.FRAGMENT_SPREAD) return cost;
    const name = node.name.value;
    const known = this.fragments.get(name);
    if (known !== undefined) return cost + DEPTH_FACTOR * known;
    this.fragments.set(name, -1);
    const fragment = this.context.getFragment(name);
    if (!fragment) return cost;
    const fragmentCost = this.of(fragment);
    if (this.fragments.get(name) === -1) this.fragments.set(name, fragmentCost);
    return cost + DEPTH_FACTOR * fragmentCost;
  }
}

/** A validation rule: each operation costs at most `maxCost`; `refuse` words and reports the refusal. */
export function queryCostRule(maxCost: number, code: string) {
  return (context: ValidationContext): ASTVisitor => {
    const cost = new QueryCost(context);
    return {
      OperationDefinition(operation: OperationDefinitionNode) {
        const found = cost.of(operation);
        if (found <= maxCost) return;
        context.reportError(
          new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${found}.`, {
            nodes: operation,
            extensions: { code, http: { status: 400, spec: true } },
          }),
        );
      },
    };
  };
}
