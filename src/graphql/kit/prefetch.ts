// Lookahead prefetch. A root field like `repository(owner, name)` must wait for its own read to
// know whether the repository exists, and graphql-js runs child fields only after that. Children
// such as `pullRequests` or `file` need nothing from that read but the owner and name, so the root
// resolver starts their upstream calls at once from the selection set; the child resolvers later
// join the same in-flight calls (they share the memo and loaders of the request). The query's
// critical path becomes one round trip instead of two, with no extra calls.

import {
  type FieldNode,
  type GraphQLField,
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

/**
 * Which parents a field's lookahead starts from: the parent's own reference (`parent`, e.g. a user's
 * login), the caller's credentials alone under `viewer` (`viewer`), or both (`both`).
 */
export type PrefetchFrom = 'parent' | 'viewer' | 'both';

interface PrefetchDeclaration {
  run: Prefetcher<never>;
  from: PrefetchFrom;
}

/**
 * The lookahead of a field, declared on the field itself: `extensions: prefetch((context, ref) => ...)`.
 * Its parent is the reference the root field hands down (`{ owner, repo }`, `{ login }`, ...).
 */
export function prefetch<P>(run: Prefetcher<P>, from: PrefetchFrom = 'parent') {
  const declaration: PrefetchDeclaration = { run: run as Prefetcher<never>, from };
  return { prefetch: declaration };
}

/**
 * A field whose value needs only its parent's reference: the resolver reads it from the parent
 * (`refOf`), the lookahead from the reference the root field hands down, through the same `run`.
 * Spread it into `t.field({ type, description, args, ...fromRef(run, refOf) })`.
 */
export function fromRef<Parent, Ref, Args, Result>(
  run: (context: Context, ref: Ref, args: Args) => Result,
  refOf: (parent: Parent) => Ref | null,
  from: PrefetchFrom = 'parent',
) {
  return {
    // A parent that names no reference (an issue read without its repository) has nothing to read.
    resolve: (parent: Parent, args: Args, context: Context) => {
      const ref = refOf(parent);
      return ref === null ? null : run(context, ref, args);
    },
    extensions: prefetch<Ref>((context, ref, args) => run(context, ref, args as Args), from),
  };
}

function declarationOf(field: GraphQLField<unknown, unknown> | undefined, from: 'parent' | 'viewer') {
  const declaration = field?.extensions?.prefetch as PrefetchDeclaration | undefined;
  if (!declaration) return undefined;
  return declaration.from === 'both' || declaration.from === from ? declaration : undefined;
}

/**
 * Starts the declared calls for the children selected under `fieldNodes`: the current field's own
 * (`info.fieldNodes`), or one node further down, where a prefetcher whose own field returns `typeName`
 * starts the calls of that field's children (e.g. `repository { issue(number: 1) { comments } }` reads
 * the comments together with the repository and the issue). `from: 'viewer'` picks the lookaheads
 * that need only the caller's credentials (the viewer's lists need no login).
 */
export function prefetchChildren<P>(
  typeName: string,
  parent: P,
  context: Context,
  info: GraphQLResolveInfo,
  fieldNodes: readonly FieldNode[],
  from: 'parent' | 'viewer' = 'parent',
): Promise<unknown>[] {
  const started: Promise<unknown>[] = [];
  const type = info.schema.getType(typeName) as GraphQLObjectType | undefined;
  if (!type || context.settings.naive) return started;
  for (const child of fieldNodes.flatMap((node) => collectFields(node.selectionSet, info, typeName))) {
    const definition = type.getFields()[child.name.value];
    const declaration = declarationOf(definition, from);
    if (!definition || !declaration) continue;
    try {
      const args = getArgumentValues(definition, child, info.variableValues);
      const pending = declaration.run(context, parent as never, args, info, child);
      // The child resolver reports any failure; a prefetch never raises on its own.
      if (pending instanceof Promise) {
        pending.catch(() => undefined);
        started.push(pending);
      }
    } catch {
      // Bad arguments: the child field reports them when it runs.
    }
  }
  return started;
}

/** The fields selected on `typeName` right under `fieldNode` (through fragments, honouring @skip/@include). */
export function collectFields(
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
