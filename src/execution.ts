// Execution with graphql-jit: each operation is compiled once into a function specialised to its
// selection (kept in an LRU keyed by the document), instead of graphql-js walking the document for
// every request. Switched by `GatewayOptions.jit`; see bench/README.md for what it measured.

import { useGraphQlJit } from '@envelop/graphql-jit';
import type { Plugin } from 'graphql-yoga';

export function executionPlugins(jit: boolean): Plugin[] {
  return jit ? [useGraphQlJit({}) as Plugin] : [];
}
