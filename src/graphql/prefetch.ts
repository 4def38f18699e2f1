// Lookahead prefetch. A root field like `repository(owner, name)` must wait for its own read to
// know whether the repository exists, and graphql-js runs child fields only after that. Children
// such as `pullRequests` or `file` need nothing from that read but the owner and name, so the root
// resolver starts their upstream calls at once from the selection set; the child resolvers later
// join the same in-flight calls (they share the memo and loaders of the request). The query's
// critical path becomes one round trip instead of two, with no extra calls.

import {
  type FieldNode,
  GraphQLIncludeDirective,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  Kind,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Context } from './context.js';

export type Prefetcher<P> = (
  context: Context,
  parent: P,
  args: Record<string, unknown>,
  info: GraphQLResolveInfo,
  node: FieldNode,
) => unknown;

const registry = new Map<string, Map<string, Prefetcher<never>>>();

/** Declares that `typeName.fieldName` can start its upstream call from a reference of its parent. */
export function registerPrefetch<P>(typeName: string, fieldName: string, prefetch: Prefetcher<P>): void {
  let fields = registry.get(typeName);
  if (!fields) {
    fields = new Map();
    registry.set(typeName, fields);
  }
  fields.set(fieldName, prefetch as Prefetcher<never>);
}

/**
 * Starts the registered calls for the children selected under the current field. `registryName`
 * picks another set of prefetchers for the same type (the viewer's lists need no login).
 */
export function prefetchChildren<P>(
  typeName: string,
  parent: P,
  context: Context,
  info: GraphQLResolveInfo,
  registryName = typeName,
) {
  for (const fieldNode of info.fieldNodes) {
    prefetchSelection(typeName, parent, context, info, fieldNode, registryName);
  }
}

/**
 * The same for one field node: a prefetcher whose own field returns `typeName` starts the calls of
 * that field's children, one level further down (e.g. `repository { issue(number: 1) { comments } }`
 * reads the comments together with the repository and the issue).
 */
export function prefetchSelection<P>(
  typeName: string,
  parent: P,
  context: Context,
  info: GraphQLResolveInfo,
  fieldNode: FieldNode,
  registryName = typeName,
) {
  const fields = registry.get(registryName);
  const type = info.schema.getType(typeName) as GraphQLObjectType | undefined;
  if (!fields || !type || context.settings.naive) return;
  for (const child of collectFields(fieldNode.selectionSet, info, typeName)) {
    const prefetch = fields.get(child.name.value);
    const definition = type.getFields()[child.name.value];
    if (!prefetch || !definition) continue;
    try {
      const args = getArgumentValues(definition, child, info.variableValues);
      const pending = prefetch(context, parent as never, args, info, child);
      // The child resolver reports any failure; a prefetch never raises on its own.
      if (pending instanceof Promise) pending.catch(() => undefined);
    } catch {
      // Bad arguments: the child field reports them when it runs.
    }
  }
}

function collectFields(
  selectionSet: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  typeName: string,
  out: FieldNode[] = [],
): FieldNode[] {
  for (const selection of selectionSet?.selections ?? []) {
    if (!isIncluded(selection, info)) continue;
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition?.name.value;
      if (!condition || condition === typeName) collectFields(selection.selectionSet, info, typeName, out);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = info.fragments[selection.name.value];
      if (fragment && fragment.typeCondition.name.value === typeName) {
        collectFields(fragment.selectionSet, info, typeName, out);
      }
    }
  }
  return out;
}

/** Honours @skip and @include, so a skipped field costs no prefetch call. */
function isIncluded(node: SelectionNode, info: GraphQLResolveInfo): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, node, info.variableValues);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues);
  return include?.if !== false;
}
