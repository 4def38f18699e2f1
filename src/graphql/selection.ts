// Names of every field selected below the current field (through fragments), for resolvers
// whose upstream call depends on what the query asks for (op 8's `includes`).

import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

export function selectedFieldNames(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  fieldNodes: readonly FieldNode[] = info.fieldNodes,
): Set<string> {
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined, seen: Set<string>) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        names.add(selection.name.value);
        visit(selection.selectionSet, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else if (!seen.has(selection.name.value)) {
        // A fragment spread twice (or recursively, in an invalid document) is visited once.
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet, seen);
      }
    }
  };
  for (const node of fieldNodes) visit(node.selectionSet, new Set());
  return names;
}
