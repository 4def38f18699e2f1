// Roots that read only what they must. `repository(owner:, name:) { issues { ... } }` needs nothing of
// the repository's own record: its owner and name route every child call. When each field selected
// on such a root has a lookahead that needs only the root's reference (prefetch.ts), the root starts
// those calls and answers a reference in place of the record. The children's calls then prove that
// the object exists. When none of them asked the forge, one of them failed, or a call made meanwhile
// answered 401, 403, 404 or nothing (a child that turns a 404 into null proves nothing), the root
// reads its record as before: a missing object gives the same NOT_FOUND, message and path
// (`repository: null`) as ever, at the cost of that one read, and only then.

import {
  type FieldNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Context } from './context.js';
import { type PrefetchFrom, prefetchChildren } from './prefetch.js';
import { type AllowedSelection, selectionWithin } from './selection.js';

const REFERENCES = new WeakSet<object>();

/** Statuses that say the object may not exist (or not for this caller). */
const DOUBTFUL = new Set([401, 403, 404]);

/** The loader key a reference primes: none a real object has, so a later read never gets the reference. */
const REFERENCE_KEY = '\u0000reference';

/** A loader's `cacheResolved` that keeps references out of the loader (see REFERENCE_KEY). */
export function keyUnlessReference<T extends object>(toKey: (value: T) => string): (value: T) => string {
  return (value) => (REFERENCES.has(value) ? REFERENCE_KEY : toKey(value));
}

/** Whether a record is such a stand-in (its embedded copies must not pass for the record either). */
export function isReference(value: object): boolean {
  return REFERENCES.has(value);
}

/** Marks a stand-in record built from what the forge embedded elsewhere, which no loader may keep. */
export function markReference<T extends object>(stub: T): T {
  REFERENCES.add(stub);
  return stub;
}

/** What makes a root a reference: its type, the lookaheads that serve it, fields that need the record. */
export interface ReferenceRoot<P> {
  typeName: string;
  ref: P;
  /** the stand-in record the children read their routing values from */
  stub: object;
  from: 'parent' | 'viewer';
  /**
   * Fields with a lookahead whose resolver still reads more of the record than the reference: a name,
   * or `name(arg)` when only that argument makes it read the record (`repositories(orderBy)` needs an id).
   */
  needsRecord?: readonly string[];
  /**
   * What the stub answers as well as the record, beside the lookaheads: the key fields a federated
   * router adds to an entity fetch (federation/subgraph.ts). Selected alone, they prove nothing.
   */
  stubAnswers?: AllowedSelection;
}

/** Whether the record must be read for this selected field (see ReferenceRoot.needsRecord). */
function needsRecord(entries: readonly string[] | undefined, field: FieldNode): boolean {
  const name = field.name.value;
  const args = new Set((field.arguments ?? []).map((argument) => argument.name.value));
  return (entries ?? []).some((entry) => {
    const [, entryName, arg] = /^(\w+)(?:\((\w+)\))?$/.exec(entry) ?? [];
    return entryName === name && (arg === undefined || args.has(arg));
  });
}

function servedBy(declaration: unknown, from: 'parent' | 'viewer'): boolean {
  const prefetchFrom = (declaration as { from?: PrefetchFrom } | undefined)?.from;
  return prefetchFrom === from || prefetchFrom === 'both';
}

/**
 * Whether every field selected on the root (through fragments on its own type) is served by a lookahead
 * from its reference. A fragment on an interface or another type may ask for the record: not served.
 */
function selectsReferenceFieldsOnly<P>(
  root: ReferenceRoot<P>,
  info: GraphQLResolveInfo,
  fieldNodes: readonly FieldNode[],
): boolean {
  const type = info.schema.getType(root.typeName) as GraphQLObjectType | undefined;
  if (!type) return false;
  const fields = type.getFields();
  let served = 0;
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).every((selection) => {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') return true;
        const alone: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: [selection] };
        if (root.stubAnswers && selectionWithin(alone, root.stubAnswers, info.fragments)) return true;
        if (
          needsRecord(root.needsRecord, selection) ||
          !servedBy(fields[name]?.extensions?.prefetch, root.from)
        ) {
          return false;
        }
        served += 1;
        return true;
      }
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : info.fragments[selection.name.value];
      const condition = fragment?.typeCondition?.name.value;
      if (!fragment || (condition !== undefined && condition !== root.typeName)) return false;
      return visit(fragment.selectionSet);
    });
  return fieldNodes.every((node) => visit(node.selectionSet)) && served > 0;
}

/**
 * Starts the children's calls (always) and answers the marked stub when they prove the object exists,
 * or undefined when the object's record must be read (the selection needs it, or a child's call doubts it).
 */
async function provenReference<P>(
  root: ReferenceRoot<P>,
  context: Context,
  info: GraphQLResolveInfo,
  fieldNodes: readonly FieldNode[],
  start: () => Promise<unknown>[],
): Promise<object | undefined> {
  const onlyReferences = !context.settings.naive && selectsReferenceFieldsOnly(root, info, fieldNodes);
  const { calls: made, joined } = context.forgeCalls;
  const calls = made.length;
  const shared = joined.length;
  const started = start();
  if (!onlyReferences || started.length === 0) return undefined;
  const settled = await Promise.allSettled(started);
  if (settled.some((outcome) => outcome.status === 'rejected')) return undefined;
  const answers = [...made.slice(calls), ...joined.slice(shared)];
  // No answer proves nothing (an anonymous caller's star is null without a call): read the record.
  if (answers.length === 0) return undefined;
  if (answers.some((call) => call.status === null || DOUBTFUL.has(call.status))) return undefined;
  REFERENCES.add(root.stub);
  return root.stub;
}

/** A root field's reference: its children's calls start from `root.ref` (prefetch.ts). */
export function referenceRoot<P>(
  root: ReferenceRoot<P>,
  context: Context,
  info: GraphQLResolveInfo,
): Promise<object | undefined> {
  return provenReference(root, context, info, info.fieldNodes, () =>
    prefetchChildren<P>(root.typeName, root.ref, context, info, info.fieldNodes, root.from),
  );
}

/**
 * The same one level down, for a field whose lookahead runs under its parent's (`repository {
 * pullRequest(number:) { files } }`): `node` is that field's node in the parent's selection.
 */
export function referenceField<P>(
  root: ReferenceRoot<P>,
  context: Context,
  info: GraphQLResolveInfo,
  node: FieldNode,
): Promise<object | undefined> {
  return provenReference(root, context, info, [node], () =>
    prefetchChildren<P>(root.typeName, root.ref, context, info, [node], root.from),
  );
}
