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

/**
 * Whether the selection under the current field asks for nothing beyond `allowed` (through inline
 * fragments and fragment spreads; `__typename` is always allowed), so that a resolver can answer from
 * what the forge embedded instead of reading the object.
 */
export function selectsOnly(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  allowed: AllowedSelection,
): boolean {
  const within = (selectionSet: SelectionSetNode | undefined, shape: AllowedSelection): boolean =>
    (selectionSet?.selections ?? []).every((selection) => {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const rule = shape[name];
        if (name === '__typename') return true;
        if (rule === undefined) return false;
        return rule === true ? !selection.selectionSet : within(selection.selectionSet, rule);
      }
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : info.fragments[selection.name.value];
      return fragment !== undefined && within(fragment.selectionSet, shape);
    });
  return info.fieldNodes.every((node) => within(node.selectionSet, allowed));
}
