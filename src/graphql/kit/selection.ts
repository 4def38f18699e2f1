// Names of every field selected below the current field (through fragments), for resolvers
// whose upstream call depends on what the query asks for (the `includes` of GET .../contents-ext).

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

/** What a selection may ask for: a field name with `true` (a leaf) or the shape allowed below it. */
export interface AllowedSelection {
  [field: string]: true | AllowedSelection;
}

/** Whether `selectionSet` asks for nothing beyond `allowed` (see selectsOnly). */
export function selectionWithin(
  selectionSet: SelectionSetNode | undefined,
  allowed: AllowedSelection,
  fragments: GraphQLResolveInfo['fragments'],
): boolean {
  return (selectionSet?.selections ?? []).every((selection) => {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      const rule = allowed[name];
      if (name === '__typename') return true;
      if (rule === undefined) return false;
      return rule === true
        ? !selection.selectionSet
        : selectionWithin(selection.selectionSet, rule, fragments);
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    return fragment !== undefined && selectionWithin(fragment.selectionSet, allowed, fragments);
  });
}

/**
 * Whether the selection under the current field asks for nothing beyond `allowed` (through inline
 * fragments and fragment spreads; `__typename` is always allowed), so that a resolver can answer from
 * what the forge embedded instead of reading the object.
 */
export function selectsOnly(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  allowed: AllowedSelection,
): boolean {
  return info.fieldNodes.every((node) => selectionWithin(node.selectionSet, allowed, info.fragments));
}
