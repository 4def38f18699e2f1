// One `__schema` per operation. A full introspection answer of this schema is about half a
// megabyte and costs ~87,000 by graphql-armor's measure, more than the cost limit, so it cannot
// count toward the cost without refusing GraphiQL's own introspection; instead a document may ask
// for the schema once. 49 aliased introspections (9.9 KB of request) made 24.9 MB of answer and
// held the event loop for 2–3 s. `__type` is counted by the cost limit like any other field.

import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const TOO_MANY_INTROSPECTIONS = 'TOO_MANY_INTROSPECTIONS';

interface Fragments {
  definition: (name: string) => FragmentDefinitionNode | null | undefined;
  /** each fragment's count, so that fragments spreading fragments twice over stay linear */
  counted: Map<string, number>;
  /** the fragments being counted, so that a cycle is not followed */
  spreading: Set<string>;
}

/** `__schema` fields the selection set reaches, each fragment spread counted where it is spread. */
function countSchemaFields(selectionSet: SelectionSetNode, fragments: Fragments): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__schema') count++;
      if (selection.selectionSet) count += countSchemaFields(selection.selectionSet, fragments);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countSchemaFields(selection.selectionSet, fragments);
    } else {
      count += countFragment(selection.name.value, fragments);
    }
  }
  return count;
}

function countFragment(name: string, fragments: Fragments): number {
  const known = fragments.counted.get(name);
  if (known !== undefined) return known;
  const definition = fragments.definition(name);
  // A fragment cycle is the caller's error, reported by graphql's own rule: not followed here.
  if (!definition || fragments.spreading.has(name)) return 0;
  fragments.spreading.add(name);
  const count = countSchemaFields(definition.selectionSet, fragments);
  fragments.spreading.delete(name);
  fragments.counted.set(name, count);
  return count;
}

/** A validation rule: an operation asks for `__schema` at most `max` times. */
export function introspectionLimitRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const count = countSchemaFields(operation.selectionSet, {
        definition: (name) => context.getFragment(name),
        counted: new Map(),
        spreading: new Set(),
      });
      if (count <= max) return;
      context.reportError(
        new GraphQLError(
          `a document may ask for __schema ${max === 1 ? 'once' : `${max} times`}, this one asks ${count} times`,
          {
            nodes: operation,
            extensions: { code: TOO_MANY_INTROSPECTIONS, http: { status: 400, spec: true } },
          },
        ),
      );
    },
  });
}
