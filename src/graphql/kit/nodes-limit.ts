// `nodes(ids:)` takes at most 100 IDs, as GitHub's does, and every ID counts toward the request's
// call budget (UPSTREAM_CALL_BUDGET): the dataloader answers a repeated ID without a call, so 20
// aliases of 1,000 copies of one ID cost one forge call and still made 32 MB of answer. The IDs
// past the budget fail one by one with UPSTREAM_CALL_BUDGET_EXCEEDED, as forge calls past it do,
// and the ones within it keep their data. The cost limit counts one forge call per id too (call-cost.ts).

import { GraphQLError } from 'graphql';
import type { Context } from './context.js';
import { badInput } from './errors.js';

export const MAX_NODE_IDS = 100;

/** IDs asked for by each request's `nodes` fields so far. */
const idsAsked = new WeakMap<object, number>();

interface GlobalId {
  typename: string;
  id: string;
}

function pastBudget(budget: number, noun: string): GraphQLError {
  return new GraphQLError(
    `this ${noun} is past the request's budget of ${budget} forge calls (one per ${noun})`,
    {
      extensions: { code: 'UPSTREAM_CALL_BUDGET_EXCEEDED' },
    },
  );
}

/**
 * Counts `items` toward the request's call budget, one call each, and resolves those within it; each
 * one past it is an UPSTREAM_CALL_BUDGET_EXCEEDED error in its place. `nodes(ids:)` and a router's
 * `_entities(representations:)` (federation/subgraph.ts) count together.
 */
export async function withinCallBudget<T>(
  items: readonly T[],
  noun: string,
  context: Context,
  resolve: (allowed: T[]) => Promise<readonly unknown[]> | readonly unknown[],
): Promise<unknown[]> {
  const budget = context.settings.upstreamCallBudget;
  const before = idsAsked.get(context) ?? 0;
  idsAsked.set(context, before + items.length);
  const allowed = Math.max(0, Math.min(items.length, budget - before));
  const resolved = allowed > 0 ? await resolve(items.slice(0, allowed)) : [];
  return [...resolved, ...items.slice(allowed).map(() => pastBudget(budget, noun))];
}

/** The nodes of `args.ids`, once they are within both limits. */
export function nodesWithinLimits(
  args: { ids: GlobalId[] },
  context: Context,
  resolveNodes: (ids: GlobalId[]) => Promise<unknown[]>,
): Promise<unknown[]> {
  const ids = args.ids;
  if (ids.length > MAX_NODE_IDS) {
    throw badInput(`\`ids\` may hold at most ${MAX_NODE_IDS} IDs, got ${ids.length}`, 'ids');
  }
  return withinCallBudget(ids, 'ID', context, (allowed) => {
    // Pothos' resolveNodes reads `args.ids` whatever it is given: the IDs within the budget go there.
    if (allowed.length < ids.length) args.ids = allowed;
    return resolveNodes(args.ids);
  });
}
