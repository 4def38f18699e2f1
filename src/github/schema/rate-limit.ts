// rateLimit: the gateway's limit is the forge calls one request may make (UPSTREAM_CALL_BUDGET),
// renewed with every request; GitHub's `cost` and `used` are the calls this request has made so far.

import { builder } from './builder.js';

interface Budget {
  limit: number;
  used: number;
}

const RateLimitRef = builder.objectRef<Budget>('RateLimit').implement({
  description: "Represents the client's rate limit.",
  fields: (t) => ({
    cost: t.int({ nullable: false, resolve: (b) => b.used }),
    limit: t.int({ nullable: false, resolve: (b) => b.limit }),
    nodeCount: t.int({ nullable: false, resolve: (b) => b.used }),
    remaining: t.int({ nullable: false, resolve: (b) => Math.max(0, b.limit - b.used) }),
    used: t.int({ nullable: false, resolve: (b) => b.used }),
    resetAt: t.field({ type: 'DateTime', nullable: false, resolve: () => new Date().toISOString() }),
  }),
});

builder.queryFields((t) => ({
  rateLimit: t.field({
    type: RateLimitRef,
    description: "The client's rate limit information.",
    args: { dryRun: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, _args, context) => ({
      limit: context.settings.upstreamCallBudget,
      used: context.upstreamCalls.length,
    }),
  }),
}));
