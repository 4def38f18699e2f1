// V8 settings of the gateway's process, set before it serves (run.ts, and the benchmark's gateway
// processes, which run the gateway as `npm start` does).
//
// Allocation-site pretenuring off: V8 allocates an object straight in the old generation once objects
// made at the same place in the code have mostly outlived a young-generation collection. A gateway's
// slow requests (those that wait on the forge for tens of ms) teach it that of Node's own per-request
// objects (the request, the response, their headers), and the decision outlives them: the requests
// answered from the cache afterwards, done in microseconds, then leave their objects in the old
// generation, dead but holding young ones alive until a full collection, so each young collection
// copies them again. Measured on the issue view's kept answer at c=64 after 5 s of signed-in readers
// (bench/README.md, "The cache run"): young collections of about 5 ms instead of 1 ms, and 33.7 µs of
// CPU per answer instead of 25.5 µs; the forge-bound requests cost the same either way.

// V8 ignores a flag it does not know (it prints an error, nothing throws): test/project/fences.test.ts
// fails when this one stops being known or stops keeping such objects young.

import { setFlagsFromString } from 'node:v8';

export const V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

export function applyV8Flags(): void {
  for (const flag of V8_FLAGS) setFlagsFromString(flag);
}
