// The cost of a document in forge calls, estimated before any call: what the caller is charged for
// is what the forge will be asked. A connection costs the pages its `first`/`last` spans on the
// forge (50 items a page unless the list says otherwise; one call for a list the forge answers
// whole), times the items of the lists above it; a field that reads the forge on its own (a root
// field, a field with a lookahead, a mutation) costs one call per parent item, or what it declares
// (graphql/kit/forge-calls.ts); a field the forge embedded in its parent's answer costs nothing.
// `nodes(ids:)` costs one call per id, and a federated router's `_entities(representations:)` one
// per representation (graphql/federation/subgraph.ts), each with what is selected under it. A page size given in a variable is read from the variables;
// one left out is the gateway's default page size.

import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import { UPSTREAM_MAX_PAGE } from '../../graphql/kit/connection.js';
import { MAX_NODE_IDS } from '../../graphql/kit/nodes-limit.js';
import type { ForgeListPaging } from '../../graphql/kit/paged-field.js';

export interface CallCostOptions {
  /** the items a connection gives without `first`/`last` */
  defaultPageSize: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  options: CallCostOptions;
}

type Field = GraphQLField<unknown, unknown>;

/** The fields selected under `selectionSet` on `type`, through fragments, each with the type it is read on. */
function fieldsOf(
  walk: Walk,
  selectionSet: SelectionSetNode | undefined,
  type: GraphQLNamedType,
  seen = new Set<string>(),
) {
  const out: { node: FieldNode; on: GraphQLNamedType }[] = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      out.push({ node: selection, on: type });
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments.get(selection.name.value);
    if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) continue;
    if (selection.kind === Kind.FRAGMENT_SPREAD) seen.add(selection.name.value);
    const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : type;
    out.push(...fieldsOf(walk, fragment.selectionSet, condition ?? type, seen));
  }
  return out;
}

function argument(walk: Walk, node: FieldNode, name: string): unknown {
  const value: ValueNode | undefined = node.arguments?.find((arg) => arg.name.value === name)?.value;
  return value === undefined ? undefined : valueFromASTUntyped(value, walk.variables);
}

function definitionOf(type: GraphQLNamedType, name: string): Field | undefined {
  // Objects and interfaces have fields; a union has only `__typename`, which costs nothing.
  return 'getFields' in type
    ? ((type as GraphQLObjectType).getFields()[name] as Field | undefined)
    : undefined;
}

const isConnection = (type: GraphQLNamedType) =>
  isObjectType(type) && type.name.endsWith('Connection') && 'nodes' in type.getFields();

/** The items and calls of one connection field for its window. */
function connectionCost(walk: Walk, node: FieldNode, field: Field): { items: number; calls: number } {
  const requested = argument(walk, node, 'first') ?? argument(walk, node, 'last');
  const items = typeof requested === 'number' && requested >= 0 ? requested : walk.options.defaultPageSize;
  const paging = field.extensions?.forgeList as ForgeListPaging | undefined;
  if (paging?.embedded) return { items, calls: 0 };
  if (paging?.whole) return { items, calls: 1 };
  const pageSize = paging?.pageSize ?? UPSTREAM_MAX_PAGE;
  // `last` without a cursor first learns the total: one more call.
  const probe = argument(walk, node, 'last') != null && argument(walk, node, 'before') == null ? 1 : 0;
  // A connection's own declared calls come beside its pages (a tree's read of its parent directory).
  const declared = field.extensions?.forgeCalls;
  const beside = typeof declared === 'number' ? declared : 0;
  return { items, calls: Math.max(1, Math.ceil(items / pageSize)) + probe + beside };
}

/** The objects `nodes(ids:)` or `_entities(representations:)` looks up, one call each; undefined for other fields. */
function lookups(walk: Walk, node: FieldNode): number | undefined {
  const list =
    node.name.value === 'nodes'
      ? argument(walk, node, 'ids')
      : node.name.value === '_entities'
        ? argument(walk, node, 'representations')
        : undefined;
  if (list === undefined) return undefined;
  return Array.isArray(list) ? list.length : MAX_NODE_IDS;
}

/**
 * The calls a field that is not a connection makes on its own per parent item: what it declares
 * (graphql/kit/forge-calls.ts), else one for a root field or a field with a lookahead, else none.
 */
function ownCalls(field: Field, parent: GraphQLNamedType, walk: Walk, inPayload: boolean): number {
  const declared = field.extensions?.forgeCalls;
  if (typeof declared === 'number') return declared;
  // A payload's object that the write did not answer with is read after it (graphql/kit/mutation.ts).
  if (inPayload && isCompositeType(getNamedType(field.type))) return 1;
  const roots = [
    walk.schema.getQueryType(),
    walk.schema.getMutationType(),
    walk.schema.getSubscriptionType(),
  ];
  if (roots.includes(parent as GraphQLObjectType)) return field.name.startsWith('__') ? 0 : 1;
  return field.extensions?.prefetch !== undefined ? 1 : 0;
}

function costOf(
  walk: Walk,
  selectionSet: SelectionSetNode | undefined,
  type: GraphQLNamedType,
  times: number,
  inPayload = false,
): number {
  const mutation = type === walk.schema.getMutationType();
  let total = 0;
  for (const { node, on } of fieldsOf(walk, selectionSet, type)) {
    const field = definitionOf(on, node.name.value);
    if (!field) continue;
    const named = getNamedType(field.type);
    const count = lookups(walk, node);
    if (count !== undefined) {
      total += times * count + costOf(walk, node.selectionSet, named, times * count);
    } else if (isConnection(named)) {
      const { items, calls } = connectionCost(walk, node, field);
      total += times * calls;
      for (const child of fieldsOf(walk, node.selectionSet, named)) {
        const list = child.node.name.value === 'nodes' || child.node.name.value === 'edges';
        const childField = definitionOf(child.on, child.node.name.value);
        if (!childField) continue;
        const selection = { kind: Kind.SELECTION_SET, selections: [child.node] } as SelectionSetNode;
        total += costOf(walk, selection, child.on, list ? times * items : times);
      }
    } else {
      total += times * ownCalls(field, on, walk, inPayload);
      total += costOf(walk, node.selectionSet, named, times, mutation);
    }
  }
  return total;
}

/** The estimated forge calls of one operation of `document`, with its variables. */
export function estimateCalls(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  options: CallCostOptions,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  return costOf({ schema, fragments, variables, options }, operation.selectionSet, root, 1);
}
