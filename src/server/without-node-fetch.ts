// Node's own fetch (a copy of undici inside Node, loaded the first time anything reads
// `globalThis.Request`, `Response`, `Headers` or `fetch`) costs 12–17 MB of RSS. The gateway never
// uses it: Yoga and every plugin of ours use Yoga's fetch API (`fetchAPI`, @whatwg-node's
// ponyfill), and forge calls go through our own undici pool. One read remains, in
// @whatwg-node/server: at creation it compares its Request class with `globalThis.Request` (to
// choose its own abort signals when they differ). For that one comparison the global shows a
// stand-in, which differs from the ponyfill as Node's class does, so the outcome is the same; the
// global is restored at once, untouched and still lazy. test/project/fences.test.ts fails when Node's
// global stops being a lazy accessor, test/project/node-fetch-unloaded.test.ts when fetch loads anyway.

export function withoutLoadingNodeFetch<T>(build: () => T): T {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'Request');
  // Already loaded, or not a lazy accessor on this runtime: nothing to spare.
  if (!descriptor?.get) return build();
  Object.defineProperty(globalThis, 'Request', {
    value: class NodeRequestStandIn {},
    configurable: true,
    writable: true,
  });
  try {
    return build();
  } finally {
    Object.defineProperty(globalThis, 'Request', descriptor);
  }
}
