// What a field costs in forge calls when nothing in the graph's shape says so: a field without a
// lookahead that still asks the forge on its own (a check per item, a rendering, a read after a
// write, a mutation that first asks who the caller is). The cost estimate (server/limits/call-cost.ts)
// reads it from the field's extensions, once per parent item, so the estimate stays an upper bound.

/**
 * Extensions of a field that may ask the forge `calls` times for each parent item; on a connection,
 * the calls it makes beside its pages.
 */
export function readsForge(calls = 1) {
  return { forgeCalls: calls };
}
